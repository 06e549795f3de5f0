// `npm run backup [-- <file>]`: one file holding the whole database, from the settings the server
// reads (DATA_DIR, or DATABASE_URL). PGlite (the embedded default): its data folder as a gzipped
// tar made by PGlite's dumpDataDir, without the secrets key, while no server holds the folder.
// PostgreSQL: pg_dump's custom format, while the app runs. `npm run restore` reads either back.
// The secrets key (SECRETS_KEY or DATA_DIR/secrets.key) is never in a backup: keep it apart
// (docs/deploy.md, docs/security.md).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

/** Files of ours in the data folder that are not the database. */
const NOT_DATABASE = new Set(['secrets.key', 'hookline.lock', 'postmaster.pid'])
const LOCK_FILE = 'hookline.lock'

/** What the server would use, read as env.ts reads it (an empty variable is unset). */
export function databaseSetting(env = process.env) {
  const url = env.DATABASE_URL?.trim()
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) fail('DATABASE_URL must be a postgres:// or postgresql:// URL')
    return { kind: 'postgres', url }
  }
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR?.trim() || './data') }
}

export function fail(message) {
  console.error(`error: ${message}`)
  process.exit(1)
}

/**
 * Takes the data folder as the server does (its lock file), so no server opens it meanwhile.
 * Unlike the server, a lock left by anyone else is never taken over: its owner may be a server
 * in another container, whose process this one cannot see. `--force` takes it (after a crash).
 */
export function holdDataDir(dataDir, { force = false } = {}) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const lockPath = path.join(dataDir, LOCK_FILE)
  if (fs.existsSync(lockPath) && !force) {
    const owner = fs.readFileSync(lockPath, 'utf8').trim()
    fail(
      `${dataDir} is in use (its lock file names process ${owner || '?'}). Stop the server first; ` +
        `if none runs (it was killed), add --force.`,
    )
  }
  fs.writeFileSync(lockPath, String(process.pid))
  // The lock proves no live PGlite uses the folder: a killed one's pid file would stall the open.
  fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true })
  return () => fs.rmSync(lockPath, { force: true })
}

/** PGlite opened on the folder with the extensions the server loads (History search). */
export async function openPglite(options) {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin')
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } })
}

/** The entries of an uncompressed tar whose name is not in `drop` (ustar: 512-byte blocks). */
function withoutEntries(tar, drop) {
  const kept = []
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512)
    if (header.every((byte) => byte === 0)) break
    const field = (from, length) =>
      header
        .subarray(from, from + length)
        .toString('latin1')
        .replace(/\0.*$/s, '')
    const name = `${field(345, 155)}${field(0, 100)}`
    const size = parseInt(field(124, 12).trim() || '0', 8)
    const length = 512 + Math.ceil(size / 512) * 512
    if (!drop.has(path.posix.basename(name)) || path.posix.dirname(name).replace(/^\.?\/?$/, '') !== '')
      kept.push(tar.subarray(at, at + length))
    at += length
  }
  kept.push(Buffer.alloc(1024))
  return Buffer.concat(kept)
}

async function backupPglite(dataDir, file, force) {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`${dataDir} holds no database`)
  const release = holdDataDir(dataDir, { force })
  try {
    const db = await openPglite({ dataDir })
    const tar = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
    await db.close()
    fs.writeFileSync(file, gzipSync(withoutEntries(tar, NOT_DATABASE)), { mode: 0o600 })
  } finally {
    release()
  }
}

function backupPostgres(url, file) {
  const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, url], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (dumped.error) fail(`pg_dump could not run (${dumped.error.message}); install PostgreSQL's client tools`)
  if (dumped.status !== 0) fail(`pg_dump failed (exit ${dumped.status})`)
  fs.chmodSync(file, 0o600)
}

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const setting = databaseSetting()
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z')
  const file = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ??
      `hookline-${setting.kind}-${stamp}.${setting.kind === 'pglite' ? 'tar.gz' : 'dump'}`,
  )
  if (setting.kind === 'pglite') await backupPglite(setting.dataDir, file, force)
  else backupPostgres(setting.url, file)
  console.log(`backup of the ${setting.kind} database written to ${file} (${fs.statSync(file).size} bytes)`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
