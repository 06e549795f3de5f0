import type { TrendingSamplesResponse } from '@hookline/contract'
import { trendAdapters } from '../adapters'
import bilibili from './bilibili.json'
import douyin from './douyin.json'
import weibo from './weibo.json'

/**
 * The recorded lists shipped with the server, offered when no live list was ever fetched. They are
 * the project's recordings of each upstream (test/fixtures/trending, sources in the README there),
 * bundled into the server so nothing is read from disk or the network. `recordedAt` is the day the
 * upstream answered: Bilibili's ranking 2022-11-19, Weibo's hot search 2025-06-02, Douyin's
 * 2025-12-01.
 */
const RECORDINGS = [
  { platform: 'bilibili', payload: bilibili, recordedAt: '2022-11-19' },
  { platform: 'weibo', payload: weibo, recordedAt: '2025-06-02' },
  { platform: 'douyin', payload: douyin, recordedAt: '2025-12-01' },
] as const

let parsed: TrendingSamplesResponse['platforms'] | undefined

/** Parsed by the same adapters as a live answer, once; never written to the snapshot table. */
export function sampleTrends(): TrendingSamplesResponse['platforms'] {
  parsed ??= RECORDINGS.map(({ platform, payload, recordedAt }) => ({
    platform,
    items: trendAdapters[platform].parse(payload),
    updatedAt: null,
    stale: false,
    sample: true as const,
    recordedAt,
  }))
  return parsed
}
