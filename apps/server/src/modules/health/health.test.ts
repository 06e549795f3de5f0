import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../app'
import type { Database } from '../../db/client'
import { loadConfig } from '../../env'
import { createLogger } from '../../lib/logger'
import { createMailer } from '../../lib/mailer/mailer'
import { RateLimiter } from '../../lib/rate-limit'
import { call, databaseKinds, openTestDatabase, registerUser, testSecretBox } from '../../../test/test-context'
import { createGenerationDrain } from '../scripts/generation-drain'

describe.each(databaseKinds)('liveness and readiness (%s)', (kind) => {
  let database: Database | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  async function start() {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
    database = await openTestDatabase(kind)
    const logger = createLogger(config)
    const drain = createGenerationDrain()
    const app = createApp({
      config,
      database,
      logger,
      rateLimiter: new RateLimiter(database.db),
      secrets: testSecretBox(),
      mailer: createMailer({ from: config.MAIL_FROM, logger }),
      drain,
    })
    return { app, drain, database }
  }

  it('is ready while the database answers, and says no once the node drains', async () => {
    const { app, drain } = await start()
    const ready = await call(app, 'GET', '/api/health/ready')
    expect(ready.status).toBe(200)
    expect(ready.body.data).toEqual({ status: 'ready', database: kind })

    const { token } = await registerUser(app)
    await drain.drain(0)
    const draining = await call(app, 'GET', '/api/health/ready')
    expect(draining.status).toBe(503)
    expect(draining.body.code).toBe(50300)
    // Liveness is not readiness: the process still answers and its database too.
    expect((await call(app, 'GET', '/api/health')).status).toBe(200)
    // No new generation starts on a node that is going away; reads still work.
    const refused = await call(app, 'POST', '/api/scripts/00000000-0000-4000-8000-000000000000/messages', {
      token,
      body: {},
    })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect((await call(app, 'GET', '/api/scripts', { token })).status).toBe(200)
  })

  it('is not ready when the database is gone', async () => {
    const { app, database: db } = await start()
    await db.close()
    database = undefined
    const gone = await call(app, 'GET', '/api/health/ready')
    expect(gone.status).toBe(503)
    expect(gone.body.message).toMatch(/database/i)
  })
})
