import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { briefSchema, ErrorCode } from '@hookline/contract'
import { AppError } from '../../lib/errors'
import { IncompleteAnswerError, type EngineTurn } from '../engine'
import { recordedTokens, startFakeOpenAIServer, type FakeOpenAIServer } from '../testing/fake-openai-server'
import { PROVIDER_WORDS_MAX_LENGTH } from './map-error'
import { createOpenAICompatibleEngine } from './openai-engine'
import {
  fitHistory,
  HISTORY_BUDGET_CHARS,
  HISTORY_OMITTED_NOTE,
  outputTokensFor,
  streamedCharsLimit,
} from './model-limits'
import { resolveEngineConfig, type OpenAICompatibleConfig } from './presets'
import { buildSystemPrompt } from './system-prompt'

let fake: FakeOpenAIServer
let config: OpenAICompatibleConfig

beforeAll(async () => {
  fake = await startFakeOpenAIServer()
  config = { provider: 'custom', baseURL: fake.baseURL, apiKey: 'sk-test', model: 'gpt-4o', timeoutMs: 2000 }
})
afterAll(() => fake.close())
beforeEach(() => fake.setMode({ kind: 'replay' }))

const brief = briefSchema.parse({ topic: '反向消费', platform: 'bilibili', language: 'zh', tone: '幽默' })
const live = () => new AbortController().signal

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = []
  for await (const chunk of iterable) out.push(chunk)
  return out
}

async function failure(run: Promise<unknown>): Promise<AppError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('openai-compatible engine', () => {
  it('relays every token of a recorded stream, in order', async () => {
    const chunks = await collect(createOpenAICompatibleEngine(config).generate(brief, [], live()))
    expect(chunks.join('')).toBe(recordedTokens().join(''))
    expect(chunks.join('')).toMatch(/^Hello! I'm just a computer program/)
  })

  it('relays the text of a recording that ends in a tool call', async () => {
    fake.setMode({ kind: 'replay', recording: 'openai-stream-deepseek-v3.2-exp-toolcall.txt' })
    const chunks = await collect(createOpenAICompatibleEngine(config).generate(brief, [], live()))
    expect(chunks.join('')).toBe(recordedTokens('openai-stream-deepseek-v3.2-exp-toolcall.txt').join(''))
  })

  it('sends the key, the model, a system prompt from the platform data and the conversation history', async () => {
    const history: EngineTurn[] = [
      { role: 'user', content: '' },
      { role: 'assistant', content: '## 标题备选\n1. 旧版本' },
      { role: 'user', content: '再短一点，压到 90 秒', action: 'punchier_hook' },
    ]
    await collect(createOpenAICompatibleEngine(config).generate(brief, history, live()))
    const request = fake.requests[fake.requests.length - 1]
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.authorization).toBe('Bearer sk-test')
    expect(request.body).toMatchObject({ model: 'gpt-4o', stream: true })
    const [system, first, assistant, followUp] = request.body.messages ?? []
    expect(system.role).toBe('system')
    expect(system.content).toContain('Bilibili')
    expect(system.content).toContain('三连')
    expect(system.content).toContain('## 开场钩子（前 3 秒）')
    expect(first).toMatchObject({ role: 'user', content: expect.stringContaining('Topic: 反向消费') })
    expect(assistant).toMatchObject({ role: 'assistant', content: '## 标题备选\n1. 旧版本' })
    expect(followUp.role).toBe('user')
    expect(String(followUp.content)).toMatch(/hook[\s\S]*再短一点，压到 90 秒/)
    // An explicit length: the model is told the number its version will be measured by.
    expect(String(followUp.content)).toContain('New target length: 90 seconds')
    expect(String(first.content)).not.toContain('New target length')
  })

  it('gives the model the numbers the check measures by: speaking rate, hook and beat budgets, tags, limits, claims, language', async () => {
    const douyin = buildSystemPrompt(
      briefSchema.parse({ topic: '通勤穿搭', platform: 'douyin', language: 'zh' }),
      'zh',
      30,
    )
    expect(douyin).toContain('about 4.5 Chinese characters (字) per second')
    expect(douyin).toContain('The hook lasts at most 3 s, so its voice-over is at most 13 字')
    expect(douyin).toContain(
      'Write 4 beats of about 6 s each (beats on this platform run 4–8 s). Each holds at most 27 字',
    )
    expect(douyin).toContain('add up to 30 s (±10 %)')
    expect(douyin).toContain('3–5 hashtags')
    expect(douyin).toMatch(/Never use absolute claims[^\n]*史上最、全网第一/)
    expect(douyin).toContain('written entirely in Simplified Chinese')
    expect(douyin).toContain('An example of the layout and density (a different topic: "第一次租房避坑", 30 s)')
    const shorts = buildSystemPrompt(
      briefSchema.parse({ topic: 'budget phones', platform: 'youtube_shorts', language: 'en' }),
      'en',
    )
    expect(shorts).toContain('its voice-over is at most 7 words')
    expect(shorts).toContain('2–3 hashtags')
    expect(shorts).toContain('written entirely in English')
    expect(shorts).toContain('for YouTube Shorts, written')
  })

  it('asks for a repair in the same conversation: its answer, then the findings as the next message', async () => {
    const history: EngineTurn[] = [{ role: 'user', content: '' }]
    await collect(
      createOpenAICompatibleEngine(config).repair!(
        brief,
        history,
        '## 标题备选\n1. 初稿',
        ['The hook runs 8 s; it must be at most 3 s.'],
        live(),
      ),
    )
    const messages = fake.requests[fake.requests.length - 1].body.messages ?? []
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: '## 标题备选\n1. 初稿' })
    expect(messages.at(-1)).toMatchObject({
      role: 'user',
      content: expect.stringContaining('- The hook runs 8 s; it must be at most 3 s.'),
    })
    expect(String(messages.at(-1)!.content)).toContain('written entirely in Simplified Chinese')
  })

  it('maps a rejected key (401) to 502 UPSTREAM_FAILED', async () => {
    fake.setMode({
      kind: 'status',
      status: 401,
      body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } },
    })
    const error = await failure(collect(createOpenAICompatibleEngine(config).generate(brief, [], live())))
    expect(error.code).toBe(ErrorCode.UPSTREAM_FAILED)
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/API key/)
    expect(error.data).toMatchObject({ reason: 'bad_api_key' })
  })

  it('maps a rate limit (429) to 429 RATE_LIMITED with Retry-After', async () => {
    fake.setMode({ kind: 'status', status: 429, headers: { 'retry-after': '7' } })
    const error = await failure(collect(createOpenAICompatibleEngine(config).generate(brief, [], live())))
    expect(error.code).toBe(ErrorCode.RATE_LIMITED)
    expect(error.data).toMatchObject({ reason: 'rate_limited', retryAfterSeconds: 7 })
    expect(error.headers['Retry-After']).toBe('7')
  })

  it('maps an unknown model (404, or 400 "Model Not Exist") to model_not_found', async () => {
    for (const [status, message] of [
      [404, 'The model `gpt-9` does not exist'],
      [400, 'Model Not Exist'],
    ] as const) {
      fake.setMode({ kind: 'status', status, body: { error: { message } } })
      const error = await failure(collect(createOpenAICompatibleEngine(config).generate(brief, [], live())))
      expect(error.code).toBe(ErrorCode.UPSTREAM_FAILED)
      expect(error.data).toMatchObject({ reason: 'model_not_found' })
    }
  })

  it('maps silence before the first token to 504 UPSTREAM_TIMEOUT and hangs up', async () => {
    fake.setMode({ kind: 'hang' })
    const before = fake.closedEarly
    const error = await failure(
      collect(createOpenAICompatibleEngine({ ...config, timeoutMs: 200 }).generate(brief, [], live())),
    )
    expect(error.code).toBe(ErrorCode.UPSTREAM_TIMEOUT)
    expect(error.status).toBe(504)
    await fake.waitForEarlyClose()
    expect(fake.closedEarly).toBeGreaterThan(before)
  })

  it('maps a stream that stalls mid-way to UPSTREAM_TIMEOUT', async () => {
    fake.setMode({ kind: 'replay', stallAfter: 5 })
    const error = await failure(
      collect(createOpenAICompatibleEngine({ ...config, timeoutMs: 200 }).generate(brief, [], live())),
    )
    expect(error.code).toBe(ErrorCode.UPSTREAM_TIMEOUT)
  })

  it('maps an unreachable server to UPSTREAM_FAILED', async () => {
    const error = await failure(
      collect(
        createOpenAICompatibleEngine({ ...config, baseURL: 'http://127.0.0.1:9/v1' }).generate(brief, [], live()),
      ),
    )
    expect(error.code).toBe(ErrorCode.UPSTREAM_FAILED)
    expect(error.data).toMatchObject({ reason: 'unreachable' })
  })

  it('closes the upstream connection when aborted mid-stream', async () => {
    fake.setMode({ kind: 'replay', eventDelayMs: 30 })
    const fresh = await startFakeOpenAIServer({ kind: 'replay', eventDelayMs: 30 })
    try {
      const controller = new AbortController()
      const seen: string[] = []
      const run = (async () => {
        for await (const chunk of createOpenAICompatibleEngine({ ...config, baseURL: fresh.baseURL }).generate(
          brief,
          [],
          controller.signal,
        )) {
          seen.push(chunk)
          if (seen.length === 3) controller.abort()
        }
      })()
      const error = await run.then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).not.toBeInstanceOf(AppError) // an abort is not a provider failure
      expect(seen).toHaveLength(3)
      await fresh.waitForEarlyClose()
      expect(fresh.closedEarly).toBe(1)
    } finally {
      await fresh.close()
    }
  })
})

/** How an answer that ends unfinished is told: a reason the version keeps, and words that never quote the stream. */
describe('openai-compatible engine: unfinished answers', () => {
  const tokens = ['## Hook (first 3 s)\n', '- Voice-over: Stop scrolling.\n', '- Duration: 3 s\n', '## Beats\n']
  const run = async () => {
    const seen: string[] = []
    const error = await failure(
      (async () => {
        for await (const chunk of createOpenAICompatibleEngine(config).generate(brief, [], live())) seen.push(chunk)
      })(),
    )
    return { error, seen }
  }

  it('yields every token of an answer cut by the token limit, then throws IncompleteAnswerError("length")', async () => {
    fake.setMode({ kind: 'replay', tokens, finish: 'length' })
    const { error, seen } = await run()
    expect(seen).toEqual(tokens)
    expect(error).toBeInstanceOf(IncompleteAnswerError)
    expect(error).toMatchObject({
      reason: 'length',
      code: ErrorCode.UPSTREAM_FAILED,
      data: { reason: 'provider_error', incomplete_reason: 'length' },
    })
    expect(error.message).toMatch(/output limit/)
  })

  it("keeps an answer the provider's content filter stopped as unfinished (provider_error), all its tokens yielded", async () => {
    fake.setMode({ kind: 'replay', tokens, finish: 'content_filter' })
    const { error, seen } = await run()
    expect(seen).toEqual(tokens)
    expect(error).toMatchObject({ reason: 'provider_error' })
    expect(error.message).toMatch(/content filter/)
  })

  it.each([
    ['a dropped socket', { after: 3, kind: 'drop' as const }],
    ['a stream ended without a finish reason', { after: 3, kind: 'close' as const }],
  ])('names %s as the provider closing the stream, never as an HTTP status', async (_name, cut) => {
    fake.setMode({ kind: 'replay', tokens, cut })
    const { error, seen } = await run()
    expect(seen).toEqual(tokens.slice(0, 2))
    expect(error).toMatchObject({
      reason: 'provider_closed',
      data: { reason: 'provider_error', incomplete_reason: 'provider_closed' },
    })
    expect(error.message).toBe(
      'The AI provider (custom) closed the stream before the answer finished; what arrived is kept as an incomplete version.',
    )
    expect(error.message).not.toMatch(/HTTP/)
  })

  it.each([
    ['broken JSON', 'data: {"choices":[{"delta":{"content":"SECRET-PAYLOAD"'],
    ['JSON of another shape', 'data: {"foo":["SECRET-PAYLOAD",1,2]}'],
  ])('names a malformed stream (%s) without showing what the provider sent', async (_name, event) => {
    fake.setMode({ kind: 'replay', tokens, cut: { after: 3, kind: 'malformed', event } })
    const { error, seen } = await run()
    expect(seen).toEqual(tokens.slice(0, 2))
    expect(error).toMatchObject({ reason: 'malformed' })
    expect(error.message).toMatch(
      /^The AI provider \(custom\) sent a stream that is not in the chat-completions format/,
    )
    expect(error.message).not.toMatch(/SECRET|\{|\[/)
  })

  it("quotes only the provider's own error message, bounded, from an error event or an HTTP error", async () => {
    fake.setMode({ kind: 'replay', tokens, cut: { after: 3, kind: 'error', message: 'Model overloaded\nretry later' } })
    const midway = await run()
    expect(midway.error).toMatchObject({ reason: 'provider_error' })
    expect(midway.error.message).toBe(
      'The AI provider (custom) reported an error mid-answer: "Model overloaded retry later"',
    )

    fake.setMode({ kind: 'status', status: 500, body: { error: { message: 'x'.repeat(5000) } } })
    const long = await failure(collect(createOpenAICompatibleEngine(config).generate(brief, [], live())))
    expect(long.data).toMatchObject({ reason: 'provider_error' })
    expect(long.message.length).toBeLessThan(PROVIDER_WORDS_MAX_LENGTH + 60)
    expect(long.message).toMatch(/^The AI provider \(custom\) answered HTTP 500: "x+…"$/)

    fake.setMode({ kind: 'status', status: 503, body: '<html><pre>Traceback SECRET</pre></html>' })
    const html = await failure(collect(createOpenAICompatibleEngine(config).generate(brief, [], live())))
    expect(html.message).toBe('The AI provider (custom) answered HTTP 503')
  })

  it('names silence mid-answer as a timeout the version keeps as its reason', async () => {
    fake.setMode({ kind: 'replay', tokens, stallAfter: 3 })
    const error = await failure(
      collect(createOpenAICompatibleEngine({ ...config, timeoutMs: 200 }).generate(brief, [], live())),
    )
    expect(error).toBeInstanceOf(IncompleteAnswerError)
    expect(error).toMatchObject({ reason: 'timeout', code: ErrorCode.UPSTREAM_TIMEOUT })
  })

  it('gives Continue, which writes the cut script whole again, the configured ceiling of tokens', async () => {
    const history: EngineTurn[] = [
      { role: 'user', content: '' },
      { role: 'assistant', content: '## 标题备选\n1. 被截断的版本' },
      { role: 'user', content: '', action: 'continue' },
    ]
    const short = briefSchema.parse({ topic: '通勤穿搭', platform: 'douyin', duration_seconds: 30 })
    await collect(createOpenAICompatibleEngine({ ...config, maxOutputTokens: 6000 }).generate(short, history, live()))
    const request = fake.requests.at(-1)!.body
    expect(request.max_tokens).toBe(6000)
    expect(outputTokensFor(30)).toBeLessThan(6000)
    const messages = request.messages as Array<{ role: string; content: string }>
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: '## 标题备选\n1. 被截断的版本' })
    expect(messages.at(-1)!.content).toMatch(/cut off by the output limit/)
  })
})

/** What one answer may cost is bounded on our side, whatever the provider does. */
describe('openai-compatible engine bounds', () => {
  it('asks for max_tokens by the script length, never above the configured ceiling', async () => {
    const engine = createOpenAICompatibleEngine({ ...config, maxOutputTokens: 4000 })
    await collect(
      engine.generate(briefSchema.parse({ topic: 'x', platform: 'douyin', duration_seconds: 30 }), [], live()),
    )
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(outputTokensFor(30))
    expect(outputTokensFor(30)).toBeLessThan(4000)
    await collect(
      engine.generate(briefSchema.parse({ topic: 'x', platform: 'bilibili', duration_seconds: 1800 }), [], live()),
    )
    expect(fake.requests.at(-1)!.body.max_tokens).toBe(4000)
  })

  it('stops reading a provider that streams past the size limit and says so', async () => {
    // 256 tokens allow 2,048 characters; this provider ignores max_tokens and sends 3,000.
    fake.setMode({ kind: 'replay', tokens: Array.from({ length: 300 }, () => '口播内容写得很长了'), eventDelayMs: 2 })
    const before = fake.closedEarly
    const seen: string[] = []
    const error = await failure(
      (async () => {
        for await (const chunk of createOpenAICompatibleEngine({ ...config, maxOutputTokens: 256 }).generate(
          brief,
          [],
          live(),
        ))
          seen.push(chunk)
      })(),
    )
    expect(error.code).toBe(ErrorCode.UPSTREAM_FAILED)
    expect(error.data).toMatchObject({ reason: 'too_long' })
    expect(seen.join('').length).toBeLessThanOrEqual(streamedCharsLimit(256))
    // The request is closed, not read to its end.
    for (let i = 0; i < 50 && fake.closedEarly === before; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.closedEarly).toBe(before + 1)
  })

  it('ends an answer that streams steadily but never finishes with 504 at the total time limit', async () => {
    // A token every 50 ms keeps the idle timer (2 s) happy; the whole answer may take 400 ms.
    fake.setMode({ kind: 'replay', tokens: Array.from({ length: 200 }, () => '字'), eventDelayMs: 50 })
    const started = Date.now()
    const error = await failure(
      collect(createOpenAICompatibleEngine({ ...config, totalTimeoutMs: 400 }).generate(brief, [], live())),
    )
    expect(error.code).toBe(ErrorCode.UPSTREAM_TIMEOUT)
    expect(error.message).toMatch(/did not finish its answer within/)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('sends the brief and the newest turns of a long conversation, within the history budget', async () => {
    const version = (n: number) =>
      `## 标题备选\n1. 第 ${n} 版\n\n## 钩子（前 3 秒）\n- 口播：${'很长的口播'.repeat(800)}`
    const history: EngineTurn[] = [{ role: 'user', content: '' }]
    for (let n = 1; n <= 8; n++)
      history.push({ role: 'assistant', content: version(n) }, { role: 'user', content: `第 ${n} 次修改意见` })
    await collect(createOpenAICompatibleEngine(config).generate(brief, history, live()))
    const [, first, ...rest] = fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>
    expect(first.role).toBe('user')
    expect(first.content).toMatch(/earlier turns of this conversation are left out/)
    expect([first, ...rest].reduce((sum, m) => sum + m.content.length, 0)).toBeLessThan(HISTORY_BUDGET_CHARS + 4500)
    // Roles still alternate, and the newest version and the request about it are there.
    rest.forEach((m, i) => expect(m.role).toBe(i % 2 === 0 ? 'assistant' : 'user'))
    expect(rest.at(-2)!.content).toContain('第 8 版')
    expect(rest.at(-1)!.content).toContain('第 8 次修改意见')
    expect(rest.length).toBeLessThan(16)
  })
})

describe('fitHistory', () => {
  const m = (role: 'user' | 'assistant', size: number) => ({ role, content: 'x'.repeat(size) })
  it('leaves a conversation within budget as it is', () => {
    const messages = [m('user', 10), m('assistant', 10), m('user', 10)]
    expect(fitHistory(messages, 100)).toBe(messages)
  })
  it('drops the oldest pairs first and keeps the last version and request even over budget', () => {
    const messages = [m('user', 10), m('assistant', 50), m('user', 5), m('assistant', 60), m('user', 5)]
    const fitted = fitHistory(messages, 40)
    expect(fitted.map((x) => x.role)).toEqual(['user', 'assistant', 'user'])
    expect(fitted[1].content).toHaveLength(60)
    expect(fitted[0].content).toContain(HISTORY_OMITTED_NOTE(1))
  })
})

describe('resolveEngineConfig', () => {
  const base = { AI_TIMEOUT_MS: 30_000 }
  it('is offline when nothing is configured', () => {
    expect(resolveEngineConfig(base)).toEqual({ kind: 'offline' })
  })
  it('fills a preset’s base URL and model', () => {
    expect(resolveEngineConfig({ ...base, AI_PROVIDER: 'deepseek', AI_API_KEY: 'k' })).toMatchObject({
      kind: 'openai-compatible',
      baseURL: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
    })
    expect(resolveEngineConfig({ ...base, AI_PROVIDER: 'ollama' })).toMatchObject({
      kind: 'openai-compatible',
      model: 'qwen2.5:7b',
    })
  })
  it('names the missing variable', () => {
    expect(resolveEngineConfig({ ...base, AI_PROVIDER: 'qwen' })).toEqual({
      error: { variable: 'AI_API_KEY', message: expect.any(String) },
    })
    expect(resolveEngineConfig({ ...base, AI_BASE_URL: 'http://x/v1' })).toEqual({
      error: { variable: 'AI_MODEL', message: expect.any(String) },
    })
    expect(resolveEngineConfig({ ...base, AI_API_KEY: 'k' })).toEqual({
      error: { variable: 'AI_API_KEY', message: expect.any(String) },
    })
  })
})
