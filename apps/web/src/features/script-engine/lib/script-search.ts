import * as z from 'zod/mini'
import { PLATFORM_IDS } from '@hookline/contract/platforms'
import { lenient, searchText, searchTrend } from '@/lib/search-params'

/*
 * Search params of /script-engine. Route files stay in the entry chunk, so this module imports
 * only the zod-free platform list from the contract (the main entry would pull the contract's zod
 * into the first load; bench/bundle-size.mjs).
 */
export const SCRIPT_PLATFORMS = PLATFORM_IDS

/** Hot Discoveries links here with a trending title; longer text is cut rather than refused. */
const TOPIC_PREFILL_MAX = 200

/** /script-engine?topic=…&platform=…&trend=…: pre-fills the brief; unknown values are dropped. */
export const scriptEngineSearchSchema = z.object({
  topic: searchText(TOPIC_PREFILL_MAX),
  platform: lenient(z.enum(SCRIPT_PLATFORMS)),
  /** The trending item Hot Discoveries' "write a script" started from. */
  trend: searchTrend,
})
