import { z } from 'zod'
import type { TrendItem } from '@hookline/contract'
import { TrendFetchError } from '../trend-fetch-error'
import { DESKTOP_USER_AGENT, finishItems, firstText, parsePayload, toHttps, type TrendAdapter } from './trend-adapter'

const headers = {
  'User-Agent': DESKTOP_USER_AGENT,
  Referer: 'https://www.bilibili.com/ranking/all',
  Accept: 'application/json, text/plain, */*',
  'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8',
}

const envelopeSchema = z.object({ code: z.number(), message: z.string().optional() })

/** ranking/v2 and popular share the item shape; unknown fields are ignored (they come and go). */
const videoSchema = z.object({
  title: z.string(),
  bvid: z.string().min(1).optional(),
  short_link_v2: z.string().optional(),
  pic: z.string().optional(),
  stat: z.object({ view: z.number().int().min(0) }),
  rcmd_reason: z.object({ content: z.string().optional() }).nullish(),
})

const payloadSchema = z.object({ data: z.object({ list: z.array(videoSchema) }) })

/**
 * Bilibili's whole-site ranking (rid=0); `popular` is the fallback when ranking/v2 is refused
 * (code -352 risk control, or an empty list). Rank is the array position: `stat.now_rank` is 0.
 */
export const bilibiliAdapter: TrendAdapter = {
  platform: 'bilibili',
  requests: [
    { pathAndQuery: '/x/web-interface/ranking/v2?rid=0&type=all', headers },
    { pathAndQuery: '/x/web-interface/popular?ps=50&pn=1', headers },
  ],
  fixtureFile: 'bilibili.json',
  parse(body) {
    const envelope = parsePayload(envelopeSchema, body)
    if (envelope.code !== 0) {
      throw new TrendFetchError('upstream_error', `Bilibili code ${envelope.code}`, { detail: envelope.message })
    }
    const { list } = parsePayload(payloadSchema, body).data
    return finishItems(list.map((video, index): TrendItem => toItem(video, index + 1)))
  },
}

function toItem(video: z.infer<typeof videoSchema>, rank: number): TrendItem {
  const url = video.bvid ? `https://www.bilibili.com/video/${encodeURIComponent(video.bvid)}` : video.short_link_v2
  if (!url) throw new TrendFetchError('invalid_payload', `Unexpected payload at data.list.${rank - 1}: no bvid or link`)
  return {
    platform: 'bilibili',
    rank,
    title: video.title.trim(),
    url,
    hot_value: video.stat.view,
    cover_url: video.pic ? toHttps(video.pic) : undefined,
    label: firstText(video.rcmd_reason?.content),
  }
}
