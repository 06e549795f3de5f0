import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateText, RetryError } from 'ai'
import type { ConnectionTestResult, ModelList } from '@hookline/contract'
import { mapProviderError, type OpenAICompatibleConfig } from '../../engines'
import { findOutboundRefused, readCappedJson } from '../../lib/outbound-fetch'

/** "Test connection" waits this long for the tiny answer; listing models, less. */
export const PROBE_TIMEOUT_MS = 20_000
export const MODEL_LIST_TIMEOUT_MS = 10_000
/** A model list is a few KB; OpenRouter-sized lists stay far below this. */
export const MODEL_LIST_MAX_BYTES = 2 * 1024 * 1024
export const MODEL_LIST_MAX_ITEMS = 1000

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/**
 * A tiny real request (a few output tokens) to the configured model: it proves the address,
 * the key, the model and the balance at once. Answers how long the model took, or why not.
 */
export async function testConnection(
  config: OpenAICompatibleConfig,
  fetch: typeof globalThis.fetch,
): Promise<ConnectionTestResult> {
  const provider = createOpenAICompatible({
    name: config.provider,
    baseURL: trimSlash(config.baseURL),
    apiKey: config.apiKey,
    fetch,
  })
  const started = performance.now()
  try {
    await generateText({
      model: provider.chatModel(config.model),
      prompt: 'Reply with the single word OK.',
      maxOutputTokens: 5,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    })
    return { ok: true, latency_ms: Math.round(performance.now() - started), reason: null, message: null }
  } catch (error) {
    const mapped = timedOut(error) ? null : mapProviderError(error, config)
    const reason = mapped
      ? ((mapped.data as { reason?: ConnectionTestResult['reason'] } | null)?.reason ?? 'provider_error')
      : 'timeout'
    const message =
      providerWords(error) ??
      (!mapped
        ? `No answer within ${PROBE_TIMEOUT_MS / 1000} s`
        : ownSentence(error)
          ? mapped.message
          : 'The answer was not an OpenAI-compatible reply')
    return { ok: false, latency_ms: null, reason, message }
  }
}

/** GET {base}/models, the OpenAI list shape (Ollama's /v1 answers it too). */
export async function listModels(config: OpenAICompatibleConfig, fetch: typeof globalThis.fetch): Promise<ModelList> {
  try {
    const response = await fetch(`${trimSlash(config.baseURL)}/models`, {
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      signal: AbortSignal.timeout(MODEL_LIST_TIMEOUT_MS),
    })
    if (!response.ok) {
      await response.body?.cancel().catch(() => {})
      const reason =
        response.status === 401 || response.status === 403
          ? 'bad_api_key'
          : response.status === 429
            ? 'rate_limited'
            : 'provider_error'
      return { models: [], reason }
    }
    const body = (await readCappedJson(response, MODEL_LIST_MAX_BYTES)) as { data?: Array<{ id?: unknown }> }
    const ids = (Array.isArray(body?.data) ? body.data : [])
      .map((item) => item?.id)
      .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200)
    return { models: [...new Set(ids)].sort((a, b) => a.localeCompare(b)).slice(0, MODEL_LIST_MAX_ITEMS), reason: null }
  } catch (error) {
    if (timedOut(error)) return { models: [], reason: 'timeout' }
    const mapped = mapProviderError(error, config)
    return { models: [], reason: (mapped.data as { reason?: ModelList['reason'] } | null)?.reason ?? 'provider_error' }
  }
}

/** How much of a provider's own error message is shown: a sentence about the request, not a page. */
export const PROVIDER_WORDS_MAX = 200

/**
 * What the provider itself said ("Incorrect API key provided", "Insufficient Balance"), shown to
 * the creator who owns the connection under the translated reason: only an error answer's
 * OpenAI-style `error.message` or Ollama's `error` string, on one line, at most
 * PROVIDER_WORDS_MAX characters. Any other body (a page, another service's JSON, this app's own
 * envelope) is never repeated: a connection must not read back what answers at an address.
 */
function providerWords(error: unknown): string | null {
  const cause = RetryError.isInstance(error) ? error.lastError : error
  if (!APICallError.isInstance(cause) || !cause.responseBody || !cause.statusCode || cause.statusCode < 400) return null
  try {
    const body = JSON.parse(cause.responseBody) as { error?: { message?: unknown } | string }
    const said = typeof body?.error === 'string' ? body.error : body?.error?.message
    if (typeof said !== 'string') return null
    // eslint-disable-next-line no-control-regex
    const line = said.replace(/[\u0000-\u001f\u007f-\u009f\s]+/g, ' ').trim()
    if (!line) return null
    return line.length > PROVIDER_WORDS_MAX ? `${line.slice(0, PROVIDER_WORDS_MAX)}…` : line
  } catch {
    return null
  }
}

/**
 * Whether mapProviderError's sentence for this failure is our own words (a status, a refused
 * address, an unreachable host) rather than a library's message, which may quote the answer.
 */
function ownSentence(error: unknown): boolean {
  const cause = RetryError.isInstance(error) ? error.lastError : error
  if (findOutboundRefused(error)) return true
  if (APICallError.isInstance(cause)) return true
  const text = `${cause instanceof Error ? cause.message : ''} ${cause instanceof Error && cause.cause instanceof Error ? `${cause.cause.message} ${(cause.cause as { code?: string }).code ?? ''}` : ''}`
  return /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|fetch failed/i.test(text)
}

function timedOut(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 6;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (current instanceof DOMException && current.name === 'TimeoutError') return true
  }
  return false
}
