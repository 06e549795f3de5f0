import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modelConnections } from '../../db/schema'
import { createSecretBox } from '../../lib/secret-box'
import { createTestContext, registerUser, type TestContext } from '../../../test/test-context'
import { resealConnectionKeys } from './reseal-keys'

/** docs/security.md, rotating SECRETS_KEY: start-up seals every stored key again with the new key. */
describe('resealConnectionKeys', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('pglite')
  })
  afterAll(() => ctx.close())

  it('seals keys of an old server key with the new one, and counts keys no configured key opens', async () => {
    const [old, fresh, lost] = [randomBytes(32), randomBytes(32), randomBytes(32)]
    const { user } = await registerUser(ctx.app)
    const row = (sealed: string) => ({
      userId: user.id,
      provider: 'deepseek' as const,
      baseUrl: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
      apiKeyCiphertext: sealed,
      apiKeyLast4: 'abcd',
      status: 'connected' as const,
    })
    const [kept, orphan] = await ctx.database.db
      .insert(modelConnections)
      .values([row(createSecretBox(old).seal('sk-rotate-me')), row(createSecretBox(lost).seal('sk-lost'))])
      .returning()
    const rotated = createSecretBox(fresh, [old])
    expect(await resealConnectionKeys(ctx.database.db, rotated)).toEqual({ resealed: 1, unreadable: 1 })
    const [after] = await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.id, kept.id))
    expect(createSecretBox(fresh).open(after.apiKeyCiphertext!)).toBe('sk-rotate-me')
    const [untouched] = await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.id, orphan.id))
    expect(untouched.apiKeyCiphertext).toBe(orphan.apiKeyCiphertext)
    // A second start has nothing left to do.
    expect(await resealConnectionKeys(ctx.database.db, rotated)).toEqual({ resealed: 0, unreadable: 1 })
  })
})
