import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits, sessions } from '../../src/db/schema'
import { createLogger } from '../../src/lib/logger'
import { RateLimiter } from '../../src/lib/rate-limit'
import { purgeExpiredJob } from '../../src/jobs/purge-jobs'
import { startJobs } from '../../src/jobs/job-system'
import { SESSIONS_MAX_PER_USER } from '../../src/modules/auth/auth.service'
import { call, createTestContext, databaseKinds, registerUser, testSecretBox, type TestContext } from '../test-context'

/** Expired sessions and rate-limit rows are purged; sessions per user are capped. */
describe.each(databaseKinds)('tables that only grew, on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AUTH_MAX_ATTEMPTS_PER_IP: '10000' })
  })
  afterAll(() => ctx.close())

  const count = async (table: typeof sessions | typeof rateLimits, where = sql`true`) => {
    const rows = await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
    return rows[0].n
  }

  it('keeps only the newest sessions of a user; the oldest token stops working', async () => {
    const { email, password, token: first } = await registerUser(ctx.app)
    const tokens = [first]
    for (let i = 0; i < SESSIONS_MAX_PER_USER + 4; i++) {
      const res = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
      tokens.push(res.body.data.token)
    }
    const userId = (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: tokens.at(-1) })).body.data.id
    expect(await count(sessions, sql`${sessions.userId} = ${userId}`)).toBe(SESSIONS_MAX_PER_USER)
    expect((await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: tokens[0] })).status).toBe(401)
    expect(
      (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token: tokens.at(-SESSIONS_MAX_PER_USER) })).status,
    ).toBe(200)
  })

  it('the scheduled purge job deletes expired sessions and expired rate-limit rows at start-up and every period, nothing live', async () => {
    const { user } = await registerUser(ctx.app)
    const { db } = ctx.database
    const expire = (tag: string) =>
      Promise.all([
        db.insert(sessions).values(
          Array.from({ length: 5 }, (_, i) => ({
            userId: user.id,
            tokenHash: `expired-${tag}-${i}`,
            expiresAt: new Date(Date.now() - 60_000),
          })),
        ),
        db
          .insert(rateLimits)
          .values({ key: `login-email:old-${tag}@example.com`, count: 3, resetAt: new Date(Date.now() - 60_000) }),
      ])
    await expire('before')
    await db
      .insert(rateLimits)
      .values({ key: 'login-email:live@example.com', count: 3, resetAt: new Date(Date.now() + 600_000) })
    const liveSessions = await count(sessions, sql`${sessions.expiresAt} > now()`)
    const purged = async () =>
      (await count(sessions, sql`${sessions.expiresAt} <= now()`)) === 0 &&
      (await count(rateLimits, sql`${rateLimits.resetAt} <= now()`)) === 0
    const waitPurged = async () => {
      for (let i = 0; i < 200 && !(await purged()); i++) await new Promise((resolve) => setTimeout(resolve, 50))
    }

    // The hourly schedule, shortened to 2 s: the first run comes at start-up, the next a period later.
    const jobs = await startJobs(
      {
        config: ctx.config,
        database: ctx.database,
        logger: createLogger(ctx.config),
        rateLimiter: new RateLimiter(db),
        secrets: testSecretBox(),
        mailer: ctx.mailer,
      },
      { jobs: [{ ...purgeExpiredJob.spec, schedule: { everySeconds: 2 } }], pollingIntervalSeconds: 0.5 },
    )
    try {
      await waitPurged()
      expect(await purged()).toBe(true)
      // Rows expired after the first run are gone only once a later run has come.
      await expire('later')
      await waitPurged()
      expect(await purged()).toBe(true)
    } finally {
      await jobs.stop()
    }
    expect(await count(sessions)).toBe(liveSessions)
    expect(await count(rateLimits, sql`${rateLimits.key} = 'login-email:live@example.com'`)).toBe(1)
  })
})
