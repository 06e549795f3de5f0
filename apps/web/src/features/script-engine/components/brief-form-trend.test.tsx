// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { BriefTrend, ModelConnectionList, User } from '@hookline/contract'
import { fakeApi, renderPage, type ApiHandler } from '@/test/render-page'
import { BriefForm } from './brief-form'

const user: User = {
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  avatar_url: null,
  credits: { left_credits: 100 },
  preferences: {},
  email_verified: true,
  is_admin: false,
  created_at: '2026-01-01T00:00:00.000Z',
}
const offlineServer: ModelConnectionList = { server: { kind: 'offline', provider: null, model: null }, connections: [] }

const created: ApiHandler = ({ body }) => ({
  data: {
    id: '8d0c1a52-0000-4000-8000-000000000009',
    title: 'x',
    topic: 'x',
    platform: 'weibo',
    format: 'talking_head',
    language: 'zh',
    current_message_id: null,
    state: null,
    version_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    brief: (body as { brief: unknown }).brief,
    connection_id: null,
    messages: [],
  },
})

const api = () =>
  fakeApi({
    'GET /api/auth/getUserInfo': () => ({ data: user }),
    'GET /api/model-connections': () => ({ data: offlineServer }),
    'POST /api/scripts': created,
  })

const trend: BriefTrend = {
  platform: 'weibo',
  title: '多地发布寒潮预警',
  rank: 3,
  hot_value: 1234567,
  seen_at: '2026-11-28T01:05:00.000Z',
  url: 'https://s.weibo.com/weibo?q=x',
  description: '沸',
}

const postedBrief = (calls: ReturnType<typeof api>) =>
  (calls.find((call) => call.method === 'POST' && call.path === '/api/scripts')?.body as { brief: object }).brief

afterEach(cleanup)

describe('the brief form started from a trending item', () => {
  it('shows where the topic came from and sends the item with the brief', async () => {
    const calls = api()
    await renderPage(() => <BriefForm topic={trend.title} platform="weibo" trend={trend} />)
    expect((await screen.findByTestId('brief-trend')).textContent).toContain('来自微博热搜 #3')
    await userEvent.click(screen.getByRole('button', { name: '生成脚本' }))
    await screen.findByTestId('navigated-to')
    expect(postedBrief(calls)).toMatchObject({ topic: '多地发布寒潮预警', platform: 'weibo', trend })
  })

  it('lets the creator remove it, and then sends no item', async () => {
    const calls = api()
    await renderPage(() => <BriefForm topic={trend.title} platform="weibo" trend={trend} />, { language: 'en' })
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove “From Weibo hot search #3” from the brief' }),
    )
    expect(screen.queryByTestId('brief-trend')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Generate script' }))
    await screen.findByTestId('navigated-to')
    expect(postedBrief(calls)).not.toHaveProperty('trend')
  })

  it('drops an item the contract refuses (a link that is not http) rather than failing the brief', async () => {
    const calls = api()
    await renderPage(() => <BriefForm topic="寒潮" platform="weibo" trend={{ ...trend, url: 'javascript:alert(1)' }} />)
    await screen.findByRole('button', { name: '生成脚本' })
    expect(screen.queryByTestId('brief-trend')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '生成脚本' }))
    await screen.findByTestId('navigated-to')
    expect(postedBrief(calls)).not.toHaveProperty('trend')
  })
})
