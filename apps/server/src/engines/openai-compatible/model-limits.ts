import { ErrorCode } from '@hookline/contract'
import { AppError } from '../../lib/errors'
import { IncompleteAnswerError } from '../engine'

/**
 * Bounds on what one call to a model may cost us. A provider bills by
 * the token and a misbehaving one can stream forever; neither may run unbounded on our side.
 */
export const MODEL_LIMIT_DEFAULTS = {
  /** A 30-minute script in Chinese with its shots and packaging fits in about 8k tokens. */
  maxOutputTokens: 8192,
  /** Five minutes for one answer: a long script at a slow 30 tokens/s still finishes. */
  totalTimeoutMs: 300_000,
}

/**
 * Tokens to ask for: a 60-second script needs about 1,500 (Chinese, shots and packaging
 * included), every further second about 6 more; never above the configured ceiling.
 */
export function outputTokensFor(targetSeconds: number, ceiling = MODEL_LIMIT_DEFAULTS.maxOutputTokens): number {
  return Math.min(ceiling, Math.ceil(2000 + targetSeconds * 6))
}

/**
 * Streamed characters past which we stop reading: a provider that ignores max_tokens. No
 * tokenizer averages 8 characters a token, so an honest answer never comes near it.
 */
export const streamedCharsLimit = (maxOutputTokens: number) => maxOutputTokens * 8

/**
 * Characters of earlier conversation sent with each turn: the brief, then as many of the most
 * recent versions and requests as fit. Past it, the oldest pairs go (their changes live on in
 * the latest version), so a long revision session neither grows the bill without end nor
 * overflows an 8k-context model.
 */
export const HISTORY_BUDGET_CHARS = 16_000

export const HISTORY_OMITTED_NOTE = (count: number) =>
  `(${count} earlier turns of this conversation are left out to keep this conversation short; the latest version includes their changes.)`

type Message = { role: 'user' | 'assistant'; content: string }

/**
 * Keeps the first message (the brief) and the newest turns within `budget` characters. Turns go
 * in (assistant, user) pairs, so roles still alternate; the newest version and the request about
 * it always stay, whatever their size (their own limits bound them).
 */
export function fitHistory<M extends Message>(messages: M[], budget = HISTORY_BUDGET_CHARS): M[] {
  const size = (list: M[]) => list.reduce((sum, m) => sum + m.content.length, 0)
  const [brief, ...rest] = messages
  if (!brief) return messages
  let kept = rest
  let omitted = 0
  while (kept.length > 2 && brief.content.length + size(kept) > budget) {
    // A request right after the brief goes alone; otherwise a version with the request about it.
    kept = kept.slice(kept[0].role === 'user' ? 1 : 2)
    omitted += 1
  }
  if (omitted === 0) return messages
  return [{ ...brief, content: `${brief.content}\n\n${HISTORY_OMITTED_NOTE(omitted)}` }, ...kept]
}

export const answerTooLong = (provider: string, limit: number) =>
  new AppError(
    ErrorCode.UPSTREAM_FAILED,
    `The AI provider (${provider}) kept writing past ${limit} characters; what it wrote is kept as an incomplete version.`,
    {
      data: { reason: 'too_long' },
    },
  )

export const answerTooSlow = (provider: string, totalTimeoutMs: number) =>
  new IncompleteAnswerError(
    'timeout',
    `The AI provider (${provider}) did not finish its answer within ${Math.round(totalTimeoutMs / 1000)} s; what arrived is kept as an incomplete version.`,
    { code: ErrorCode.UPSTREAM_TIMEOUT },
  )
