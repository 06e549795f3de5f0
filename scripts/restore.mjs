// `npm run restore -- <file> [--replace]`: puts a backup made by `npm run backup` back, into the
// database the server's settings name (DATA_DIR, or DATABASE_URL). Stop every app node first.
// PGlite: the folder must hold no database, or --replace moves the one there aside (to
// DATA_DIR.before-restore-<time>, the secrets key copied back). PostgreSQL: pg_restore replaces
// Hookline's tables in that database (--clean) in one transaction. Migrations newer than the
// backup run when the server starts.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { databaseSetting, fail, holdDataDir, openPglite } from './backup.mjs'

async function restorePglite(dataDir, file, { replace, force }) {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (!replace) fail(`${dataDir} already holds a database; add --replace to move it aside`)
    const release = holdDataDir(dataDir, { force })
    release()
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z')
    const aside = `${dataDir}.before-restore-${stamp}`
    fs.renameSync(dataDir, aside)
    fs.mkdirSync(dataDir, { mode: 0o700 })
    const key = path.join(aside, 'secrets.key')
    if (fs.existsSync(key)) fs.copyFileSync(key, path.join(dataDir, 'secrets.key'))
    console.log(`the database that was there is in ${aside}`)
  }
  const release = holdDataDir(dataDir, { force })
  try {
    const db = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(file)]) })
    await db.query('SELECT 1')
    await db.close()
    fs.chmodSync(dataDir, 0o700)
  } finally {
    release()
  }
}

function restorePostgres(url, file) {
  const restored = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', `--dbname=${url}`, file],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  if (restored.error) fail(`pg_restore could not run (${restored.error.message}); install PostgreSQL's client tools`)
  if (restored.status !== 0) fail(`pg_restore failed (exit ${restored.status})`)
}

const args = process.argv.slice(2)
const file = args.find((arg) => !arg.startsWith('--'))
if (!file) fail('usage: npm run restore -- <backup file> [--replace] [--force]')
if (!fs.existsSync(file)) fail(`${file} does not exist`)
const setting = databaseSetting()
if (setting.kind === 'pglite')
  await restorePglite(setting.dataDir, path.resolve(file), {
    replace: args.includes('--replace'),
    force: args.includes('--force'),
  })
else restorePostgres(setting.url, path.resolve(file))
console.log(`${file} restored into the ${setting.kind} database`)
