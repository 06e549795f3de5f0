// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Script, ScriptCheck, ScriptDetail, ScriptMessage, User } from '@hookline/contract'
import { fakeApi, renderPage, type ApiHandler } from '@/test/render-page'
import { useGenerationStore } from './stores/generation-store'
import { ScriptConversationPage } from './script-conversation-page'

const ID = '8d0c1a52-0000-4000-8000-000000000009'

const user: User = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  avatar_url: null,
  credits: { left_credits: 50 },
  preferences: {},
  email_verified: true,
  is_admin: false,
  created_at: '2026-01-01T00:00:00.000Z',
}

const beat = (voice_over: string, seconds: number) => ({
  label: '要点',
  shot: '近景',
  voice_over,
  on_screen_text: '字幕',
  seconds,
})

const script: Script = {
  titles: ['第一次租房先查这4件事'],
  hook: beat('押金被扣光？坑在签约那天。', 3),
  beats: [
    beat('【讲一次你自己被扣押金的经历，约 20 秒】', 22),
    beat('押金条款写进合同，【填入你所在城市的押金规则】。', 28),
  ],
  call_to_action: beat('关注我少踩坑。', 4),
  hashtags: ['租房避坑'],
  cover_text: '签约前必查',
  caption: null,
  notes: ['开场改成了一个问题'],
}

const rules = (failing: string[]): ScriptCheck['rules'] =>
  (['structure', 'hook', 'pacing', 'length', 'coverage', 'packaging', 'hashtags', 'claims', 'language'] as const).map(
    (id) => ({ id, ok: !failing.includes(id) }),
  )

/** An outline: the structure holds, 42 s of the voice-over are blanks. */
const outline: ScriptCheck = {
  revision: 3,
  state: 'outline',
  passed: 8,
  total: 9,
  rules: rules(['coverage']),
  findings: [{ rule: 'coverage', code: 'thin_voice_over', section: 'script', actual: 12, needed: 39, limit: 57 }],
  placeholders: 3,
  voice_over_seconds: 12.4,
  placeholder_seconds: 41.6,
  speech_seconds: 54,
  total_seconds: 57,
  target_seconds: 60,
  language: 'zh',
}

const needsWork: ScriptCheck = {
  ...outline,
  state: 'needs_work',
  passed: 7,
  rules: rules(['hook', 'hashtags']),
  findings: [
    { rule: 'hook', code: 'hook_restates_topic', section: 'hook', text: '12月新规来了。' },
    { rule: 'hashtags', code: 'hashtag_unrelated', section: 'hashtags', index: 0, text: '美食' },
  ],
  placeholders: 0,
  voice_over_seconds: 55,
  placeholder_seconds: 0,
}

const message = (over: Partial<ScriptMessage>): ScriptMessage => ({
  id: 'm2',
  role: 'assistant',
  content: '## 标题备选\n1. 第一次租房先查这4件事\n',
  action: null,
  script,
  warnings: [],
  status: 'complete',
  engine: 'offline',
  version: 1,
  target_seconds: 60,
  check: outline,
  incomplete_reason: null,
  credits_charged: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
})

const request = (id: string, over: Partial<ScriptMessage> = {}): ScriptMessage => ({
  ...message({ id, role: 'user', content: '', script: null, engine: null, version: null, check: null }),
  ...over,
})

const detail = (messages: ScriptMessage[], language: 'zh' | 'en' = 'zh'): ScriptDetail => ({
  id: ID,
  title: '第一次租房',
  topic: '第一次租房要注意什么',
  platform: 'douyin',
  format: 'talking_head',
  language,
  current_message_id: messages.filter((m) => m.status === 'complete' && m.role === 'assistant').at(-1)?.id ?? null,
  state: null,
  version_count: messages.filter((m) => m.role === 'assistant').length,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  brief: { topic: '第一次租房要注意什么', platform: 'douyin', format: 'talking_head', language, duration_seconds: 60 },
  connection_id: null,
  messages,
})

/** The fake API, and every URL the page asked for (query strings included). */
function api(answer: ScriptDetail, routes: Record<string, ApiHandler> = {}) {
  const calls = fakeApi({
    'GET /api/auth/getUserInfo': () => ({ data: user }),
    'GET /api/health': () => ({ data: { status: 'ok', engine: 'offline' } }),
    [`GET /api/scripts/${ID}`]: () => ({ data: answer }),
    ...routes,
  })
  const urls: string[] = []
  const inner = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(input)
    return inner(input, init)
  })
  return { calls, urls }
}

const page = () => <ScriptConversationPage scriptId={ID} />

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  useGenerationStore.setState(useGenerationStore.getInitialState())
})

describe('what the script page says a version is', () => {
  it('an outline: its badge counts the voice-over left to write, apart from what is written', async () => {
    api(detail([request('m1'), message({})]))
    await renderPage(page)
    const header = (await screen.findByRole('heading', { name: '版本 1' })).parentElement!
    expect(within(header).getByTestId('script-state').textContent).toBe('这一版的状态: 提纲 · 还有 42 秒口播待你填写')
    const measure = screen.getByTestId('speech-measure')
    expect(measure.textContent).toContain('已写口播 12 秒')
    expect(measure.textContent).toContain('3 处空白约 42 秒，待你填写')
    expect(measure.textContent).toContain('空白不算口播')
    // The offline engine is free: nothing about needing work in its credits line.
    expect(screen.getByText('未扣积分')).toBeTruthy()
    // The version list names it in one word.
    const list = screen.getByRole('list', { name: '版本' })
    expect(within(list).getByTestId('script-state').textContent).toBe('提纲')
  })

  it('says the same in English', async () => {
    api(detail([request('m1'), message({})], 'en'))
    await renderPage(page, { language: 'en' })
    const header = (await screen.findByRole('heading', { name: 'Version 1' })).parentElement!
    expect(within(header).getByTestId('script-state').textContent).toBe(
      'State of this version: Outline · 42 s of voice-over left to write',
    )
    expect(screen.getByTestId('speech-measure').textContent).toContain('Voice-over written: 12 s')
    expect(screen.getByTestId('speech-measure').textContent).toContain('3 blanks ≈ 42 s, left for you to write')
  })

  it('a model’s version that needs work says why, that it was not charged, and words the new findings', async () => {
    const answer = message({ engine: 'deepseek:deepseek-chat', check: needsWork, script: { ...script, notes: [] } })
    api(detail([request('m1'), answer]))
    await renderPage(page)
    expect((await screen.findAllByTestId('script-state'))[0].textContent).toBe(
      '这一版的状态: 需要修改 · 开场钩子，另有 1 项',
    )
    expect(screen.getByText('未扣积分：需要修改')).toBeTruthy()
    expect(screen.getByTestId('script-check-summary').textContent).toContain(
      '开场钩子只是把话题又说了一遍（「12月新规来了。」）',
    )
    expect(screen.queryByTestId('speech-measure')?.textContent).not.toContain('空白')
    await userEvent.click(screen.getByRole('button', { name: /脚本检查/ }))
    expect(screen.getByText('话题标签 1 「美食」和脚本内容无关：标注视频真正讲的内容')).toBeTruthy()
  })

  it('a ready version is ready', async () => {
    const ready: ScriptCheck = { ...needsWork, state: 'ready', passed: 9, rules: rules([]), findings: [] }
    api(detail([request('m1'), message({ check: ready, credits_charged: 3, engine: 'deepseek:deepseek-chat' })]))
    await renderPage(page)
    expect((await screen.findAllByTestId('script-state'))[0].textContent).toBe('这一版的状态: 可以拍')
    expect(screen.getByText('消耗 3 积分')).toBeTruthy()
  })
})

describe('an unfinished version', () => {
  const cut = (reason: ScriptMessage['incomplete_reason']) =>
    detail([
      request('m1'),
      message({
        status: 'incomplete',
        script: null,
        check: null,
        engine: 'deepseek:deepseek-chat',
        incomplete_reason: reason,
        content: '## 标题备选\n1. 第一次租房\n\n## 结尾引导\n- 画面：近景',
      }),
    ])

  it('cut by the model’s output limit says so and offers Continue, free until the script is complete', async () => {
    const { calls } = api(cut('length'), {
      [`POST /api/scripts/${ID}/messages`]: () => ({ status: 502, code: 50200, message: 'Upstream failed' }),
    })
    await renderPage(page)
    const note = await screen.findByTestId('unfinished-note')
    expect(note.textContent).toContain('模型写到了它的输出上限，脚本在中途被截断了。已写出的内容已保留，未扣除积分。')
    expect(note.textContent).toContain('脚本完整之前不扣积分')
    // Continue belongs to the cut version, not to the composer's quick actions.
    expect(
      within(screen.getByRole('group', { name: '快捷修改' })).queryByRole('button', { name: '接着写完' }),
    ).toBeNull()
    await userEvent.click(within(note).getByRole('button', { name: '接着写完' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/scripts/${ID}/messages`,
        body: { action: 'continue' },
      }),
    )
  })

  it.each([
    ['provider_closed', '模型服务提前关闭了连接，脚本没有写完。'],
    ['malformed', '模型服务发来的数据无法读取，脚本没有写完。'],
  ] as const)('ended by %s says what happened and offers Retry, not Continue', async (reason, words) => {
    const { calls } = api(cut(reason))
    await renderPage(page)
    const note = await screen.findByTestId('unfinished-note')
    expect(note.textContent).toContain(words)
    expect(within(note).queryByRole('button', { name: '接着写完' })).toBeNull()
    // Retry sends the same request again: the brief's (an empty one) for this first version.
    await userEvent.click(within(note).getByRole('button', { name: '重试' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: `/api/scripts/${ID}/messages`,
        body: {},
      }),
    )
  })

  it('stopped by the creator says so and offers Continue from where it stopped', async () => {
    const { calls } = api(cut('stopped'))
    await renderPage(page)
    const note = await screen.findByTestId('unfinished-note')
    expect(note.textContent).toContain('这个版本在完成前被你停止了。')
    expect(note.textContent).toContain('从你停下的地方接着写')
    await userEvent.click(within(note).getByRole('button', { name: '接着写完' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({ body: { action: 'continue' } }),
    )
  })

  it('words each reason in English too', async () => {
    api({ ...cut('length'), language: 'en' })
    await renderPage(page, { language: 'en' })
    const note = await screen.findByTestId('unfinished-note')
    expect(note.textContent).toContain('The model reached its output limit and the script was cut off.')
    expect(within(note).getByRole('button', { name: 'Continue' })).toBeTruthy()
  })
})

describe('exports', () => {
  const exportRoute = {
    [`GET /api/scripts/${ID}/export`]: () => ({
      data: { format: 'srt', filename: 'x-v1.srt', mime_type: 'application/x-subrip', content: '1\n' },
    }),
  }

  /** The download link is clicked, but happy-dom must not follow it: the next test would start on a blob: page. */
  const downloads = () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x')
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    return clicked
  }

  it('SRT of a version with blanks warns first, and exports only once the creator says so', async () => {
    const clicked = downloads()
    const { urls } = api(detail([request('m1'), message({})]), exportRoute)
    await renderPage(page)
    await userEvent.click(await screen.findByRole('button', { name: '导出' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'SRT 字幕（.srt）' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('这一版还有 2 处空白')
    expect(dialog.textContent).toContain('约 42 秒口播还要你来写。SRT 字幕不会收入空白')
    expect(urls.filter((url) => url.includes('/export'))).toEqual([])

    await userEvent.click(within(dialog).getByRole('button', { name: '仍然导出' }))
    await waitFor(() =>
      expect(urls.filter((url) => url.includes('/export'))).toEqual([
        `/api/scripts/${ID}/export?format=srt&message_id=m2`,
      ]),
    )
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce())
  })

  it('a version whose voice-over has no blank exports its SRT without asking, whatever blanks its caption has', async () => {
    downloads()
    const said = { ...script, beats: script.beats.map((b) => ({ ...b, voice_over: '押金条款写进合同。' })) }
    const { urls } = api(
      detail([
        request('m1'),
        message({ script: { ...said, caption: '【你的城市】' }, check: { ...outline, state: 'ready' } }),
      ]),
      exportRoute,
    )
    await renderPage(page)
    await userEvent.click(await screen.findByRole('button', { name: '导出' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'SRT 字幕（.srt）' }))
    await waitFor(() => expect(urls.filter((url) => url.includes('/export')).length).toBe(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('“fill them in” opens the editor instead of exporting', async () => {
    const { urls } = api(detail([request('m1'), message({})]), exportRoute)
    await renderPage(page)
    await userEvent.click(await screen.findByRole('button', { name: '导出' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '复制提词器文本' }))
    await userEvent.click(await screen.findByRole('button', { name: '先去填写' }))
    expect(await screen.findByTestId('version-editor')).toBeTruthy()
    expect(urls.filter((url) => url.includes('/export'))).toEqual([])
  })

  it('Markdown asks for no confirmation and leaves the notes out unless picked', async () => {
    downloads()
    const { urls } = api(detail([request('m1'), message({})]), exportRoute)
    await renderPage(page)
    await userEvent.click(await screen.findByRole('button', { name: '导出' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Markdown（.md）' }))
    await waitFor(() => expect(urls.filter((url) => url.includes('/export')).length).toBe(1))
    await userEvent.click(await screen.findByRole('button', { name: '导出' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Markdown（含修改说明）' }))
    await waitFor(() =>
      expect(urls.filter((url) => url.includes('/export'))).toEqual([
        `/api/scripts/${ID}/export?format=markdown&message_id=m2`,
        `/api/scripts/${ID}/export?format=markdown&message_id=m2&notes=true`,
      ]),
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a hand-edited version shows and offers no revision notes', async () => {
    api(detail([request('m1'), message({ engine: 'edited' })]), exportRoute)
    await renderPage(page)
    await screen.findByRole('heading', { name: '版本 1' })
    expect(screen.queryByText('开场改成了一个问题')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '导出' }))
    expect(await screen.findByRole('menuitem', { name: 'Markdown（.md）' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Markdown（含修改说明）' })).toBeNull()
  })
})
