import type { BriefTrend, Platform, TrendItem, TrendPlatform } from '@hookline/contract'

/** Trending platforms as the script engine names them (contract scripts.ts `platformSchema`). */
const SCRIPT_PLATFORM: Record<TrendPlatform, Platform> = {
  bilibili: 'bilibili',
  weibo: 'weibo',
  douyin: 'douyin',
}

/** The source's badge ("沸", "百万播放") fits the brief's description (briefTrendSchema's bound). */
const DESCRIPTION_MAX = 500

/**
 * Search params that open the script engine on a trending item: the topic and platform filled in,
 * and the item itself (`trend`), so the model is told what Hookline knows of it (rank, heat, link,
 * label, when the list was read) instead of a bare headline. `seenAt` is the list's read time.
 */
export const scriptEngineSearch = (
  item: Pick<TrendItem, 'title' | 'platform'> & Partial<Pick<TrendItem, 'rank' | 'hot_value' | 'url' | 'label'>>,
  seenAt?: string | null,
) => {
  const trend: BriefTrend = { platform: item.platform, title: item.title }
  if (item.rank !== undefined) trend.rank = item.rank
  if (item.hot_value !== undefined) trend.hot_value = item.hot_value
  if (item.url) trend.url = item.url
  if (item.label?.trim()) trend.description = item.label.trim().slice(0, DESCRIPTION_MAX)
  if (seenAt) trend.seen_at = seenAt
  return { topic: item.title, platform: SCRIPT_PLATFORM[item.platform], trend }
}
