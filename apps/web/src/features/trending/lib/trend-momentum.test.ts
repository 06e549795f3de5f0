import { describe, expect, it } from 'vitest'
import type { TrendItemWithMomentum, TrendMomentum } from '@hookline/contract'
import { momentumBadges, sortTrendItems, sparkSummary, trendItemRef } from './trend-momentum'

const momentum = (overrides: Partial<TrendMomentum> = {}): TrendMomentum => ({
  key: 'k',
  first_seen_at: '2026-11-28T08:00:00.000Z',
  minutes_on_list: 120,
  peak_rank: 1,
  rank_change_1h: 0,
  direction: 'steady',
  spark: [],
  also_on: [],
  ...overrides,
})

const item = (rank: number, overrides?: Partial<TrendMomentum> | null): TrendItemWithMomentum => ({
  platform: 'weibo',
  rank,
  title: `topic ${rank}`,
  url: `https://s.weibo.com/${rank}`,
  hot_value: 1000 - rank,
  ...(overrides === null ? {} : { momentum: momentum({ key: `k${rank}`, ...overrides }) }),
})

const ranks = (items: TrendItemWithMomentum[]) => items.map((entry) => entry.rank)

describe('sortTrendItems', () => {
  const items = [
    item(4, { rank_change_1h: 2, first_seen_at: '2026-11-28T09:00:00.000Z' }),
    item(1, { rank_change_1h: -5, direction: 'falling' }),
    item(3, { rank_change_1h: null, direction: 'new', first_seen_at: '2026-11-28T09:40:00.000Z' }),
    item(5, null),
    item(2, { rank_change_1h: 7, direction: 'rising', first_seen_at: '2026-11-28T09:00:00.000Z' }),
  ]

  it("keeps the platform's own order for 'rank'", () => {
    expect(ranks(sortTrendItems(items, 'rank'))).toEqual([1, 2, 3, 4, 5])
  })

  it("puts the biggest climb first for 'rising'; no figure counts as no move, ties by rank", () => {
    expect(ranks(sortTrendItems(items, 'rising'))).toEqual([2, 4, 3, 5, 1])
  })

  it("puts the most recently first seen first for 'newest'; rows without momentum last", () => {
    expect(ranks(sortTrendItems(items, 'newest'))).toEqual([3, 2, 4, 1, 5])
  })

  it('never reorders the list it is given', () => {
    sortTrendItems(items, 'rising')
    expect(ranks(items)).toEqual([4, 1, 3, 5, 2])
  })
})

describe('momentumBadges', () => {
  it('says new, or rising/falling by how many places, and on how many platforms in all', () => {
    expect(momentumBadges(item(3, { direction: 'new', rank_change_1h: null }))).toEqual([{ kind: 'new' }])
    expect(momentumBadges(item(2, { direction: 'rising', rank_change_1h: 6, also_on: ['douyin'] }))).toEqual([
      { kind: 'rising', places: 6 },
      { kind: 'platforms', count: 2, others: ['douyin'] },
    ])
    expect(momentumBadges(item(9, { direction: 'falling', rank_change_1h: -4 }))).toEqual([
      { kind: 'falling', places: 4 },
    ])
  })

  it('shows nothing for a steady item, a sample row, or its own platform listed as another', () => {
    expect(momentumBadges(item(1, { rank_change_1h: 1 }))).toEqual([])
    expect(momentumBadges(item(1, null))).toEqual([])
    expect(momentumBadges(item(1, { also_on: ['weibo'] }))).toEqual([])
    // A direction without its figure (re-entered the list) claims no number of places.
    expect(momentumBadges(item(1, { direction: 'rising', rank_change_1h: null }))).toEqual([])
  })
})

describe('trendItemRef and sparkSummary', () => {
  it('names an item by platform and key, and none without momentum', () => {
    expect(trendItemRef(item(1, { key: 'a:b' }))).toBe('weibo:a:b')
    expect(trendItemRef(item(1, null))).toBeUndefined()
  })

  it('summarises the ranks a spark holds, skipping the gaps', () => {
    expect(sparkSummary([null, 12, 9, null, 3, 4])).toEqual({ first: 12, last: 4, best: 3, points: 4 })
    expect(sparkSummary([null, null])).toBeNull()
  })
})
