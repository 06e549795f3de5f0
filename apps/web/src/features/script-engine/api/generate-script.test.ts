import { describe, expect, it, vi } from 'vitest'
import { withFakeFetch } from '@/test/fake-fetch'
import { STREAM_IDLE_TIMEOUT_MS } from '@/lib/api-client'
import { streamScriptGeneration } from './generate-script'

const calls = withFakeFetch()

const delta = (text: string) => `event: delta\ndata: ${JSON.stringify({ text })}\n\n`

describe('streamScriptGeneration', () => {
  it('passes deltas on and ends as interrupted, keeping them, when the connection goes silent', async () => {
    const seen: string[] = []
    const run = streamScriptGeneration(
      's1',
      {},
      { signal: new AbortController().signal, onDelta: (text) => seen.push(text) },
    )
    await vi.advanceTimersByTimeAsync(0)
    calls[0].respond()
    calls[0].send(delta('## Title options\n'))
    await vi.advanceTimersByTimeAsync(30_000)
    calls[0].send(': heartbeat\n\n')
    calls[0].send(delta('1. Budget phones\n'))
    await vi.advanceTimersByTimeAsync(STREAM_IDLE_TIMEOUT_MS)
    expect(await run).toEqual({ kind: 'interrupted' })
    expect(seen).toEqual(['## Title options\n', '1. Budget phones\n'])
    expect(calls[0].init.signal!.aborted).toBe(true)
  })

  it('throws the abort when Stop is pressed, so the runner can tell it from a failure', async () => {
    const stop = new AbortController()
    const run = streamScriptGeneration('s1', {}, { signal: stop.signal, onDelta: () => {} })
    await vi.advanceTimersByTimeAsync(0)
    calls[0].respond()
    calls[0].send(delta('## Title options\n'))
    for (let second = 15; second <= 75; second += 15) {
      await vi.advanceTimersByTimeAsync(15_000)
      calls[0].send(': heartbeat\n\n')
    }
    stop.abort()
    await expect(run).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('ends as interrupted, keeping what came, when the network drops the connection', async () => {
    const seen: string[] = []
    const run = streamScriptGeneration(
      's1',
      {},
      { signal: new AbortController().signal, onDelta: (text) => seen.push(text) },
    )
    await vi.advanceTimersByTimeAsync(0)
    calls[0].respond()
    calls[0].send(delta('## Title options\n'))
    await vi.advanceTimersByTimeAsync(0)
    calls[0].fail(new TypeError('network error'))
    expect(await run).toEqual({ kind: 'interrupted' })
    expect(seen).toEqual(['## Title options\n'])
  })

  it('lets a bug in handling an event surface, instead of passing it off as a dropped connection', async () => {
    const bug = new TypeError('cannot read properties of undefined')
    const run = streamScriptGeneration(
      's1',
      {},
      {
        signal: new AbortController().signal,
        onDelta: () => {
          throw bug
        },
      },
    )
    const settled = run.then(
      () => 'resolved',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(0)
    calls[0].respond()
    calls[0].send(delta('## Title options\n'))
    await vi.advanceTimersByTimeAsync(0)
    expect(await settled).toBe(bug)
  })

  it('tells the runner when the server starts checking and fixing, and skips events it does not know', async () => {
    const seen: string[] = []
    let repairing = 0
    const run = streamScriptGeneration(
      's1',
      {},
      { signal: new AbortController().signal, onDelta: (text) => seen.push(text), onRepairing: () => (repairing += 1) },
    )
    await vi.advanceTimersByTimeAsync(0)
    calls[0].respond()
    calls[0].send(delta('## Title options\n'))
    calls[0].send('event: repairing\ndata: {"failed":2}\n\n')
    calls[0].send('event: progress\ndata: not json at all\n\n')
    calls[0].send(
      `event: error\ndata: ${JSON.stringify({ code: 50201, message: 'The model did not answer with a script', message_id: 'm1' })}\n\n`,
    )
    await vi.advanceTimersByTimeAsync(0)
    calls[0].end()
    expect(await run).toEqual({
      kind: 'error',
      event: { code: 50201, message: 'The model did not answer with a script', message_id: 'm1' },
    })
    expect(seen).toEqual(['## Title options\n'])
    expect(repairing).toBe(1)
  })
})
