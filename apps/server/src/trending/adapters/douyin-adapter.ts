import { z } from 'zod'
import type { TrendItem } from '@hookline/contract'
import { TrendFetchError } from '../trend-fetch-error'
import { finishItems, parsePayload, type TrendAdapter } from './trend-adapter'

const envelopeSchema = z.object({ status_code: z.number(), status_msg: z.string().optional() })

const wordSchema = z.object({
  word: z.string(),
  hot_value: z.number().int().min(0),
  /** Absent on 专题 rows (word_type 2), which are not part of the ranking. */
  position: z.number().int().min(1).optional(),
  sentence_id: z.string().optional(),
  label: z.number().int().optional(),
  word_cover: z.object({ url_list: z.array(z.string()) }).nullish(),
})

const payloadSchema = z.object({ data: z.object({ word_list: z.array(wordSchema) }) })

/**
 * Badge codes seen in recordings. Unverified beyond one third-party README (shared/reference
 * README): 16 sat on a "…系谣言" row. Unknown codes show no badge rather than a guess.
 */
const LABELS: Record<number, string> = { 1: '新', 3: '热', 16: '辟谣' }

/**
 * Douyin's hot search, app endpoint (a UA is all it asks for). `trending_list` (实时上升热点)
 * has no position and no heat, so only `word_list` is the ranking.
 */
export const douyinAdapter: TrendAdapter = {
  platform: 'douyin',
  requests: [
    {
      pathAndQuery: '/aweme/v1/hot/search/list/?version_name=13.2.0&device_platform=android',
      headers: { 'User-Agent': 'okhttp3', Accept: 'application/json' },
    },
  ],
  fixtureFile: 'douyin.json',
  parse(body) {
    const envelope = parsePayload(envelopeSchema, body)
    if (envelope.status_code !== 0) {
      throw new TrendFetchError('upstream_error', `Douyin status_code ${envelope.status_code}`, {
        detail: envelope.status_msg,
      })
    }
    const { word_list } = parsePayload(payloadSchema, body).data
    const items: TrendItem[] = []
    for (const word of word_list) if (word.position !== undefined) items.push(toItem(word, word.position))
    return finishItems(items)
  },
}

function toItem(word: z.infer<typeof wordSchema>, rank: number): TrendItem {
  const url = word.sentence_id
    ? `https://www.douyin.com/hot/${encodeURIComponent(word.sentence_id)}`
    : `https://www.douyin.com/search/${encodeURIComponent(word.word)}`
  return {
    platform: 'douyin',
    rank,
    title: word.word.trim(),
    url,
    hot_value: word.hot_value,
    // Signed CDN links that expire (x-expires); fine for a snapshot refreshed every few minutes.
    cover_url: word.word_cover?.url_list[0],
    label: word.label === undefined ? undefined : LABELS[word.label],
  }
}
