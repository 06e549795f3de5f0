import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeCheck, ErrorCode, type BriefInput } from '@hookline/contract'
import { parseScriptMarkdown } from '../../engines/script-markdown/parse'
import { reviewAnswer } from '../../engines/repair/review'
import { startFakeOpenAIServer, type FakeMode, type FakeOpenAIServer } from '../../engines/testing/fake-openai-server'
import * as replies from '../../engines/testing/flawed-replies'
import { call, createTestContext, databaseKinds, registerUser, type TestContext } from '../../../test/test-context'
import { createScript, readEvents, requestStream } from './scripts-test-helpers'

const { FLAWED_BRIEF, FLAWED_BRIEF_EN, SOUND, SOUND_EN, tokensOf } = replies
const answer = (markdown: string): FakeMode => ({ kind: 'replay', tokens: tokensOf(markdown) })
const REFUSED: FakeMode = { kind: 'status', status: 500, body: { error: { message: 'overloaded' } } }

/** The repair turn's lines for an answer, as the check words them on the answer as written. */
const findingsOn = (
  markdown: string,
  brief: { platform: 'douyin' | 'tiktok'; language: 'zh' | 'en'; topic: string },
) => {
  const reviewed = reviewAnswer(markdown, { ...brief, targetSeconds: 30 })
  if (reviewed.kind !== 'script') throw new Error('not a script')
  return describeCheck(reviewed.check)
}
const ZH = { platform: 'douyin', language: 'zh', topic: FLAWED_BRIEF.topic } as const
const EN = { platform: 'tiktok', language: 'en', topic: FLAWED_BRIEF_EN.topic } as const

/**
 * Realistic flawed model answers (engines/testing/flawed-replies.ts), replayed through
 * the fake OpenAI-compatible server. The answer is checked as written; what the mechanical fixes
 * cannot mend without changing a word goes to one repair turn that quotes the answer's own figures;
 * only a complete script in the brief's language whose written voice-over fills half the target is
 * charged, and anything else is saved (nothing lost) uncharged, with the reason.
 */
describe.each(databaseKinds)('the model repairs its own answer, on %s', (kind) => {
  let fake: FakeOpenAIServer
  let ctx: TestContext
  beforeAll(async () => {
    fake = await startFakeOpenAIServer()
    ctx = await createTestContext(kind, {
      AI_PROVIDER: 'custom',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'gpt-4o',
      AI_API_KEY: 'sk-test',
      AI_TIMEOUT_MS: '2000',
    })
  })
  afterAll(async () => {
    await ctx.close()
    await fake.close()
  })

  const creditsOf = async (token: string) =>
    (await call(ctx.app, 'GET', '/api/auth/getUserInfo', { token })).body.data.credits.left_credits as number

  /** A new user and script; the fake answers the next requests with `answers` (then HTTP 500); one generation's events. */
  async function generate(brief: Partial<BriefInput>, ...answers: Array<string | FakeMode>) {
    const { token } = await registerUser(ctx.app)
    const before = await creditsOf(token)
    const { id } = await createScript(ctx.app, token, brief)
    fake.setMode(REFUSED)
    fake.answerNext(...answers.map((a) => (typeof a === 'string' ? answer(a) : a)))
    const requestsBefore = fake.requests.length
    const events = await readEvents(await requestStream(ctx.app, token, id))
    const detail = (await call(ctx.app, 'GET', `/api/scripts/${id}`, { token })).body.data
    const requests = fake.requests.slice(requestsBefore)
    return { events, detail, requests, spent: before - (await creditsOf(token)), last: events.at(-1)! }
  }
  const repairRequestOf = (requests: FakeOpenAIServer['requests']) => {
    const messages = (requests[1]?.body.messages ?? []) as Array<{ role: string; content: string }>
    return { answered: messages.at(-2), asked: String(messages.at(-1)?.content ?? '') }
  }

  const mechanical: Array<[string, string, RegExp]> = [
    [
      '40 characters of voice-over in a 2 s beat, with seconds to spare elsewhere',
      replies.WORDY_BEAT,
      /^repaired: re-timed the sections to 30 s; the words already fit$/,
    ],
    [
      'eleven hashtags with a format tag and a repeat',
      replies.ELEVEN_HASHTAGS,
      /^repaired: hashtags in the platform's form, 10 → 5 \(dropped 口播\)$/,
    ],
  ]
  it.each(mechanical)(
    'fixes %s without asking the model again, changing no word, and charges it once',
    async (_name, reply, change) => {
      const { events, detail, requests, spent, last } = await generate(FLAWED_BRIEF, reply)
      expect(requests).toHaveLength(1)
      expect(events.some((e) => e.event === 'repairing')).toBe(false)
      expect(last.event).toBe('done')
      const { message } = last.data
      expect(message).toMatchObject({ status: 'complete', credits_charged: 1, incomplete_reason: null })
      expect(message.warnings).toEqual(expect.arrayContaining([expect.stringMatching(change)]))
      expect(message.check).toMatchObject({ state: 'ready', findings: [], target_seconds: 30, language: 'zh' })
      // The saved Markdown is the fixed script in the layout: text, structure and exports agree.
      expect(parseScriptMarkdown(message.content).script).toEqual(message.script)
      const raw = parseScriptMarkdown(reply).script
      const said = (s: typeof raw) => [s.hook, ...s.beats, s.call_to_action].map((b) => b.voice_over)
      expect(said(message.script)).toEqual(said(raw))
      expect(detail.current_message_id).toBe(message.id)
      expect(spent).toBe(1)
    },
  )

  const toRepair: Array<[string, Partial<BriefInput>, string, string, string[]]> = [
    [
      'an 8 s hook of two sentences and sections adding up to 50 s',
      FLAWED_BRIEF,
      replies.LONG_HOOK_50S,
      SOUND,
      ['Your sections add up to 50 s', 'The hook runs 8 s; it must be at most 3 s.'],
    ],
    [
      'an answer twice the target (60 s for 30 s)',
      FLAWED_BRIEF,
      replies.TWICE_AS_LONG,
      SOUND,
      [
        'Your sections add up to 60 s and their voice-over takes 41 s to say; the target is 30 s (±10 %): cut about 11 s of voice-over',
      ],
    ],
    [
      'beats whose words take 10–11 s in 6 s',
      FLAWED_BRIEF,
      replies.UNSAYABLE,
      SOUND,
      ['Beat 1 is given 6 s but its voice-over takes', 'Beat 2 is given 6 s but its voice-over takes'],
    ],
    ['史上最 and 全网第一', FLAWED_BRIEF, replies.BANNED_CLAIMS, SOUND, ['("史上最")', '("全网第一")']],
    [
      '"#1", "guaranteed", "best ever" and "risk-free" asserted',
      FLAWED_BRIEF_EN,
      replies.CLAIMS_EN,
      SOUND_EN,
      ['("guaranteed")', '("risk-free")'],
    ],
    [
      'English sentences in a Chinese script',
      FLAWED_BRIEF,
      replies.ENGLISH_IN_ZH,
      SOUND,
      ['Beat 3 is not in the script\'s language: "add one bright accessory to your outfit".'],
    ],
    [
      'an English script for a Chinese brief',
      FLAWED_BRIEF,
      SOUND_EN,
      SOUND,
      ['The hook is not in the script\'s language: "Full closet, nothing to wear".'],
    ],
    ['an answer without a hook', FLAWED_BRIEF, replies.MISSING_HOOK, SOUND, ['The hook section is missing.']],
    [
      'placeholders instead of voice-over',
      FLAWED_BRIEF,
      replies.PLACEHOLDER_BEATS,
      SOUND,
      ['The voice-over takes only 7 s to say in a 30 s video'],
    ],
  ]
  it.each(toRepair)(
    'sends %s back to the model once, quoting its own figures, and saves and charges the fixed script',
    async (_name, brief, reply, fixed, quoted) => {
      const { events, requests, spent, last } = await generate(brief, reply, fixed)
      const names = events.map((e) => e.event)
      expect(names.indexOf('repairing')).toBeGreaterThan(names.lastIndexOf('delta'))
      expect(requests).toHaveLength(2)
      // The model is shown its answer as it wrote it, and the check of that answer, not of a repaired one.
      const { answered, asked } = repairRequestOf(requests)
      expect(answered).toEqual({ role: 'assistant', content: reply })
      const lines = findingsOn(reply, brief.language === 'en' ? EN : ZH)
      for (const line of lines) expect(asked).toContain(`- ${line}`)
      for (const part of quoted) expect(asked).toContain(part)
      expect(requests[1].body.stream).toBe(true)
      expect(last.event).toBe('done')
      const { message } = last.data
      expect(message).toMatchObject({ status: 'complete', content: fixed, credits_charged: 1 })
      expect(message.warnings).toEqual([
        expect.stringMatching(/^repaired: rewritten by the model after the check \(\d → 0 rules failing\)$/),
      ])
      expect(message.check.state).toBe('ready')
      expect(spent).toBe(1)
    },
  )

  it.each([
    ['Chinese', FLAWED_BRIEF, replies.NEGATED_CLAIMS],
    ['English', FLAWED_BRIEF_EN, replies.NEGATED_CLAIMS_EN],
  ])(
    'leaves a denied claim in %s as written (没有哪件是万能的, no jacket is risk-free): no finding, no rewrite',
    async (_name, brief, reply) => {
      const { requests, spent, last } = await generate(brief, reply)
      expect(requests).toHaveLength(1)
      expect(last.data.message).toMatchObject({ status: 'complete', content: reply, warnings: [], credits_charged: 1 })
      expect(last.data.message.check.findings).toEqual([])
      expect(spent).toBe(1)
    },
  )

  /** What a version that is no sound script ends as when the model cannot or will not fix it. */
  const unfixed: Array<[string, Partial<BriefInput>, string, string | FakeMode, RegExp[], string]> = [
    [
      'an English script for a Chinese brief, its repair refused with a greeting',
      FLAWED_BRIEF,
      SOUND_EN,
      replies.GREETING,
      [/^not charged: not written in the brief's language$/],
      'needs_work',
    ],
    [
      'English sentences in a Chinese script, the repair turn failing upstream',
      FLAWED_BRIEF,
      replies.ENGLISH_IN_ZH,
      REFUSED,
      [/^not charged: not written in the brief's language$/],
      'needs_work',
    ],
    [
      'beats that cannot be said in their seconds, the repair turn failing upstream',
      FLAWED_BRIEF,
      replies.UNSAYABLE,
      REFUSED,
      [/^not charged: 2 timed sections cannot be said in their seconds$/],
      'needs_work',
    ],
    [
      'a thin answer (这一点很重要。 four times, no tags, no cover) whose repair is refused',
      FLAWED_BRIEF,
      replies.THIN,
      replies.GREETING,
      [
        /^not charged: not a complete script \(missing or empty: hashtags, cover_text\)$/,
        /^not charged: its written voice-over takes 5(\.\d)? s to say, under half of the 30 s target$/,
      ],
      'needs_work',
    ],
    [
      'placeholder-only beats, written again as placeholders',
      FLAWED_BRIEF,
      replies.PLACEHOLDER_BEATS,
      replies.PLACEHOLDER_BEATS,
      [/^not charged: its written voice-over takes 6\.7 s to say, under half of the 30 s target$/],
      'outline',
    ],
  ]
  it.each(unfixed)(
    'saves %s as it was written, uncharged, with the reason',
    async (_name, brief, reply, repair, reasons, state) => {
      const { requests, detail, spent, last } = await generate(brief, reply, repair)
      expect(requests).toHaveLength(2)
      expect(last.event).toBe('done')
      const { message } = last.data
      // Nothing is lost: the version is saved, current, and exactly what the model wrote.
      expect(message).toMatchObject({ status: 'complete', content: reply, credits_charged: 0, incomplete_reason: null })
      expect(message.check.state).toBe(state)
      for (const reason of reasons)
        expect(message.warnings).toEqual(expect.arrayContaining([expect.stringMatching(reason)]))
      expect(detail.current_message_id).toBe(message.id)
      expect(last.data.credits).toBeUndefined()
      expect(spent).toBe(0)
    },
  )

  it('charges an answer twice its target the model would not shorten: a whole script in its language, needing work', async () => {
    const { requests, spent, last } = await generate(FLAWED_BRIEF, replies.TWICE_AS_LONG, REFUSED)
    expect(requests).toHaveLength(2)
    const { message } = last.data
    expect(message).toMatchObject({ status: 'complete', content: replies.TWICE_AS_LONG, credits_charged: 1 })
    // Its own seconds, untouched: no squeezing 44 s of words into 30 s.
    expect(message.check).toMatchObject({ state: 'needs_work', total_seconds: 60 })
    expect(spent).toBe(1)
  })

  it('reads a table of beats after a bold hook line (a common model layout) as the script it is', async () => {
    const table = [
      '**标题**：通勤穿搭三招',
      '',
      '**开头（0-3s）**：衣柜满了，早上还是没衣服穿？',
      '',
      '| 镜头 | 画面 | 口播 | 字幕 | 时长 |',
      '| --- | --- | --- | --- | --- |',
      '| 1 | 衣架上三件外套 | 第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。 | ① 一件基础款外套 | 7s |',
      '| 2 | 衣柜里两种裤子 | 第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。 | ② 裤子只留两个颜色 | 7s |',
      '| 3 | 丝巾系在包带上 | 第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。 | ③ 一个亮色配饰 | 8s |',
      '',
      '**结尾（5s）**：点赞收藏，明早出门前照着穿，关注我看下期。',
      '',
      '**话题**：#通勤穿搭 #上班族穿搭 #穿搭技巧 #职场穿搭',
      '',
      '**封面**：通勤穿搭三招',
    ].join('\n')
    const { requests, last } = await generate(FLAWED_BRIEF, table)
    expect(last.event).toBe('done')
    expect(last.data.message.script.beats).toHaveLength(3)
    expect(last.data.message.status).toBe('complete')
    // Whatever it lacks goes to the model, never "not a script".
    expect(requests.length).toBeGreaterThanOrEqual(1)
  })

  it.each([
    ['a greeting', replies.GREETING],
    ['a hook and a call to action with no beats', replies.NO_BEATS],
  ])('refuses %s: NOT_A_SCRIPT, no version, nothing charged', async (_name, reply) => {
    const { detail, spent, last } = await generate(FLAWED_BRIEF, reply)
    expect(last).toEqual({
      event: 'error',
      data: {
        code: ErrorCode.NOT_A_SCRIPT,
        message: expect.stringMatching(/did not answer with a script/),
        message_id: expect.any(String),
      },
    })
    expect(detail.current_message_id).toBeNull()
    expect(detail.messages[1]).toMatchObject({ status: 'failed', script: null, check: null, credits_charged: 0 })
    expect(spent).toBe(0)
  })

  it('answers NOT_A_SCRIPT as a 502 envelope on the JSON path', async () => {
    const { token } = await registerUser(ctx.app)
    const { id } = await createScript(ctx.app, token, FLAWED_BRIEF)
    fake.setMode(answer(replies.GREETING))
    const res = await call(ctx.app, 'POST', `/api/scripts/${id}/messages`, { token, body: {} })
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({ code: ErrorCode.NOT_A_SCRIPT, data: { message_id: expect.any(String) } })
  })
})
