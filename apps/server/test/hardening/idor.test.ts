import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modelConnections, notifications, starredHooks } from '../../src/db/schema'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../test-context'
import { sampleOf } from './fuzz-values'
import { scriptWithVersion, specOperations, type Operation } from './helpers'

/**
 * The IDOR matrix. Every route of /api/openapi.json that takes an id is called by
 * another user with the owner's ids — alone, and mixed with the caller's own script (the
 * owner's version id under the caller's script, in the path, the query and the body). Each
 * answer is 404: never 200, never 500, and the owner's data is unchanged afterwards.
 */
describe.each(databaseKinds)('IDOR matrix on %s', (kind) => {
  let ctx: TestContext
  let operations: Operation[]
  beforeAll(async () => {
    ctx = await createTestContext(kind, { AI_OFFLINE_LINE_DELAY_MS: '0', AUTH_MAX_ATTEMPTS_PER_IP: '10000' })
    // /admin routes take other accounts' ids by design; a non-admin gets 403 there (admin.test.ts).
    operations = (await specOperations(ctx)).filter(
      (op) =>
        !op.path.startsWith('/admin/') &&
        // Hot Discoveries' items are the platforms' public lists, the same for every user: nobody owns one.
        !op.path.startsWith('/trending/') &&
        // Social sign-in's {provider} is github or google, the same for everyone, before any account.
        !op.path.startsWith('/auth/oauth/') &&
        (op.path.includes('{') ||
          op.params.some((p) => /_id$/.test(p.name)) ||
          Boolean(op.body?.properties?.script_id || op.body?.properties?.message_ids) ||
          Boolean(op.body?.properties?.connection_id && op.path.startsWith('/model-connections'))),
    )
  })
  afterAll(() => ctx.close())

  it('answers 404 to every route that takes an id when the id is another user’s', async () => {
    const owner = await registerUser(ctx.app)
    const intruder = await registerUser(ctx.app)
    const victim = await scriptWithVersion(ctx, owner.token)
    const own = await scriptWithVersion(ctx, intruder.token)
    const before = await call(ctx.app, 'GET', `/api/scripts/${victim.id}`, { token: owner.token })
    // The owner's model connection (/apps): saved directly, no provider needed to be reached.
    const [connection] = await ctx.database.db
      .insert(modelConnections)
      .values({
        userId: owner.user.id,
        provider: 'custom',
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'owned-model',
        status: 'connected',
      })
      .returning()
    // The owner's planned video, for the routes that take a task's id.
    const task = await call(ctx.app, 'POST', '/api/tasks', {
      token: owner.token,
      body: { title: 'Owned video', platform: 'douyin', status: 'published' },
    })
    // The owner's starred hook (the hook library).
    const [starred] = await ctx.database.db
      .insert(starredHooks)
      .values({
        userId: owner.user.id,
        voiceOver: '衣柜满了，为什么还是没衣服穿？',
        language: 'zh',
        platform: 'douyin',
      })
      .returning()
    // The owner's watch, and a notification of theirs (the bell).
    const watch = await call(ctx.app, 'POST', '/api/watches', {
      token: owner.token,
      body: { name: 'Owned watch', keywords: ['猫'], platforms: ['weibo'], trigger: 'enters' },
    })
    const [notification] = await ctx.database.db
      .insert(notifications)
      .values({
        userId: owner.user.id,
        kind: 'watch_hit',
        watchId: watch.body.data.id,
        hit: {
          watch_name: 'Owned watch',
          trigger: 'enters',
          top_n: null,
          keyword: '猫',
          platform: 'weibo',
          key: 'owned-item',
          title: '猫',
          url: 'https://s.weibo.com/weibo?q=猫',
          rank: 1,
        },
      })
      .returning()
    const connectionBodies: Record<string, object> = {
      'PATCH /model-connections/{id}': { model: 'stolen' },
      'POST /model-connections/test': { provider: 'custom', model: 'm', connection_id: connection.id },
      'POST /model-connections/models': { provider: 'custom', connection_id: connection.id },
    }

    // Which of the ids are the owner's: the script, the version, or both.
    const mixes = [
      { id: victim.id, messageId: victim.messageId, name: 'owner script and version' },
      { id: own.id, messageId: victim.messageId, name: 'own script, owner version' },
      { id: victim.id, messageId: own.messageId, name: 'owner script, own version' },
    ]
    const results: string[] = []
    let checked = 0
    for (const op of operations) {
      for (const mix of mixes) {
        // Versions in a list (the voice's samples): only the owner's may be among them.
        const takesVersions = Boolean(op.body?.properties?.message_ids)
        const usesMessage =
          op.path.includes('{messageId}') ||
          op.params.some((p) => p.name === 'message_id') ||
          Boolean(op.body?.properties?.base_message_id) ||
          takesVersions
        if (!usesMessage && mix.id === own.id) continue
        if (!usesMessage && mix.messageId === own.messageId) continue
        if (takesVersions && mix.messageId === own.messageId) continue
        const isConnection = op.path.startsWith('/model-connections')
        const isHook = op.path.startsWith('/hook-library/')
        const isWatch = op.path.startsWith('/watches/')
        const isNotification = op.path.startsWith('/notifications/')
        if ((isConnection || isHook || isWatch || isNotification) && mix.id === own.id) continue
        const isTask = op.path.startsWith('/tasks/{id}')
        let path = op.path
          .replace(
            '{id}',
            isConnection
              ? connection.id
              : isTask
                ? task.body.data.id
                : isHook
                  ? starred.id
                  : isWatch
                    ? watch.body.data.id
                    : isNotification
                      ? notification.id
                      : mix.id,
          )
          .replace('{messageId}', mix.messageId)
        // Ids in the query: a version's is the owner's or the caller's as the mix says; any other (a
        // script's, a task list's `script_id`) is the mix's script.
        const query = op.params
          .filter((p) => /_id$/.test(p.name))
          .map((p) => `${p.name}=${p.name === 'message_id' ? mix.messageId : mix.id}`)
        if (query.length > 0) path += `?${query.join('&')}`
        let body = op.body ? (sampleOf(op.body, () => String(checked)) as Record<string, any>) : undefined
        if (body && 'base_message_id' in body) body = { ...body, base_message_id: mix.messageId }
        if (body && op.body?.properties?.script_id) body = { ...body, script_id: mix.id }
        if (takesVersions) body = { samples: ['一', '二'], message_ids: [mix.messageId] }
        if (isConnection) body = connectionBodies[`${op.method} ${op.path}`]
        // A sampled string is no link: a valid body, so only the owner decides the answer.
        if (op.path === '/tasks/{id}/results') body = { url: 'https://example.com/v', after_24h: { views: 1 } }
        if (op.method === 'PATCH' && op.path === '/watches/{id}') body = { name: 'stolen', enabled: false }
        const res = await call(ctx.app, op.method, `/api${path}`, { token: intruder.token, body })
        checked++
        if (res.status !== 404)
          results.push(`${op.method} ${op.path} (${mix.name}): ${res.status} ${res.text.slice(0, 120)}`)
      }
    }
    console.info(`IDOR matrix (${kind}): ${checked} cross-user requests over ${operations.length} routes`)
    expect(operations.length).toBeGreaterThanOrEqual(7)
    expect(checked).toBeGreaterThanOrEqual(operations.length)
    expect(results).toEqual([])

    const after = await call(ctx.app, 'GET', `/api/scripts/${victim.id}`, { token: owner.token })
    expect(after.status).toBe(200)
    expect(after.body.data).toEqual(before.body.data)
    const [still] = await ctx.database.db.select().from(modelConnections).where(eq(modelConnections.id, connection.id))
    expect(still).toMatchObject({ model: 'owned-model', userId: owner.user.id })
    const [hook] = await ctx.database.db.select().from(starredHooks).where(eq(starredHooks.id, starred.id))
    expect(hook).toMatchObject({ userId: owner.user.id })
    const watchAfter = await call(ctx.app, 'GET', `/api/watches/${watch.body.data.id}`, { token: owner.token })
    expect(watchAfter.body.data).toEqual(watch.body.data)
    const [notificationAfter] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notification.id))
    expect(notificationAfter).toMatchObject({ userId: owner.user.id, readAt: null })
    const taskAfter = await call(ctx.app, 'GET', `/api/tasks/${task.body.data.id}`, { token: owner.token })
    expect(taskAfter.body.data).toEqual(task.body.data)
  })
})
