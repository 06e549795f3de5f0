import { z } from 'zod'
import type { TrendItem } from '@hookline/contract'
import { TrendFetchError } from '../trend-fetch-error'
import { DESKTOP_USER_AGENT, finishItems, firstText, parsePayload } from './trend-adapter'
import type { TrendAdapter } from './trend-adapter'

const envelopeSchema = z.object({ ok: z.number(), msg: z.string().optional() })

const rowSchema = z.object({
  word: z.string(),
  word_scheme: z.string().optional(),
  /** 1-based position; `rank` is the 0-based display slot. */
  realpos: z.number().int().min(1),
  num: z.number().int().min(0),
  label_name: z.string().optional(),
  icon_desc: z.string().optional(),
  small_icon_desc: z.string().optional(),
})

const payloadSchema = z.object({ data: z.object({ realtime: z.array(z.unknown()) }) })

/**
 * Weibo's realtime hot search (`data.realtime`). The pinned government topics (`hotgov(s)`)
 * have no heat and no position and are not part of the ranking. The rows have no link: the
 * search page for the topic is the canonical place to read it.
 */
export const weiboAdapter: TrendAdapter = {
  platform: 'weibo',
  requests: [
    {
      pathAndQuery: '/ajax/side/hotSearch',
      // Without Referer and a desktop UA this endpoint answers 403 (DailyHotApi 9801c4c).
      headers: {
        'User-Agent': DESKTOP_USER_AGENT,
        Referer: 'https://weibo.com/',
        Accept: 'application/json, text/plain, */*',
      },
    },
  ],
  fixtureFile: 'weibo.json',
  parse(body) {
    const envelope = parsePayload(envelopeSchema, body)
    if (envelope.ok !== 1) {
      throw new TrendFetchError('upstream_error', `Weibo ok=${envelope.ok}`, { detail: envelope.msg })
    }
    const { realtime } = parsePayload(payloadSchema, body).data
    const ranked = realtime.filter((row) => !isAdRow(row))
    const rows = parsePayload(z.array(rowSchema), ranked)
    return finishItems(rows.map(toItem))
  },
}

function toItem(row: z.infer<typeof rowSchema>): TrendItem {
  const query = firstText(row.word_scheme, row.word) ?? row.word
  return {
    platform: 'weibo',
    rank: row.realpos,
    title: row.word.trim(),
    url: `https://s.weibo.com/weibo?q=${encodeURIComponent(query)}`,
    hot_value: row.num,
    label: firstText(row.label_name, row.icon_desc, row.small_icon_desc),
  }
}

/** Ad rows carry `is_ad` (1 or true) and no `realpos`; they are dropped before the strict row schema. */
function isAdRow(row: unknown): boolean {
  return typeof row === 'object' && row !== null && 'is_ad' in row && Boolean(Number(row.is_ad))
}
