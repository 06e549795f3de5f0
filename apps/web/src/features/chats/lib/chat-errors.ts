/** What a failed chat request or stream said: the envelope's code and reason (chats-stream.ts sends the same). */
export interface ChatFailure {
  code: number | null
  reason: string | null
}

/** useChat's error carries the response body (a refusal's envelope) or the stream's error text (JSON). */
export function readChatFailure(error: Error | undefined): ChatFailure | null {
  if (!error) return null
  try {
    const parsed = JSON.parse(error.message) as { code?: unknown; data?: { reason?: unknown } | null }
    return {
      code: typeof parsed.code === 'number' ? parsed.code : null,
      reason: typeof parsed.data?.reason === 'string' ? parsed.data.reason : null,
    }
  } catch {
    return { code: null, reason: null }
  }
}

/** The chats.json key that says what went wrong and what to do. */
export function chatFailureKey(failure: ChatFailure): string {
  if (failure.reason === 'no_model') return 'errors.noModel'
  if (failure.code === 40200) return 'errors.credits'
  if (failure.code === 42901 || failure.code === 42900) return 'errors.busy'
  if (failure.code === 40400) return 'errors.gone'
  if (failure.reason === 'timeout' || failure.code === 50400) return 'errors.timeout'
  if (failure.reason === 'bad_api_key' || failure.reason === 'no_balance' || failure.reason === 'model_not_found')
    return `errors.${failure.reason}`
  return 'errors.provider'
}
