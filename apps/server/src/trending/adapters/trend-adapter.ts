import { z } from 'zod'
import { trendItemSchema, type TrendItem, type TrendPlatform } from '@hookline/contract'
import { TrendFetchError } from '../trend-fetch-error'

/** One upstream call: appended to the platform's configured base URL. */
export interface UpstreamRequest {
  pathAndQuery: string
  headers: Record<string, string>
}

/** Everything platform-specific about fetching a ranking (one adapter per platform). */
export interface TrendAdapter {
  platform: TrendPlatform
  /** Tried in order; the first that yields a ranked list wins (later ones are fallbacks). */
  requests: UpstreamRequest[]
  /** Payload file name inside TRENDING_FIXTURES_DIR. */
  fixtureFile: string
  /** Validates a parsed JSON body and maps it; throws TrendFetchError, never returns a partial list. */
  parse(body: unknown): TrendItem[]
}

/** Desktop Chrome UA: both Bilibili and Weibo turn suspicious-looking clients away. */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36'

/** Parses with a zod schema, turning a mismatch into a reported 'invalid_payload' failure. */
export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body)
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue.path.length > 0 ? issue.path.join('.') : '(root)'
    throw new TrendFetchError('invalid_payload', `Unexpected payload at ${where}: ${issue.message}`)
  }
  return result.data
}

/**
 * Last gate before items leave an adapter: at least one row, every row valid against the
 * contract, rank ascending. One bad row fails the whole list (no half-parsed lists).
 */
export function finishItems(items: TrendItem[]): TrendItem[] {
  if (items.length === 0) throw new TrendFetchError('empty', 'Upstream answered an empty ranking')
  const checked = parsePayload(z.array(trendItemSchema), items)
  return checked.sort((a, b) => a.rank - b.rank)
}

/** Upstreams hand out http:// image links; the web app is served over https. */
export const toHttps = (url: string) => url.replace(/^http:\/\//, 'https://')

/** First non-blank string among the candidates, trimmed. */
export function firstText(...candidates: (string | null | undefined)[]): string | undefined {
  for (const candidate of candidates) {
    const text = candidate?.trim()
    if (text) return text
  }
  return undefined
}
