import { APICallError, RetryError } from 'ai'
import { ErrorCode, type ConnectionFailureReason } from '@hookline/contract'
import { AppError } from '../../lib/errors'
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
  upstream(
    ErrorCode.UPSTREAM_TIMEOUT,
    'timeout',
    `The AI provider (${config.provider}) sent nothing for ${Math.round(config.timeoutMs / 1000)} s`,
    { cause },
  )

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
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode
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
    return upstream(ErrorCode.UPSTREAM_FAILED, 'provider_error', `${who} answered HTTP ${status}`, { cause })
  }
  const message = cause instanceof Error ? cause.message : String(cause)
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed/i.test(`${message} ${describeCause(cause)}`)) {
    return upstream(ErrorCode.UPSTREAM_FAILED, 'unreachable', `${who} could not be reached at ${config.baseURL}`, {
      cause,
    })
  }
  return upstream(ErrorCode.UPSTREAM_FAILED, 'provider_error', `${who} failed: ${message}`, { cause })
}
