import type { Config } from '../../env'
import {
  createGuardedFetch,
  findOutboundRefused,
  type LookupFunction,
  type PrivateAddressPolicy,
} from '../../lib/outbound-fetch'
import { readCappedBody } from '../../lib/read-capped-body'
import { privateNetworkSetting } from '../model-connections/private-network'
import { appAnswer, formatWebhook, type PushMessage, type WebhookTarget } from './webhook-formats'

/** A chat app answers a message within a second or two; past this the attempt counts as a timeout. */
export const WEBHOOK_TIMEOUT_MS = 10_000
/** Their answers are a few dozen bytes of JSON. */
const ANSWER_MAX_BYTES = 16 * 1024

export type WebhookFailure = 'blocked_address' | 'http_error' | 'app_error' | 'timeout' | 'network'

export interface WebhookOutcome {
  ok: boolean
  status: number | null
  reason: WebhookFailure | null
  message: string | null
  /** Worth another attempt later: a 5xx, a 429, a timeout, a network failure, the app's own rate limit. */
  retry: boolean
}

/**
 * Which addresses a webhook may reach: public ones only, like a model connection, unless the
 * operator allows every private address (MODEL_PRIVATE_NETWORK=all: a chat server on their own
 * network). The Ollama-only loopback exception of model connections does not apply.
 */
export const webhookPolicy = (config: Pick<Config, 'MODEL_PRIVATE_NETWORK' | 'HOST'>): PrivateAddressPolicy =>
  privateNetworkSetting(config) === 'all' ? 'all' : 'none'

const timedOut = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')

/** Posts one message through the outbound guard (resolved and checked at connect time, no redirects). */
export async function sendWebhook(
  options: { policy: PrivateAddressPolicy; lookup?: LookupFunction; timeoutMs?: number },
  target: WebhookTarget,
  message: PushMessage,
): Promise<WebhookOutcome> {
  const guarded = createGuardedFetch({ policy: options.policy, lookup: options.lookup })
  const request = formatWebhook(target, message)
  let response: Response
  try {
    response = await guarded(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    })
  } catch (error) {
    const refused = findOutboundRefused(error)
    if (refused) return { ok: false, status: null, reason: 'blocked_address', message: refused.message, retry: false }
    if (timedOut(error))
      return { ok: false, status: null, reason: 'timeout', message: 'The chat app did not answer in time', retry: true }
    return {
      ok: false,
      status: null,
      reason: 'network',
      message: `Could not reach the webhook (${(error as { cause?: { code?: string } }).cause?.code ?? 'network error'})`,
      retry: true,
    }
  }
  let text = ''
  try {
    text = (await readCappedBody(response, ANSWER_MAX_BYTES, () => new Error('answer too large'))).toString('utf8')
  } catch {
    // The status decides; an unreadable answer body says nothing more.
  }
  const status = response.status
  if (status < 200 || status >= 300) {
    const retry = status >= 500 || status === 429
    return { ok: false, status, reason: 'http_error', message: `HTTP ${status}`, retry }
  }
  let json: unknown
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  const answer = appAnswer(target.kind, json)
  if (!answer.ok) return { ok: false, status, reason: 'app_error', message: answer.message, retry: answer.retry }
  return { ok: true, status, reason: null, message: null, retry: false }
}
