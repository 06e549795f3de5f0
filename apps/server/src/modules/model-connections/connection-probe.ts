import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { APICallError, generateText, RetryError } from 'ai'
import type { ConnectionTestResult, ModelList } from '@hookline/contract'
import { mapProviderError } from '../../engines/openai-compatible/map-error'
import type { OpenAICompatibleConfig } from '../../engines/openai-compatible/presets'
import { readCappedJson } from '../../lib/outbound-fetch'

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
    const message = providerWords(error) ?? (mapped ? mapped.message : `No answer within ${PROBE_TIMEOUT_MS / 1000} s`)
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

/**
 * What the provider itself said ("Incorrect API key provided", "Insufficient Balance"): its
 * OpenAI-style `error.message`, shown to the creator who owns the connection under the
 * translated reason. Null when it said nothing readable (then our own sentence is shown).
 */
function providerWords(error: unknown): string | null {
  const cause = RetryError.isInstance(error) ? error.lastError : error
  if (!APICallError.isInstance(cause) || !cause.responseBody) return null
  try {
    const body = JSON.parse(cause.responseBody) as { error?: { message?: unknown } | string; message?: unknown }
    const said = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message)
    return typeof said === 'string' && said.trim() ? said.trim().slice(0, 300) : null
  } catch {
    return null
  }
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
