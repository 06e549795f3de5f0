import type { TrendPlatform } from '@hookline/contract'

/*
 * The trending sources the contract knows, in its order, without a value import of the contract
 * (its zod would join the first load: route files validate with these). A Record rather than a
 * list: a source added to the contract and missing here is a compile error that names it.
 */
const TREND_PLATFORM_KEYS: Record<TrendPlatform, true> = { bilibili: true, weibo: true, douyin: true }
export const TREND_PLATFORM_IDS = Object.keys(TREND_PLATFORM_KEYS) as TrendPlatform[]
