import { describe, expect, it, vi } from 'vitest'
import { readUntilWrite } from './read-until-write'

/** A lookup over a plain map, counting its loads, with a write count the test moves by hand. */
function lookupOver(rows: Map<string, { name: string }>) {
  let writes = 0
  const load = vi.fn(async (key: string) => {
    const row = rows.get(key)
    return row && { ...row }
  })
  return { load, write: () => writes++, writes: () => writes }
}

describe('readUntilWrite', () => {
  it('answers from what it kept until the write count moves, then asks again', async () => {
    const rows = new Map([['a', { name: 'first' }]])
    const { load, write, writes } = lookupOver(rows)
    const lookup = readUntilWrite(writes, load)
    expect(await lookup('a')).toEqual({ name: 'first' })
    expect(await lookup('a')).toEqual({ name: 'first' })
    expect(load).toHaveBeenCalledTimes(1)

    rows.set('a', { name: 'second' })
    write()
    expect(await lookup('a')).toEqual({ name: 'second' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps no answer read while a write started or settled', async () => {
    const rows = new Map([['a', { name: 'old' }]])
    const { write, writes } = lookupOver(rows)
    let loads = 0
    const lookup = readUntilWrite(writes, async (key: string) => {
      loads++
      const row = rows.get(key)
      // The write lands while this read is under way: what it read may already be out of date.
      if (loads === 1) write()
      return row && { ...row }
    })
    await lookup('a')
    rows.set('a', { name: 'new' })
    expect(await lookup('a')).toEqual({ name: 'new' })
    expect(loads).toBe(2)
  })

  it('keeps no miss, holds at most `max` rows and freezes what it shares', async () => {
    const rows = new Map(['a', 'b', 'c'].map((key) => [key, { name: key }]))
    const { load, writes } = lookupOver(rows)
    const lookup = readUntilWrite(writes, load, 2)
    expect(await lookup('nobody')).toBeUndefined()
    expect(await lookup('nobody')).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)

    for (const key of ['a', 'b', 'c']) await lookup(key)
    load.mockClear()
    await lookup('a') // the oldest, let go for 'c'
    await lookup('c')
    expect(load.mock.calls).toEqual([['a']])
    expect(Object.isFrozen(await lookup('c'))).toBe(true)
  })

  it('asks the database every time when it has no write count', async () => {
    const { load } = lookupOver(new Map([['a', { name: 'x' }]]))
    const lookup = readUntilWrite(undefined, load)
    await lookup('a')
    await lookup('a')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('asks the database every time while the count is unknown, and lets go of what it kept then', async () => {
    const { load } = lookupOver(new Map([['a', { name: 'x' }]]))
    let count: number | null = 0
    const lookup = readUntilWrite(() => count, load)
    await lookup('a')
    await lookup('a')
    expect(load).toHaveBeenCalledTimes(1)
    count = null
    await lookup('a')
    await lookup('a')
    expect(load).toHaveBeenCalledTimes(3)
    // Known again, even at the number it had: what was kept before is not served.
    count = 0
    await lookup('a')
    expect(load).toHaveBeenCalledTimes(4)
  })
})
