// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ScriptListItem, ScriptState } from '@hookline/contract'
import { fakeApi, renderPage } from '@/test/render-page'
import { HistoryItem } from './history-item'

const ID = '8d0c1a52-0000-4000-8000-000000000009'

const item = (state: ScriptState | null): ScriptListItem => ({
  id: ID,
  title: '第一次租房',
  topic: '第一次租房要注意什么',
  platform: 'douyin',
  format: 'talking_head',
  language: 'zh',
  current_message_id: state ? 'm2' : null,
  state,
  version_count: state ? 1 : 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  excerpt: state ? '押金被扣光？' : '',
  highlights: { title: [], excerpt: [] },
  outlier_score: null,
})

/** The fake API; every URL asked for, query strings included. */
function api() {
  fakeApi({
    [`GET /api/scripts/${ID}/export`]: () => ({
      data: { format: 'srt', filename: 'x-v1.srt', mime_type: 'application/x-subrip', content: '1\n' },
    }),
  })
  const urls: string[] = []
  const inner = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    urls.push(input)
    return inner(input, init)
  })
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x')
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return urls
}

const row = (state: ScriptState | null) => () => (
  <ul>
    <HistoryItem item={item(state)} now={Date.parse('2026-01-01T00:05:00.000Z')} onDelete={() => {}} />
  </ul>
)

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('a History row', () => {
  it.each([
    ['ready', '可以拍'],
    ['outline', '提纲'],
    ['needs_work', '需要修改'],
  ] as const)('shows the current version’s state (%s) as the script page does', async (state, words) => {
    api()
    await renderPage(row(state))
    const badge = await screen.findByTestId('script-state')
    expect(badge.textContent).toBe(`当前版本的状态: ${words}`)
    expect(badge.dataset.state).toBe(state)
  })

  it('shows no state for a script without a version, and says so once (no "0 个版本" beside it)', async () => {
    api()
    await renderPage(row(null))
    await screen.findByText('还没有生成版本')
    expect(screen.queryByTestId('script-state')).toBeNull()
    expect(screen.queryByText(/个版本/)).toBeNull()
  })

  it('links the title to the script', async () => {
    api()
    await renderPage(row('ready'))
    const title = await screen.findByRole('heading', { name: '第一次租房' })
    expect(within(title).getByRole('link').getAttribute('href')).toBe(`/script-engine/${ID}`)
    expect(screen.getByText('1 个版本')).toBeTruthy()
  })

  it('warns before the SRT of an outline, and exports once the creator says so', async () => {
    const urls = api()
    await renderPage(row('outline'))
    await userEvent.click(await screen.findByRole('button', { name: '导出 第一次租房' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '字幕（.srt）' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('这一版是提纲，还有空白待你填写')
    expect(dialog.textContent).toContain('SRT 字幕不会收入空白')
    expect(urls.filter((url) => url.includes('/export'))).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: '仍然导出' }))
    await waitFor(() =>
      expect(urls.filter((url) => url.includes('/export'))).toEqual([`/api/scripts/${ID}/export?format=srt`]),
    )
  })

  it('exports a ready script’s SRT without asking', async () => {
    const urls = api()
    await renderPage(row('ready'), { language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Export 第一次租房' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Captions (.srt)' }))
    await waitFor(() =>
      expect(urls.filter((url) => url.includes('/export'))).toEqual([`/api/scripts/${ID}/export?format=srt`]),
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByTestId('script-state').textContent).toBe('State of the current version: Ready')
  })
})
