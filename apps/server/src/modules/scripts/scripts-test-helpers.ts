import { createParser } from 'eventsource-parser'
import type { BriefInput } from '@hookline/contract'
import { call, type TestContext } from '../../../test/test-context'

/** Helpers shared by the scripts API tests. */

export interface SseEvent {
  event: string
  data: any
}

export async function createScript(app: TestContext['app'], token: string, brief: Partial<BriefInput> = {}) {
  const res = await call(app, 'POST', '/api/scripts', {
    token,
    body: { brief: { topic: '年轻人为什么开始反向消费', platform: 'douyin', ...brief } },
  })
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`)
  return res.body.data as { id: string; title: string }
}

/** POST /api/scripts/:id/messages asking for an event stream; the raw Response. */
export const requestStream = async (app: TestContext['app'], token: string, id: string, body: object = {}) =>
  app.request(`/api/scripts/${id}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** Reads an SSE body to its end, parsing each event's JSON data. */
export async function readEvents(response: Response): Promise<SseEvent[]> {
  const events: SseEvent[] = []
  const parser = createParser({
    onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }),
  })
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parser.feed(decoder.decode(value, { stream: true }))
  }
  return events
}

/** Reads events until `count` deltas have arrived, then hangs up like a closed browser tab. */
export async function readThenHangUp(
  response: Response,
  count: number,
  /** Runs after `count` deltas, while the stream is still open (e.g. a change that must land before the stop). */
  beforeHangUp?: () => Promise<unknown>,
): Promise<SseEvent[]> {
  const events: SseEvent[] = []
  const parser = createParser({
    onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }),
  })
  const decoder = new TextDecoder()
  const reader = response.body!.getReader()
  while (events.filter((e) => e.event === 'delta').length < count) {
    const { done, value } = await reader.read()
    if (done) break
    parser.feed(decoder.decode(value, { stream: true }))
  }
  await beforeHangUp?.()
  await reader.cancel()
  return events
}

/** Polls until `check` passes: the server settles an aborted generation after the client left. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
