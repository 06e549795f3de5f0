import { describe, expect, it } from 'vitest'
import type { ScriptDetail, ScriptMessage } from '@hookline/contract'
import { conversationView, LATEST } from './conversation-view'

const request = (id: string, content = ''): ScriptMessage => ({
  id,
  role: 'user',
  content,
  action: null,
  script: null,
  warnings: [],
  status: 'complete',
  engine: null,
  version: null,
  target_seconds: null,
  check: null,
  incomplete_reason: null,
  credits_charged: 0,
  created_at: '2026-01-01T00:00:00.000Z',
})

const answer = (
  id: string,
  version: number,
  status: ScriptMessage['status'] = 'complete',
  engine = 'deepseek',
): ScriptMessage => ({
  ...request(id),
  role: 'assistant',
  content: `# v${version}`,
  status,
  engine,
  version,
})

const script = (messages: ScriptMessage[], current: string | null, connection: string | null = null): ScriptDetail => ({
  id: 's1',
  title: '咖啡入门',
  topic: '咖啡入门',
  platform: 'douyin',
  format: 'talking_head',
  state: null,
  language: 'zh',
  current_message_id: current,
  version_count: messages.filter((message) => message.role === 'assistant').length,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  brief: { topic: '咖啡入门', platform: 'douyin', format: 'talking_head', language: 'zh' },
  connection_id: connection,
  messages,
})

const idle = { live: false, selectedId: null, announced: null } as const
const ids = (view: ReturnType<typeof conversationView>) => view.versions.map((version) => version.message.id)

describe('the conversation page’s derived state', () => {
  const three = script(
    [request('q1'), answer('a1', 1), request('q2', '更口语'), answer('a2', 2), request('q3', '更短'), answer('a3', 3)],
    'a2',
  )

  it('shows the current version until the creator picks another, and the newest on LATEST', () => {
    expect(conversationView(three, idle).selected?.message.id).toBe('a2')
    expect(conversationView(three, { ...idle, selectedId: 'a1' }).selected?.message.id).toBe('a1')
    expect(conversationView(three, { ...idle, selectedId: LATEST }).selected?.message.id).toBe('a3')
    // A pick that no longer exists (a version deleted elsewhere) falls back to the current one.
    expect(conversationView(three, { ...idle, selectedId: 'gone' }).selected?.message.id).toBe('a2')
  })

  it('pairs each version with the request that asked for it', () => {
    const [first, second] = conversationView(three, idle).versions
    expect(first.request?.id).toBe('q1')
    expect(second.request?.content).toBe('更口语')
  })

  it('while this tab streams, lists the finished versions and numbers the live one after the newest', () => {
    const streaming = script([...three.messages, request('q4'), answer('a4', 4, 'streaming')], 'a3')
    const view = conversationView(streaming, { ...idle, live: true })
    expect(ids(view)).toEqual(['a1', 'a2', 'a3'])
    expect(view.nextNumber).toBe(4)
    // Before the server has saved the placeholder, the live version is still the next number.
    expect(conversationView(three, { ...idle, live: true }).nextNumber).toBe(4)
    // Another tab's stream is listed as it is.
    expect(ids(conversationView(streaming, idle))).toEqual(['a1', 'a2', 'a3', 'a4'])
  })

  it('opens compare on the version before the newest and the one shown', () => {
    expect(conversationView(three, { ...idle, selectedId: 'a1' }).compareInitial).toEqual(['a2', 'a1'])
    // When the one shown is the one before the newest, the other side is the newest.
    expect(conversationView(three, idle).compareInitial).toEqual(['a2', 'a3'])
  })

  it('says offline by who wrote the version shown, and before the first by the script’s writer', () => {
    const offlineFirst = script([request('q1'), answer('a1', 1, 'complete', 'offline')], 'a1')
    expect(conversationView(offlineFirst, idle).offline).toBe(true)
    expect(conversationView(three, idle).offline).toBe(false)
    const empty = script([], null)
    expect(conversationView(empty, { ...idle, serverEngine: 'offline' }).offline).toBe(true)
    expect(conversationView(empty, { ...idle, serverEngine: 'openai-compatible' }).offline).toBe(false)
    // A script written by the creator's own connection is not the server's offline engine.
    expect(conversationView(script([], null, 'c1'), { ...idle, serverEngine: 'offline' }).offline).toBe(false)
  })

  it('tells a screen reader a generation started, then how the newest version ended', () => {
    expect(conversationView(three, { ...idle, live: true, announced: 'writing' }).announcement).toEqual({
      key: 'announce.writing',
      number: 4,
    })
    expect(conversationView(three, { ...idle, announced: 'ended' }).announcement).toEqual({
      key: 'announce.ready',
      number: 3,
    })
    const stopped = script([...three.messages, request('q4'), answer('a4', 4, 'incomplete')], 'a3')
    expect(conversationView(stopped, { ...idle, announced: 'ended' }).announcement).toEqual({
      key: 'announce.incomplete',
      number: 4,
    })
    // Ended, but the server has not yet saved how: nothing to say until it has.
    const saving = script([...three.messages, request('q4'), answer('a4', 4, 'streaming')], 'a3')
    expect(conversationView(saving, { ...idle, announced: 'ended' }).announcement).toBeNull()
    expect(conversationView(three, idle).announcement).toBeNull()
  })
})
