import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app'
import { openPglite, openPostgres, type Database } from '../src/db/client'
import { creditLedger, scriptConversations, scriptMessages, users } from '../src/db/schema'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../src/engines/testing/fake-openai-server'
import { SOUND, tokensOf } from '../src/engines/testing/flawed-replies'
import { loadConfig } from '../src/env'
import { createLogger } from '../src/lib/logger'
import { createMailer } from '../src/lib/mailer/mailer'
import { RateLimiter } from '../src/lib/rate-limit'
import { call, databaseKinds, testSecretBox } from './test-context'

const root = path.resolve(import.meta.dirname, '../../..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-backup-'))
let model: FakeOpenAIServer
beforeAll(async () => {
  model = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND) })
})
afterAll(async () => {
  await model.close()
  fs.rmSync(work, { recursive: true, force: true })
})

/** `npm run backup` / `npm run restore` as an operator runs them, with the server's settings. */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** Accounts with scripts, offline drafts and model versions (charged: ledger deductions beside the grants). */
async function fill(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AI_BASE_URL: model.baseURL,
    AI_MODEL: 'fake-model',
  })
  const logger = createLogger(config)
  const app = createApp({
    config,
    database,
    logger,
    rateLimiter: new RateLimiter(database.db),
    secrets: testSecretBox(),
    mailer: createMailer({ from: config.MAIL_FROM, logger }),
  })
  const accounts: Array<{ email: string; password: string }> = []
  for (const n of [1, 2]) {
    const account = { email: `backup-${n}@example.com`, password: `backup-password-${n}` }
    const { body } = await call(app, 'POST', '/api/auth/register', { body: account })
    const token = body.data.token as string
    for (const topic of ['通勤穿搭怎么选', '周末做饭不重样']) {
      const created = await call(app, 'POST', '/api/scripts', {
        token,
        body: { brief: { topic, platform: 'douyin', duration_seconds: 30 } },
      })
      const generated = await call(app, 'POST', `/api/scripts/${created.body.data.id}/messages`, { token, body: {} })
      expect(generated.status).toBe(200)
    }
    accounts.push(account)
  }
  return { app, accounts }
}

/** Every account, script, version and credit entry, in a stable order. */
async function contents(database: Database) {
  const { db } = database
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    scripts: await db.select().from(scriptConversations).orderBy(asc(scriptConversations.id)),
    versions: await db.select().from(scriptMessages).orderBy(asc(scriptMessages.id)),
    credits: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
  }
}

async function expectRestored(database: Database, before: Awaited<ReturnType<typeof contents>>) {
  const after = await contents(database)
  expect(after).toEqual(before)
  expect(after.users).toHaveLength(2)
  const app = appOn(database)
  for (const n of [1, 2]) {
    const login = await call(app, 'POST', '/api/auth/login', {
      body: { email: `backup-${n}@example.com`, password: `backup-password-${n}` },
    })
    expect(login.status).toBe(200)
    const list = await call(app, 'GET', '/api/scripts', { token: login.body.data.token })
    expect(list.body.data.total).toBe(2)
  }
}

/** An app on the restored database, to sign in with what was backed up. */
function appOn(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
  const logger = createLogger(config)
  return createApp({
    config,
    database,
    logger,
    rateLimiter: new RateLimiter(database.db),
    secrets: testSecretBox(),
    mailer: createMailer({ from: config.MAIL_FROM, logger }),
  })
}

describe('backup and restore', () => {
  it.runIf(databaseKinds.includes('pglite'))(
    'the embedded database: backed up, wiped, restored, with everything found again',
    async () => {
      const dataDir = path.join(work, 'data')
      const file = path.join(work, 'pglite.tar.gz')
      let database = await openPglite({ dataDir })
      await fill(database)
      const before = await contents(database)
      expect(before.versions.filter((v) => v.role === 'assistant')).toHaveLength(4)
      expect(before.credits.filter((entry) => entry.delta < 0).length).toBeGreaterThan(0)
      fs.writeFileSync(path.join(dataDir, 'secrets.key'), 'not in any backup')

      // A running server holds the folder: the backup refuses rather than read it under its feet.
      expect(() => run('backup', [file], { DATA_DIR: dataDir })).toThrow(/in use/)
      await database.close()
      expect(run('backup', [file], { DATA_DIR: dataDir })).toMatch(/written to/)
      const listing = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' }).stdout
      expect(listing).toMatch(/PG_VERSION/)
      expect(listing).not.toMatch(/secrets\.key|hookline\.lock|postmaster\.pid/)

      fs.rmSync(dataDir, { recursive: true, force: true })
      run('restore', [file], { DATA_DIR: dataDir })
      database = await openPglite({ dataDir })
      try {
        await expectRestored(database, before)
      } finally {
        await database.close()
      }
      // Over a database that is there, only with --replace, which keeps the old one aside.
      expect(() => run('restore', [file], { DATA_DIR: dataDir })).toThrow(/already holds a database/)
      expect(run('restore', [file, '--replace'], { DATA_DIR: dataDir })).toMatch(/before-restore-/)
    },
    120_000,
  )

  it.runIf(databaseKinds.includes('postgres'))(
    'PostgreSQL: backed up with pg_dump, wiped, restored with pg_restore, with everything found again',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!
      const name = `hookline_backup_${randomBytes(6).toString('hex')}`
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: serverUrl })
        await client.connect()
        await client.query(statement)
        await client.end()
      }
      const url = new URL(serverUrl)
      url.pathname = `/${name}`
      const file = path.join(work, 'postgres.dump')
      await admin(`CREATE DATABASE ${name}`)
      try {
        let database = await openPostgres({ url: url.toString(), poolSize: 4 })
        await fill(database)
        const before = await contents(database)
        expect(before.versions.filter((v) => v.role === 'assistant')).toHaveLength(4)
        // pg_dump runs beside a live app: no need to stop it.
        run('backup', [file], { DATABASE_URL: url.toString() })
        await database.close()

        await admin(`DROP DATABASE ${name} WITH (FORCE)`)
        await admin(`CREATE DATABASE ${name}`)
        run('restore', [file], { DATABASE_URL: url.toString() })
        database = await openPostgres({ url: url.toString(), poolSize: 4 })
        try {
          await expectRestored(database, before)
        } finally {
          await database.close()
        }
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      }
    },
    120_000,
  )
})
