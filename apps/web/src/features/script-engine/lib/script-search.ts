import { PLATFORM_IDS, type Platform } from '@hookline/contract/platforms'

/*
 * Search params of /script-engine. Route files stay in the entry chunk, so this module imports
 * only types and the zod-free platform list from the contract (the main entry would pull zod into
 * the first load; bench/bundle-size.mjs).
 */
export const SCRIPT_PLATFORMS = PLATFORM_IDS

/** Hot Discoveries links here with a trending title; longer text is cut rather than refused. */
const TOPIC_PREFILL_MAX = 200

export interface ScriptEngineSearch {
  topic?: string
  platform?: Platform
}

const isPlatform = (value: unknown): value is Platform =>
  typeof value === 'string' && (SCRIPT_PLATFORMS as readonly string[]).includes(value)

/** /script-engine?topic=…&platform=…: pre-fills the brief; unknown values are dropped. */
export function validateScriptEngineSearch(search: Record<string, unknown>): ScriptEngineSearch {
  // The router parses numeric-looking values as numbers; a topic like "2025" is still a topic.
  const topic = typeof search.topic === 'number' ? String(search.topic) : search.topic
  // Both keys are always returned: the router merges the raw search of parent routes under this
  // result, so an absent key would let an unknown value (?platform=myspace) through.
  return {
    topic: typeof topic === 'string' && topic.trim() ? topic.trim().slice(0, TOPIC_PREFILL_MAX) : undefined,
    platform: isPlatform(search.platform) ? search.platform : undefined,
  }
}
