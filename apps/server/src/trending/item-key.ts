import type { TrendItem, TrendPlatform } from '@hookline/contract'

/** Bilibili video ids: "BV" and ten letters or digits (bilibili-API-collect, docs/misc/bvid_desc.md). */
const BVID = /BV[0-9A-Za-z]{10}/

/** Keys are bounded so a detail URL cannot carry an arbitrary blob; titles are at most 200 characters. */
export const TREND_ITEM_KEY_MAX_LENGTH = 200

/**
 * A word as the lists spell it, reduced to what stays the same between refreshes: full-width
 * forms folded (NFKC), Weibo's topic marks (#…#) and every space or invisible character dropped,
 * Latin letters lower-cased. 「#金价上冲#」 and 「金价上冲」 are one word.
 */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[#\s\u200b-\u200f\u2060\ufeff]/gu, '')
    .toLowerCase()
}

/**
 * The item's identity on its platform across refreshes, the `item_key` of the rank history.
 * Bilibili: the video id (bvid), found in the link the adapter builds (also in a b23.tv short
 * link), since a video keeps it while its title is edited. Weibo and Douyin rows are search words
 * (Weibo's have no id at all; Douyin's sentence_id is optional in its payloads and names an event
 * card, not the word), and the search word is what a reader follows: the normalised word is the key.
 * A Bilibili row without a recognisable id falls back to its normalised title.
 */
export function trendItemKey(item: Pick<TrendItem, 'platform' | 'title' | 'url'>): string {
  if (item.platform === 'bilibili') {
    const bvid = BVID.exec(item.url)?.[0]
    if (bvid) return bvid
  }
  return (normaliseWord(item.title) || normaliseWord(item.url)).slice(0, TREND_ITEM_KEY_MAX_LENGTH)
}

/** Whether `key` could have come from trendItemKey on `platform` (detail URLs are checked with it). */
export function isWellFormedItemKey(platform: TrendPlatform, key: string): boolean {
  if (key.length === 0 || key.length > TREND_ITEM_KEY_MAX_LENGTH) return false
  if (platform === 'bilibili' && new RegExp(`^${BVID.source}$`).test(key)) return true
  return normaliseWord(key) === key && !/[\p{Cc}\p{Cs}]/u.test(key)
}
