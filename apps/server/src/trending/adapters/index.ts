import type { TrendPlatform } from '@hookline/contract'
import { bilibiliAdapter } from './bilibili-adapter'
import { douyinAdapter } from './douyin-adapter'
import type { TrendAdapter } from './trend-adapter'
import { weiboAdapter } from './weibo-adapter'

export type { TrendAdapter } from './trend-adapter'

export const trendAdapters: Record<TrendPlatform, TrendAdapter> = {
  bilibili: bilibiliAdapter,
  weibo: weiboAdapter,
  douyin: douyinAdapter,
}
