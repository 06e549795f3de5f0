import type { BriefTrend, TrendPlatform } from '@hookline/contract'

/** /chats?thread=…&attach={…}: the open thread, and a trending item Hot Discoveries attaches to a new one. */
export interface ChatsSearch {
  thread?: string
  attach?: BriefTrend
}

const TREND_PLATFORMS: readonly TrendPlatform[] = ['bilibili', 'weibo', 'douyin']
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function readAttach(value: unknown): BriefTrend | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const raw = value as Record<string, unknown>
  const title = typeof raw.title === 'string' ? raw.title.trim() : ''
  if (!title || !TREND_PLATFORMS.includes(raw.platform as TrendPlatform)) return undefined
  const trend: BriefTrend = { platform: raw.platform as TrendPlatform, title: title.slice(0, 200) }
  if (typeof raw.hot_value === 'number' && Number.isInteger(raw.hot_value)) trend.hot_value = raw.hot_value
  if (typeof raw.rank === 'number' && Number.isInteger(raw.rank)) trend.rank = raw.rank
  if (typeof raw.url === 'string' && /^https?:\/\//.test(raw.url)) trend.url = raw.url
  if (typeof raw.description === 'string' && raw.description.trim()) trend.description = raw.description.trim()
  return trend
}

/** Unknown values are dropped; every key is returned (script-search.ts says why). */
export function validateChatsSearch(search: Record<string, unknown>): ChatsSearch {
  return {
    thread: typeof search.thread === 'string' && UUID.test(search.thread) ? search.thread : undefined,
    attach: readAttach(search.attach),
  }
}
