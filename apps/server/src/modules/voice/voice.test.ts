import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modelRounds, users } from '../../db/schema'
import { SOUND, tokensOf } from '../../engines/testing/flawed-replies'
import { startFakeOpenAIServer, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, readEvents, requestStream } from '../scripts/scripts-test-helpers'

/** Three past scripts of one creator, as pasted from their notes. */
const SAMPLES_ZH = [
  '说真的，租房这事我踩过三次坑。第一次是押金。合同里没写怎么退，搬走那天房东一句“墙脏了”，八百块没了。所以你签之前，就问一句：押金怎么退？写进去。行，下一个。',
  '说真的，别再囤面膜了。我去年囤了六十片，过期一半。一周用两片就够，多了皮肤也吃不消。评论区说说你囤过最离谱的东西。',
  '说真的，通勤路上的四十分钟，是你一天里最值钱的时间。我试过听书、背单词、刷剧。坚持下来的只有一个：听播客。为什么？不用看屏幕。你呢？',
]

/** A voice profile as a model writes it; "家人们" is a never-word, "说真的" a signature one. */
const PROFILE_ZH = {
  tone: '像跟朋友聊天，直接，带点自嘲，不煽情',
  sentence_length: '短句为主，一句 6 到 12 个字，一个意思一句',
  opening: '以“说真的”开头，马上给出自己踩过的坑或一个具体数字',
  closing: '用一个问题把话抛给评论区，不喊口号',
  signature_words: ['说真的', '行，下一个', '评论区说说'],
  never_words: ['家人们', '绝绝子', '衣柜', '押金'],
}

describe.each(databaseKinds)('the creator’s voice on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer({ kind: 'replay', tokens: tokensOf(SOUND) })
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'fake-model',
      CHAT_CREDITS_PER_MESSAGE: '2',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })
  const balanceOf = async (email: string) =>
    (await ctx.database.db.select({ credits: users.credits }).from(users).where(eq(users.email, email)))[0].credits

  it('distils a profile from pasted scripts, saves it, charges like a chat answer, and the creator edits it', async () => {
    const { token, email } = await registerUser(ctx.app)
    const before = await balanceOf(email)
    const empty = await call(ctx.app, 'GET', '/api/voice', { token })
    expect(empty.body.data).toMatchObject({ profile: null, model: { available: true, credits_per_message: 2 } })

    fake.answerNext({ kind: 'replay', tokens: ['```json\n', JSON.stringify(PROFILE_ZH), '\n```'] })
    const res = await call(ctx.app, 'POST', '/api/voice/distil', { token, body: { samples: SAMPLES_ZH } })
    expect(res.status).toBe(200)
    // "押金" is in the samples: the creator does say it, so it is not kept as a never-word.
    expect(res.body.data.profile).toEqual({ ...PROFILE_ZH, never_words: ['家人们', '绝绝子', '衣柜'] })
    expect(res.body.data.credits.left_credits).toBe(before - 2)
    const asked = JSON.stringify(fake.requests.at(-1)!.body.messages)
    expect(asked).toContain('never_words')
    expect(asked).toContain('八百块没了')

    const edited = { ...res.body.data.profile, tone: '像跟朋友聊天，直接', never_words: ['家人们', '衣柜'] }
    const saved = await call(ctx.app, 'PUT', '/api/voice', { token, body: { profile: edited } })
    expect(saved.status).toBe(200)
    expect((await call(ctx.app, 'GET', '/api/voice', { token })).body.data.profile).toEqual(edited)
    const bad = await call(ctx.app, 'PUT', '/api/voice', {
      token,
      body: { profile: { ...edited, never_words: ['x'.repeat(31)] } },
    })
    expect(bad.status).toBe(400)
  })

  it('repairs an invalid answer once, and charges nothing when the repair is invalid too', async () => {
    const { token, email } = await registerUser(ctx.app)
    const before = await balanceOf(email)
    const tooLong = { ...PROFILE_ZH, tone: '很长'.repeat(200) }
    fake.answerNext(
      { kind: 'replay', tokens: [JSON.stringify(tooLong)] },
      { kind: 'replay', tokens: [JSON.stringify(PROFILE_ZH)] },
    )
    const asked = fake.requests.length
    const repaired = await call(ctx.app, 'POST', '/api/voice/distil', { token, body: { samples: SAMPLES_ZH } })
    expect(repaired.status).toBe(200)
    expect(fake.requests.length - asked).toBe(2)
    // The repair turn says what was wrong.
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).toContain('tone: Tone must be at most 300')
    expect(await balanceOf(email)).toBe(before - 2)

    fake.answerNext({ kind: 'replay', tokens: ['我觉得他说话很直接。'] }, { kind: 'replay', tokens: ['还是很直接。'] })
    const failed = await call(ctx.app, 'POST', '/api/voice/distil', { token, body: { samples: SAMPLES_ZH } })
    expect(failed.status).toBe(502)
    expect(await balanceOf(email)).toBe(before - 2)
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const rounds = await ctx.database.db.select().from(modelRounds).where(eq(modelRounds.userId, user.id))
    expect(rounds.map((r) => [r.kind, r.status, r.creditsHeld, r.creditsCharged]).sort()).toEqual([
      ['voice', 'complete', 0, 2],
      ['voice', 'failed', 0, 0],
    ])
  })

  it('takes versions the creator edited by hand, only their own, and needs three to five samples', async () => {
    const owner = await registerUser(ctx.app)
    const other = await registerUser(ctx.app)
    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    const script = await createScript(ctx.app, owner.token, {
      topic: '通勤穿搭',
      platform: 'douyin',
      duration_seconds: 30,
    })
    const done = (await readEvents(await requestStream(ctx.app, owner.token, script.id))).find(
      (e) => e.event === 'done',
    )!
    const version = done.data.message as { id: string; script: any }
    const edit = await call(ctx.app, 'POST', `/api/scripts/${script.id}/versions`, {
      token: owner.token,
      body: {
        base_message_id: version.id,
        script: { ...version.script, hook: { ...version.script.hook, voice_over: '说真的，衣柜满了也没用。' } },
      },
    })
    const editedId = edit.body.data.current_message_id as string
    const state = await call(ctx.app, 'GET', '/api/voice', { token: owner.token })
    expect(state.body.data.edited_versions).toEqual([
      expect.objectContaining({ id: editedId, script_id: script.id, excerpt: '说真的，衣柜满了也没用。' }),
    ])
    expect((await call(ctx.app, 'GET', '/api/voice', { token: other.token })).body.data.edited_versions).toEqual([])

    const foreign = await call(ctx.app, 'POST', '/api/voice/distil', {
      token: other.token,
      body: { samples: SAMPLES_ZH.slice(0, 2), message_ids: [editedId] },
    })
    expect(foreign.status).toBe(404)
    const tooFew = await call(ctx.app, 'POST', '/api/voice/distil', { token: owner.token, body: { samples: ['一条'] } })
    expect(tooFew.status).toBe(400)

    fake.answerNext({ kind: 'replay', tokens: [JSON.stringify(PROFILE_ZH)] })
    const mine = await call(ctx.app, 'POST', '/api/voice/distil', {
      token: owner.token,
      body: { samples: SAMPLES_ZH.slice(0, 2), message_ids: [editedId] },
    })
    expect(mine.status).toBe(200)
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).toContain('说真的，衣柜满了也没用。')
  })

  it('writes a brief in the voice when it carries one (the prompt says so) and flags its never-words', async () => {
    const { token } = await registerUser(ctx.app)
    const systemOf = () => String(fake.requests.at(-1)?.body.messages?.at(0)?.content)

    fake.setMode({ kind: 'replay', tokens: tokensOf(SOUND) })
    const plain = await createScript(ctx.app, token, { topic: '通勤穿搭', platform: 'douyin', duration_seconds: 30 })
    const plainDone = (await readEvents(await requestStream(ctx.app, token, plain.id))).find((e) => e.event === 'done')!
    expect(systemOf()).not.toContain("The creator's voice")
    const plainCodes = plainDone.data.message.check.findings.map((f: { code: string }) => f.code)
    expect(plainCodes).not.toContain('never_word')

    const voiced = await createScript(ctx.app, token, {
      topic: '通勤穿搭',
      platform: 'douyin',
      duration_seconds: 30,
      voice: PROFILE_ZH,
      hook_examples: [{ type: 'question', voice_over: '押金为什么总是退不回来？' }],
    })
    const done = (await readEvents(await requestStream(ctx.app, token, voiced.id))).find((e) => e.event === 'done')!
    const system = systemOf()
    expect(system).toContain("The creator's voice")
    expect(system).toContain(PROFILE_ZH.tone)
    expect(system).toContain('Words they never use (do not write them): 家人们, 绝绝子, 衣柜, 押金')
    expect(system).toContain('(a question) 押金为什么总是退不回来？')
    const findings = done.data.message.check.findings as Array<{ code: string; section: string; text: string }>
    expect(findings).toContainEqual(expect.objectContaining({ code: 'never_word', section: 'hook', text: '衣柜' }))
  })
})

describe('the creator’s voice without a model', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { AI_PROVIDER: 'offline', AI_OFFLINE_LINE_DELAY_MS: '0' })
  })
  afterAll(() => ctx.close())

  it('says a model is needed, charges nothing, and still lets the creator write a profile', async () => {
    const { token } = await registerUser(ctx.app)
    expect((await call(ctx.app, 'GET', '/api/voice', { token })).body.data.model).toMatchObject({ available: false })
    const res = await call(ctx.app, 'POST', '/api/voice/distil', { token, body: { samples: SAMPLES_ZH } })
    expect(res.status).toBe(409)
    expect(res.body.data).toEqual({ reason: 'no_model' })
    const saved = await call(ctx.app, 'PUT', '/api/voice', { token, body: { profile: PROFILE_ZH } })
    expect(saved.body.data.profile).toEqual(PROFILE_ZH)
    expect((await call(ctx.app, 'DELETE', '/api/voice', { token })).body.data.profile).toBeNull()
  })
})
