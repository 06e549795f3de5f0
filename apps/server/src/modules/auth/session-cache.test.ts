import { describe, expect, it, vi } from 'vitest'
import { createAccountChangeHub, type AccountChanges } from '../../db/account-changes'
import type { UserRow } from '../../db/schema'
import { createSessionCache, type SessionRow } from './session-cache'

/** Sessions over a plain map, counting the loads, with changes the test announces by hand. */
function sessionsOver(rows: Map<string, { userId: string; nickname: string }>) {
  const hub = createAccountChangeHub()
  let heard = true
  const changes: AccountChanges = { heard: () => heard, subscribe: hub.subscribe }
  const load = vi.fn(async (tokenHash: string): Promise<SessionRow | undefined> => {
    const row = rows.get(tokenHash)
    if (!row) return undefined
    const user = { id: row.userId, nickname: row.nickname } as UserRow
    return { user, sessionId: tokenHash, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 60_000) }
  })
  return { changes, load, hear: hub.hear, deafen: (value: boolean) => (heard = !value) }
}

describe('the session cache', () => {
  it('answers from memory until a change to the account is heard, then reads again', async () => {
    const rows = new Map([['a', { userId: 'u1', nickname: 'first' }]])
    const { changes, load, hear } = sessionsOver(rows)
    const cache = createSessionCache(changes)
    expect((await cache.get('a', load))?.user.nickname).toBe('first')
    expect((await cache.get('a', load))?.user.nickname).toBe('first')
    expect(load).toHaveBeenCalledTimes(1)

    hear('u2')
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)

    rows.set('a', { userId: 'u1', nickname: 'second' })
    hear('u2,u1')
    expect((await cache.get('a', load))?.user.nickname).toBe('second')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps nothing read while a change was heard', async () => {
    const rows = new Map([['a', { userId: 'u1', nickname: 'old' }]])
    const { changes, hear } = sessionsOver(rows)
    const cache = createSessionCache(changes)
    let loads = 0
    const load = async (tokenHash: string) => {
      loads++
      const row = rows.get(tokenHash)!
      // The change lands while this read is under way: what it read may already be out of date.
      if (loads === 1) hear('u1')
      return {
        user: { id: row.userId, nickname: row.nickname } as UserRow,
        sessionId: 's',
        lastSeenAt: new Date(),
        expiresAt: new Date(),
      }
    }
    await cache.get('a', load)
    rows.set('a', { userId: 'u1', nickname: 'new' })
    expect((await cache.get('a', load))?.user.nickname).toBe('new')
    expect(loads).toBe(2)
  })

  it('keeps no miss, holds at most its bound and freezes what it shares', async () => {
    const rows = new Map(['a', 'b', 'c'].map((key) => [key, { userId: key, nickname: key }]))
    const { changes, load } = sessionsOver(rows)
    const cache = createSessionCache(changes, 2)
    expect(await cache.get('nobody', load)).toBeUndefined()
    expect(await cache.get('nobody', load)).toBeUndefined()
    expect(load).toHaveBeenCalledTimes(2)

    for (const key of ['a', 'b', 'c']) await cache.get(key, load)
    load.mockClear()
    await cache.get('a', load) // the oldest, let go for 'c'
    await cache.get('c', load)
    expect(load.mock.calls).toEqual([['a']])
    expect(Object.isFrozen(await cache.get('c', load))).toBe(true)
  })

  it('reads every time while changes cannot be heard, and lets go of everything when told', async () => {
    const { changes, load, hear, deafen } = sessionsOver(new Map([['a', { userId: 'u1', nickname: 'x' }]]))
    const cache = createSessionCache(changes)
    await cache.get('a', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(1)
    deafen(true)
    await cache.get('a', load)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(3)
    deafen(false)
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(3)
    hear('')
    await cache.get('a', load)
    expect(load).toHaveBeenCalledTimes(4)
  })

  it('reads a kept session again after a minute, announced or not', async () => {
    const { changes, load } = sessionsOver(new Map([['a', { userId: 'u1', nickname: 'x' }]]))
    const cache = createSessionCache(changes)
    await cache.get('a', load)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 })
    try {
      await cache.get('a', load)
      expect(load).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
