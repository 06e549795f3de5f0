// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ModelConnection, ModelConnectionList, User } from '@hookline/contract'
import { fakeApi, renderPage, type ApiHandler } from '@/test/render-page'
import { useGenerationStore } from '../stores/generation-store'
import { BriefForm } from './brief-form'

const user = (credits: number): User => ({
  id: 'u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  avatar_url: null,
  credits: { left_credits: credits },
  preferences: {},
  email_verified: true,
  is_admin: false,
  created_at: '2026-01-01T00:00:00.000Z',
})

const deepseek: ModelConnection = {
  id: '3f2c8a7e-0000-4000-8000-000000000001',
  provider: 'deepseek',
  base_url: 'https://api.deepseek.com/v1',
  model: 'deepseek-chat',
  api_key_last4: 'abcd',
  is_default: true,
  status: 'connected',
  last_checked_at: null,
  last_latency_ms: null,
  last_error: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
}

const offlineServer: ModelConnectionList = { server: { kind: 'offline', provider: null, model: null }, connections: [] }

/** The script POST /api/scripts answers with: the brief it was sent, no version yet. */
const created: ApiHandler = ({ body }) => ({
  data: {
    id: '8d0c1a52-0000-4000-8000-000000000009',
    title: 'x',
    topic: 'x',
    platform: 'douyin',
    format: 'talking_head',
    language: 'zh',
    current_message_id: null,
    state: null,
    version_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...(body as object),
    brief: (body as { brief: unknown }).brief,
    connection_id: null,
    messages: [],
  },
})

function api(routes: Record<string, ApiHandler> = {}) {
  return fakeApi({
    'GET /api/auth/getUserInfo': () => ({ data: user(100) }),
    'GET /api/model-connections': () => ({ data: offlineServer }),
    'POST /api/scripts': created,
    ...routes,
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useGenerationStore.setState(useGenerationStore.getInitialState())
})

describe('the brief form', () => {
  it('words a missing topic in the page language and sends nothing', async () => {
    const calls = api()
    await renderPage(() => <BriefForm />)
    await userEvent.click(await screen.findByRole('button', { name: '生成脚本' }))
    expect(await screen.findByText('请填写主题')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('names the limit of a topic that is too long, in English too', async () => {
    api()
    await renderPage(() => <BriefForm />, { language: 'en' })
    await userEvent.type(await screen.findByRole('textbox', { name: /Topic/ }), 'x'.repeat(201))
    await userEvent.click(screen.getByRole('button', { name: 'Generate script' }))
    expect(await screen.findByText('Topic must be at most 200 characters long')).toBeTruthy()
  })

  it('sends the brief as typed and chosen, then opens the new script', async () => {
    const calls = api()
    await renderPage(() => <BriefForm platform="bilibili" />)
    await userEvent.type(await screen.findByRole('textbox', { name: /主题/ }), '  新手做饭的7个误区  ')
    await userEvent.click(screen.getByRole('radio', { name: '英文' }))
    await userEvent.click(screen.getByRole('button', { name: '生成脚本' }))
    expect((await screen.findByTestId('navigated-to')).textContent).toBe(
      '/script-engine/8d0c1a52-0000-4000-8000-000000000009',
    )
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/scripts')
    // No connection of their own: the choice shown (the server's engine) is sent as null.
    expect(post?.body).toEqual({
      brief: {
        topic: '新手做饭的7个误区',
        platform: 'bilibili',
        format: 'talking_head',
        language: 'en',
        tone: '',
        audience: '',
        notes: '',
      },
      connection_id: null,
    })
  })

  it('puts a refusal of the server under the field it names, worded by its rule', async () => {
    api({
      'POST /api/scripts': () => ({
        status: 400,
        code: 40000,
        message: 'brief.topic: Text contains a NUL byte or an invalid Unicode character',
        data: {
          field: 'brief.topic',
          issues: [{ path: 'brief.topic', message: 'Text contains a NUL byte', rule: 'unstorableText' }],
        },
      }),
    })
    await renderPage(() => <BriefForm />)
    await userEvent.type(await screen.findByRole('textbox', { name: /主题/ }), '咖啡入门')
    await userEvent.click(screen.getByRole('button', { name: '生成脚本' }))
    expect(await screen.findByText('主题含有无法保存的字符')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /主题/ }))
  })

  it('stops a creator at 0 credits before a model that costs credits, not before the free offline writer', async () => {
    api({
      'GET /api/auth/getUserInfo': () => ({ data: user(0) }),
      'GET /api/model-connections': () => ({ data: { ...offlineServer, connections: [deepseek] } }),
    })
    await renderPage(() => <BriefForm />)
    const generate = await screen.findByRole('button', { name: '生成脚本' })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/积分/))
    expect((generate as HTMLButtonElement).disabled).toBe(true)

    await userEvent.selectOptions(screen.getByTestId('writer-select'), 'server')
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(false))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
