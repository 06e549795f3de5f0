import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scriptMessages } from '../../src/db/schema'
import { nodeIdOf, releaseDeadStreams } from '../../src/modules/scripts/stream-recovery'
import { createTestContext, databaseKinds, registerUser, type TestContext } from '../test-context'
import { scriptWithVersion } from './helpers'

/** Streams left by a crash, with several nodes: a starting node releases only the streams it owns. */
describe.each(databaseKinds)('releasing dead streams on %s', (kind) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it('a PostgreSQL node marks its own streaming versions incomplete and leaves other nodes’ alone', async () => {
    const { token } = await registerUser(ctx.app)
    const { messageId: mine } = await scriptWithVersion(ctx, token)
    const { messageId: theirs } = await scriptWithVersion(ctx, token)
    const { db } = ctx.database
    const config = { NODE_ID: 'node-a', PORT: 3000 }
    await db
      .update(scriptMessages)
      .set({ status: 'streaming', creditsHeld: 1, nodeId: nodeIdOf(config) })
      .where(eq(scriptMessages.id, mine))
    await db
      .update(scriptMessages)
      .set({ status: 'streaming', creditsHeld: 1, nodeId: 'node-b' })
      .where(eq(scriptMessages.id, theirs))

    // As one node of several: only node-a's version.
    expect(await releaseDeadStreams({ ...ctx.database, kind: 'postgres' }, config)).toBe(1)
    const rows = await db.select().from(scriptMessages)
    expect(rows.find((r) => r.id === mine)).toMatchObject({ status: 'incomplete', creditsHeld: 0 })
    expect(rows.find((r) => r.id === theirs)).toMatchObject({ status: 'streaming', creditsHeld: 1 })

    // The embedded database has one process: everything streaming there is dead.
    expect(await releaseDeadStreams({ ...ctx.database, kind: 'pglite' }, config)).toBe(1)
    expect((await db.select().from(scriptMessages).where(eq(scriptMessages.id, theirs)))[0].status).toBe('incomplete')
  })

  it('names a node by NODE_ID, else by host and port', () => {
    expect(nodeIdOf({ NODE_ID: 'eu-1', PORT: 3000 })).toBe('eu-1')
    expect(nodeIdOf({ NODE_ID: undefined, PORT: 3001 })).toMatch(/:3001$/)
  })
})
