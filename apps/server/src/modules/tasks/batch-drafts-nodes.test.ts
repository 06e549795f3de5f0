import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftJob } from '@hookline/contract'
import { openPostgres, type Database } from '../../db/client'
import { scriptMessages } from '../../db/schema'
import { startDraftWorker } from '../../jobs/draft-worker'
import { createLogger } from '../../lib/logger'
import { RateLimiter } from '../../lib/rate-limit'
import {
  call,
  createTestContext,
  localOnlyLookup,
  registerUser,
  testSecretBox,
  type TestContext,
} from '../../../test/test-context'

const serverUrl = process.env.TEST_DATABASE_URL

/** Two app nodes on one PostgreSQL: each draft is fetched by one of them, once. */
describe.skipIf(!serverUrl)('batch drafts on two nodes sharing one PostgreSQL', () => {
  let ctx: TestContext
  let second: Database
  const workers: Awaited<ReturnType<typeof startDraftWorker>>[] = []
  beforeAll(async () => {
    ctx = await createTestContext('postgres', { AI_OFFLINE_LINE_DELAY_MS: '0' })
    // The second node: its own pool to the same database, as another process would have.
    const result: unknown = await ctx.database.db.execute('select current_database() as name')
    const name = (result as { rows: { name: string }[] }).rows[0].name
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    second = await openPostgres({ url: url.toString(), poolSize: 5 })
    for (const database of [ctx.database, second])
      workers.push(
        await startDraftWorker(
          {
            config: ctx.config,
            database,
            logger: createLogger(ctx.config),
            rateLimiter: new RateLimiter(database.db),
            secrets: testSecretBox(),
            mailer: ctx.mailer,
            outboundLookup: localOnlyLookup,
          },
          { pollingIntervalSeconds: 0.5, concurrency: 2 },
        ),
      )
  })
  afterAll(async () => {
    for (const worker of workers) await worker.stop()
    await second.close()
    await ctx.close()
  })

  it('writes 20 drafts, each once: one version and one task each, whichever node fetched it', async () => {
    const { token } = await registerUser(ctx.app)
    const topics = Array.from({ length: 20 }, (_, i) => ({
      topic: `双节点 ${i + 1} ${randomBytes(2).toString('hex')}`,
    }))
    await call(ctx.app, 'POST', '/api/tasks/drafts', { token, body: { topics, platform: 'douyin' } })
    let items: DraftJob[] = []
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      items = (await call(ctx.app, 'GET', '/api/tasks/drafts', { token })).body.data.items
      if (items.every((d) => d.status === 'done' || d.status === 'failed')) break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // A draft may take two attempts when the creator's generation slots were all taken (a retry by
    // design); what must not happen is one draft written twice, or by both nodes.
    expect(items.map((d) => d.status)).toEqual(Array(20).fill('done'))
    for (const draft of items) {
      const versions = await ctx.database.db
        .select()
        .from(scriptMessages)
        .where(eq(scriptMessages.conversationId, draft.script_id!))
      expect(versions.filter((m) => m.role === 'assistant')).toHaveLength(1)
    }
    expect((await call(ctx.app, 'GET', '/api/tasks', { token })).body.data.items).toHaveLength(20)
    // The loop above allows a minute: on a loaded machine the 20 drafts take longer than vitest's 30 s.
  }, 90_000)
})
