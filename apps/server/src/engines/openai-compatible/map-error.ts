import { APICallError, InvalidResponseDataError, JSONParseError, RetryError, TypeValidationError } from 'ai'
import { ErrorCode, type ConnectionFailureReason } from '@hookline/contract'
import { AppError } from '../../lib/errors'
import { IncompleteAnswerError } from '../engine'
import { findOutboundRefused } from '../../lib/outbound-fetch'
import type { OpenAICompatibleConfig } from './presets'

/** Why the provider call failed; the web maps `data.reason` to a translated toast (and /apps to a status). */
export type UpstreamReason = ConnectionFailureReason

/** Out of credit at the provider: 402 (DeepSeek), or a 429 that says quota/balance (OpenAI, Moonshot, Zhipu). */
const mentionsNoBalance = (body: string | undefined) =>
  /insufficient[_ ](quota|balance)|exceeded_current_quota|余额不足|欠费|arrearage/i.test(body ?? '')

const upstream = (
  code: (typeof ErrorCode)[keyof typeof ErrorCode],
  reason: UpstreamReason,
  message: string,
  extra: { retryAfterSeconds?: number; cause?: unknown } = {},
) =>
  new AppError(code, message, {
    data: { reason, ...(extra.retryAfterSeconds !== undefined ? { retryAfterSeconds: extra.retryAfterSeconds } : {}) },
    headers: extra.retryAfterSeconds !== undefined ? { 'Retry-After': String(extra.retryAfterSeconds) } : {},
    cause: extra.cause,
  })

export const upstreamTimeout = (config: OpenAICompatibleConfig, cause?: unknown) =>
  new IncompleteAnswerError(
    'timeout',
    `The AI provider (${config.provider}) sent nothing for ${Math.round(config.timeoutMs / 1000)} s`,
    { code: ErrorCode.UPSTREAM_TIMEOUT, cause },
  )

/** How much of what a provider says about a request is shown: one line, never a body. */
export const PROVIDER_WORDS_MAX_LENGTH = 200

/**
 * What a provider said about the request in its own words: the `error.message` of an
 * OpenAI-style error (or a bare `error` / `message` string), one line, at most
 * PROVIDER_WORDS_MAX_LENGTH characters. Null for anything else: an HTML page, a stack trace or
 * any other body is never shown to a creator.
 */
export function providerWords(said: unknown): string | null {
  let value: unknown = said
  if (typeof said === 'string') {
    try {
      value = JSON.parse(said)
    } catch {
      return null
    }
  }
  if (!value || typeof value !== 'object') return null
  const { error, message } = value as { error?: unknown; message?: unknown }
  const words =
    typeof error === 'string'
      ? error
      : error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
        ? (error as { message: string }).message
        : typeof message === 'string'
          ? message
          : null
  if (!words) return null
  const line = words
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!line) return null
  return line.length > PROVIDER_WORDS_MAX_LENGTH ? `${line.slice(0, PROVIDER_WORDS_MAX_LENGTH - 1)}…` : line
}

const quoted = (words: string | null) => (words ? `: "${words}"` : '')

export const providerClosed = (config: OpenAICompatibleConfig, cause?: unknown) =>
  new IncompleteAnswerError(
    'provider_closed',
    `The AI provider (${config.provider}) closed the stream before the answer finished; what arrived is kept as an incomplete version.`,
    { cause },
  )

export const malformedStream = (config: OpenAICompatibleConfig, cause?: unknown) =>
  new IncompleteAnswerError(
    'malformed',
    `The AI provider (${config.provider}) sent a stream that is not in the chat-completions format, so the answer stopped there; what arrived is kept as an incomplete version.`,
    { cause },
  )

/** The provider's own filter stopped the answer (finish_reason "content_filter"): what came is kept, unfinished. */
export const contentFiltered = (config: OpenAICompatibleConfig) =>
  new IncompleteAnswerError(
    'provider_error',
    `The AI provider (${config.provider}) stopped the answer with its content filter; what arrived is kept as an incomplete version.`,
  )

/** A stream that ended without a finish reason: the provider hung up cleanly mid-answer. */
const endedEarly = (error: unknown) =>
  InvalidResponseDataError.isInstance(error) && /without a finish reason/i.test(error.message)

/**
 * An `error` part of a provider's stream: a line that is not the protocol (malformed), the end of
 * the stream before the answer finished (closed), or the provider's own error event mid-answer,
 * told in its own words.
 */
export function streamError(error: unknown, config: OpenAICompatibleConfig): AppError {
  if (error instanceof AppError) return error
  if (endedEarly(error)) return providerClosed(config, error)
  if (
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error) ||
    InvalidResponseDataError.isInstance(error)
  )
    return malformedStream(config, error)
  if (error instanceof Error) return mapProviderError(error, config)
  return new IncompleteAnswerError(
    'provider_error',
    `The AI provider (${config.provider}) reported an error mid-answer${quoted(providerWords({ error }))}`,
  )
}

/** The message of a fetch failure's underlying cause (undici puts the socket error there). */
function describeCause(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) return `${cause.name} ${cause.message} ${(cause as { code?: string }).code ?? ''}`
  return typeof cause === 'string' ? cause : ''
}

function retryAfter(headers: Record<string, string> | undefined): number | undefined {
  const value = headers?.['retry-after']
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds))
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** Model-not-found comes as 404 from most providers, as 400 "Model Not Exist" from some. */
const mentionsMissingModel = (body: string | undefined) =>
  /model[^"]{0,40}(not (exist|found)|does not exist|unknown|invalid)|model_not_found|no such model/i.test(body ?? '')

/** Provider failures → the AppErrors the API answers with (502/504 upstream). */
export function mapProviderError(error: unknown, config: OpenAICompatibleConfig): AppError {
  if (error instanceof AppError) return error
  const cause = RetryError.isInstance(error) ? error.lastError : error
  const who = `The AI provider (${config.provider})`
  // A creator's own connection is fixed in /apps; the server's in its environment.
  const fix = (variable: string) => (config.owner === 'user' ? 'check the connection in Apps' : `check ${variable}`)
  const refused = findOutboundRefused(error)
  if (refused) {
    const reason = refused.reason === 'redirect' ? 'redirect' : 'blocked_address'
    return upstream(ErrorCode.UPSTREAM_FAILED, reason, refused.message, { cause })
  }
  if (endedEarly(cause)) return providerClosed(config, cause)
  if (
    JSONParseError.isInstance(cause) ||
    TypeValidationError.isInstance(cause) ||
    InvalidResponseDataError.isInstance(cause)
  )
    return malformedStream(config, cause)
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode
    // The answer had started (2xx) when reading it failed: the connection went mid-stream.
    if (status !== undefined && status >= 200 && status < 300) return providerClosed(config, cause)
    if (status === 401 || status === 403) {
      return upstream(
        ErrorCode.UPSTREAM_FAILED,
        'bad_api_key',
        `${who} rejected the API key (HTTP ${status}); ${fix('AI_API_KEY')}`,
        { cause },
      )
    }
    if (status === 402 || (status === 429 && mentionsNoBalance(cause.responseBody))) {
      return upstream(
        ErrorCode.UPSTREAM_FAILED,
        'no_balance',
        `${who} says the account has no balance left (HTTP ${status}); top it up with the provider`,
        { cause },
      )
    }
    if (status === 429) {
      return upstream(ErrorCode.RATE_LIMITED, 'rate_limited', `${who} is rate limiting requests; try again shortly`, {
        retryAfterSeconds: retryAfter(cause.responseHeaders) ?? 10,
        cause,
      })
    }
    if (status === 404 || (status === 400 && mentionsMissingModel(cause.responseBody))) {
      return upstream(
        ErrorCode.UPSTREAM_FAILED,
        'model_not_found',
        `${who} does not know the model "${config.model}"; ${fix('AI_MODEL')}`,
        { cause },
      )
    }
    if (status === 408 || status === 504) return upstreamTimeout(config, cause)
    if (status === undefined) {
      return upstream(ErrorCode.UPSTREAM_FAILED, 'unreachable', `${who} could not be reached at ${config.baseURL}`, {
        cause,
      })
    }
    return upstream(
      ErrorCode.UPSTREAM_FAILED,
      'provider_error',
      `${who} answered HTTP ${status}${quoted(providerWords(cause.responseBody))}`,
      { cause },
    )
  }
  const message = cause instanceof Error ? cause.message : String(cause)
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed/i.test(`${message} ${describeCause(cause)}`)) {
    return upstream(ErrorCode.UPSTREAM_FAILED, 'unreachable', `${who} could not be reached at ${config.baseURL}`, {
      cause,
    })
  }
  // Whatever else went wrong is named, not quoted: an error's message may carry what the provider sent.
  return upstream(ErrorCode.UPSTREAM_FAILED, 'provider_error', `${who} failed (${errorName(cause)})`, { cause })
}

const errorName = (error: unknown) =>
  error instanceof Error && /^[\w.]{1,60}$/.test(error.name) ? error.name : 'unknown error'
