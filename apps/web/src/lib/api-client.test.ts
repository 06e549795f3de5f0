import { describe, expect, it, vi } from 'vitest'
import { readText, withFakeFetch } from '@/test/fake-fetch'
import {
  api,
  ApiError,
  apiRequest,
  apiStream,
  REQUEST_TIMEOUT_MS,
  STREAM_IDLE_TIMEOUT_MS,
  StreamIdleError,
} from './api-client'

const calls = withFakeFetch()

/** Lets pending promise callbacks run while the fake clock stands still. */
const flush = () => vi.advanceTimersByTimeAsync(0)

describe('api-client timeouts', () => {
  it('gives up on a JSON call after 60 s', async () => {
    const call = apiRequest('/api/slow')
    const failure = expect(call).rejects.toMatchObject({ status: 0, message: 'No response from server' })
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    await failure
    expect(calls[0].init.signal!.aborted).toBe(true)
  })

  it('keeps a generation stream open well past 60 s while heartbeats arrive, and reads it to the end', async () => {
    const opened = apiStream('/api/scripts/1/messages', { body: {} })
    await flush()
    calls[0].respond()
    const reading = readText(await opened)
    for (let second = 15; second <= 150; second += 15) {
      await vi.advanceTimersByTimeAsync(15_000)
      calls[0].send(': heartbeat\n\n')
    }
    calls[0].send('event: done\ndata: {}\n\n')
    calls[0].end()
    const text = await reading
    expect(text.match(/: heartbeat/g)).toHaveLength(10)
    expect(text).toContain('event: done')
    expect(calls[0].init.signal!.aborted).toBe(false)
  })

  it('closes a stream that goes silent for 45 s and fails it with StreamIdleError', async () => {
    const opened = apiStream('/api/scripts/1/messages', { body: {} })
    await flush()
    calls[0].respond()
    const reading = readText(await opened).catch((error: unknown) => error)
    calls[0].send('event: delta\ndata: {"text":"## Title"}\n\n')
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_TIMEOUT_MS - 1)
    expect(calls[0].init.signal!.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await reading).toBeInstanceOf(StreamIdleError)
    expect(calls[0].init.signal!.aborted).toBe(true)
  })

  it('still refuses a stream whose answer does not begin within 60 s', async () => {
    const opened = apiStream('/api/scripts/1/messages', { body: {} })
    const failure = expect(opened).rejects.toBeInstanceOf(ApiError)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    await failure
  })

  it('lets the Stop button abort an open stream at any time', async () => {
    const stop = new AbortController()
    const opened = apiStream('/api/scripts/1/messages', { body: {}, signal: stop.signal })
    await flush()
    calls[0].respond()
    const reading = readText(await opened).catch((error: unknown) => error)
    for (let second = 15; second <= 90; second += 15) {
      await vi.advanceTimersByTimeAsync(15_000)
      calls[0].send('event: delta\ndata: {"text":"x"}\n\n')
    }
    stop.abort()
    expect(calls[0].init.signal!.aborted).toBe(true)
    expect(await reading).toMatchObject({ name: 'AbortError' })
  })
})

describe('api-client typed calls', () => {
  it('fills the path parameters, URL-encoded, and sends the query without its undefined values', async () => {
    const call = api.get('/scripts/{id}/export', {
      params: { path: { id: 'a b/c' }, query: { format: 'srt', notes: undefined } },
    })
    await flush()
    calls[0].respond(200, 'application/json')
    calls[0].send(JSON.stringify({ code: 0, message: 'ok', data: { content: 'x' } }))
    calls[0].end()
    expect(await call).toEqual({ content: 'x' })
    expect(calls[0].url).toBe('/api/scripts/a%20b%2Fc/export?format=srt')
    expect(calls[0].init.method).toBe('GET')
  })

  it('sends the body as JSON with the route method', async () => {
    const call = api.patch('/scripts/{id}', { params: { path: { id: '1' } }, body: { title: 'New' } })
    await flush()
    calls[0].respond(200, 'application/json')
    calls[0].send(JSON.stringify({ code: 0, message: 'ok', data: null }))
    calls[0].end()
    await call
    expect(calls[0].init).toMatchObject({ method: 'PATCH', body: '{"title":"New"}' })
    expect(calls[0].url).toBe('/api/scripts/1')
  })

  it('refuses at compile time what the server routes do not declare', () => {
    // Never called: the type checker (npm run typecheck) is what these lines test.
    const mistakes = () => [
      // @ts-expect-error a path the server does not declare
      api.get('/scripts/{id}/nothing'),
      // @ts-expect-error a method the path does not answer
      api.put('/scripts/{id}', { params: { path: { id: '1' } } }),
      // @ts-expect-error the path parameter is missing
      api.get('/scripts/{id}'),
      // @ts-expect-error a misnamed path parameter
      api.get('/scripts/{id}', { params: { path: { scriptId: '1' } } }),
      // @ts-expect-error a body field of the wrong type
      api.patch('/scripts/{id}', { params: { path: { id: '1' } }, body: { title: 1 } }),
      // @ts-expect-error a query value outside the route's enum
      api.get('/scripts/{id}/export', { params: { path: { id: '1' }, query: { format: 'doc' } } }),
      // @ts-expect-error a body for a route that takes none
      api.post('/auth/logout', { body: {} }),
    ]
    expect(mistakes).toBeTypeOf('function')
  })
})
