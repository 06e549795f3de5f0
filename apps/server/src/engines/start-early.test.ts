import { describe, expect, it } from 'vitest'
import { startEarly } from './start-early'

describe('startEarly', () => {
  it('starts the source before anyone reads, and reads every item in order', async () => {
    const events: string[] = []
    async function* source() {
      events.push('started')
      yield 1
      yield 2
    }
    const early = startEarly(source())
    await Promise.resolve()
    expect(events).toEqual(['started'])
    const read: number[] = []
    for await (const item of early) read.push(item)
    expect(read).toEqual([1, 2])
  })

  it('keeps a failure that happens before the first read for the reader, unhandled nowhere', async () => {
    async function* source(): AsyncGenerator<number> {
      await Promise.resolve()
      if (Date.now() > 0) throw new Error('provider refused')
      yield 1
    }
    const early = startEarly(source())
    await new Promise((resolve) => setTimeout(resolve, 5))
    await expect(
      (async () => {
        for await (const _ of early) void _
      })(),
    ).rejects.toThrow('provider refused')
  })

  it('asks the source to close when the reader stops early', async () => {
    let closed = false
    async function* source() {
      try {
        yield 1
        yield 2
        yield 3
      } finally {
        closed = true
      }
    }
    for await (const item of startEarly(source())) if (item === 1) break
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(closed).toBe(true)
  })
})
