import fs from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { LookupFunction } from '../src/lib/outbound-fetch'
import { createSecretBox } from '../src/lib/secret-box'
import { createApp } from '../src/app'
import type { AppDeps } from '../src/context'
import { openPglite, openPostgres, type Database, type DatabaseKind } from '../src/db/client'
import { loadConfig, type Config } from '../src/env'
import { createLogger } from '../src/lib/logger'
import { RateLimiter } from '../src/lib/rate-limit'
import { createMailer, type Mail, type Mailer } from '../src/lib/mailer/mailer'

/** PGlite always; a real PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteTemplate'))
    return openPglite({ loadDataDir: new Blob([dump]) })
  }
  return openFreshPostgres(process.env.TEST_DATABASE_URL!)
}

/** A new database on the server for each test file, dropped again on close. */
async function openFreshPostgres(serverUrl: string): Promise<Database> {
  const name = `hookline_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openPostgres({ url: url.toString(), poolSize: 10 })
  return {
    ...database,
    close: async () => {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await dropper.end()
    },
  }
}

export interface TestContext {
  app: ReturnType<typeof createApp>
  database: Database
  config: Config
  /** Every mail the app handed over, in order (after `mailer.idle()`); with SMTP_URL they also went to that server. */
  mails: Mail[]
  mailer: Mailer
  close: () => Promise<void>
}

/** The app's real mailer (log or SMTP), recording what it was given so tests can read it. */
function recordingMailer(config: Config, logger: ReturnType<typeof createLogger>, mails: Mail[]): Mailer {
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger })
  return {
    transport: mailer.transport,
    deliver: async (mail) => {
      mails.push(mail)
      await mailer.deliver(mail)
    },
    send: (mail) => {
      mails.push(mail)
      mailer.send(mail)
    },
    track: (work) => mailer.track(work),
    idle: () => mailer.idle(),
  }
}

/**
 * Host names a test's model connection may resolve: localhost only. Anything else (a preset's
 * api.openai.com, a fuzzed URL) fails as unresolvable, without asking real DNS.
 */
export const localOnlyLookup: LookupFunction = async (hostname) => {
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }]
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
}

/** A server key of its own per test app: what one app seals, another cannot open. */
export const testSecretBox = () => createSecretBox(randomBytes(32))

/** The real app factory on a fresh database of the given kind. */
export async function createTestContext(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  overrides: Partial<Pick<AppDeps, 'scriptEngine' | 'sseHeartbeatMs' | 'logger' | 'outboundLookup' | 'drain'>> = {},
): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env })
  const database = await openTestDatabase(kind)
  const logger = createLogger(config)
  const mails: Mail[] = []
  const mailer = recordingMailer(config, overrides.logger ?? logger, mails)
  const app = createApp({
    config,
    database,
    logger,
    rateLimiter: new RateLimiter(database.db),
    secrets: testSecretBox(),
    mailer,
    outboundLookup: localOnlyLookup,
    ...overrides,
  })
  return { app, database, config, mails, mailer, close: () => database.close() }
}

/** JSON request helper: returns status, parsed envelope and headers. */
export async function call(
  app: TestContext['app'],
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: BodyInit; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await app.request(path, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  const text = await response.text()
  let json: { code: number; message: string; data: any } | undefined
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, body: json!, text, headers: response.headers }
}

/** Registers a user and returns its token and user. */
export async function registerUser(
  app: TestContext['app'],
  email = `user-${randomBytes(4).toString('hex')}@example.com`,
  password = 'correct-horse',
) {
  const result = await call(app, 'POST', '/api/auth/register', { body: { email, password } })
  if (result.status !== 200) throw new Error(`register failed: ${result.status} ${result.text}`)
  return { token: result.body.data.token as string, user: result.body.data.user, email, password }
}
