import type { Platform, TrendItem, TrendPlatform } from '@hookline/contract'

/** Trending platforms as the script engine names them (contract scripts.ts `platformSchema`). */
const SCRIPT_PLATFORM: Record<TrendPlatform, Platform> = {
  bilibili: 'bilibili',
  weibo: 'weibo',
  douyin: 'douyin',
}

/** Search params that open the script engine on a topic (topic and platform filled in). */
export const scriptEngineSearch = (item: Pick<TrendItem, 'title' | 'platform'>) => ({
  topic: item.title,
  platform: SCRIPT_PLATFORM[item.platform],
})
