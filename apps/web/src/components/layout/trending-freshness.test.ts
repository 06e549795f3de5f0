import { describe, expect, it } from 'vitest'
import type { PlatformTrends } from '@hookline/contract'
import { trendingFreshness } from './trending-freshness'

const item = {
  rank: 1,
  title: 'Topic',
  url: 'https://example.com',
  hot: 1,
} as unknown as PlatformTrends['items'][number]
const platform = (overrides: Partial<PlatformTrends> = {}): PlatformTrends => ({
  platform: 'weibo',
  items: [item],
  updatedAt: '2026-11-23T10:00:00.000Z',
  stale: false,
  sample: false,
  ...overrides,
})

describe('the Hot Discoveries badge', () => {
  it('says Live only when every platform has a fresh list', () => {
    expect(trendingFreshness({ platforms: [platform(), platform({ platform: 'douyin' })] }, false, true)).toBe('live')
  })
  it('says stale when one platform is stale, failed or empty, or the last refetch failed', () => {
    expect(trendingFreshness({ platforms: [platform(), platform({ stale: true })] }, false, true)).toBe('stale')
    expect(trendingFreshness({ platforms: [platform(), platform({ items: [] })] }, false, true)).toBe('stale')
    expect(trendingFreshness({ platforms: [platform()] }, true, true)).toBe('stale')
  })
  it('says sample for recorded sample data', () => {
    expect(trendingFreshness({ platforms: [platform({ sample: true })] }, false, true)).toBe('sample')
  })
  it('says unreachable when no list ever came or the API could not be reached', () => {
    expect(trendingFreshness({ platforms: [platform({ items: [], stale: true })] }, false, true)).toBe('unreachable')
    expect(trendingFreshness(undefined, true, true)).toBe('unreachable')
  })
  it('claims nothing before the lists are known, and says offline without a network', () => {
    expect(trendingFreshness(undefined, false, true)).toBeNull()
    expect(trendingFreshness({ platforms: [platform()] }, false, false)).toBe('offline')
  })
})
