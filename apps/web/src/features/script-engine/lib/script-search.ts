import { PLATFORM_IDS, type Platform } from '@hookline/contract/platforms'
import type { BriefTrend, TrendPlatform } from '@hookline/contract'

/*
 * Search params of /script-engine. Route files stay in the entry chunk, so this module imports
 * only types and the zod-free platform list from the contract (the main entry would pull zod into
 * the first load; bench/bundle-size.mjs).
 */
export const SCRIPT_PLATFORMS = PLATFORM_IDS

/** Hot Discoveries links here with a trending title; longer text is cut rather than refused. */
const TOPIC_PREFILL_MAX = 200

const TREND_PLATFORMS = ['bilibili', 'weibo', 'douyin'] as const satisfies readonly TrendPlatform[]

export interface ScriptEngineSearch {
  topic?: string
  platform?: Platform
  /**
   * The trending item Hot Discoveries' "write a script" started from. Only its shape is checked
   * here; the brief form validates it with the contract's briefTrendSchema and drops it if invalid.
   */
  trend?: BriefTrend
}

const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (SCRIPT_PLATFORMS as readonly string[]).includes(value)

const isTrendPlatform = (value: unknown): value is TrendPlatform =>
  typeof value === 'string' && (TREND_PLATFORMS as readonly string[]).includes(value)

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined)

/** ?trend={…}: the item as the router parsed it (JSON), with only the known keys of the right types. */
function readTrend(value: unknown): BriefTrend | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const raw = value as Record<string, unknown>
  const title = text(raw.title)
  if (!isTrendPlatform(raw.platform) || !title) return undefined
  const trend: BriefTrend = { platform: raw.platform, title }
  const optional = {
    rank: whole(raw.rank),
    hot_value: whole(raw.hot_value),
    seen_at: text(raw.seen_at),
    url: text(raw.url),
    description: text(raw.description),
  }
  for (const [key, field] of Object.entries(optional)) if (field !== undefined) Object.assign(trend, { [key]: field })
  return trend
}

/** /script-engine?topic=…&platform=…&trend=…: pre-fills the brief; unknown values are dropped. */
export function validateScriptEngineSearch(search: Record<string, unknown>): ScriptEngineSearch {
  // The router parses numeric-looking values as numbers; a topic like "2025" is still a topic.
  const topic = typeof search.topic === 'number' ? String(search.topic) : search.topic
  // Every key is always returned: the router merges the raw search of parent routes under this
  // result, so an absent key would let an unknown value (?platform=myspace) through.
  return {
    topic: typeof topic === 'string' && topic.trim() ? topic.trim().slice(0, TOPIC_PREFILL_MAX) : undefined,
    platform: isPlatform(search.platform) ? search.platform : undefined,
    trend: readTrend(search.trend),
  }
}
