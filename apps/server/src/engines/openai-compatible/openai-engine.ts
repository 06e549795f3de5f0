import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { streamText } from 'ai'
import type { Brief } from '@hookline/contract'
import { outputLimitReached, pendingRequest, type EngineTurn, type ScriptEngine } from '../engine'
import { contentFiltered, mapProviderError, streamError, upstreamTimeout } from './map-error'
import {
  answerTooLong,
  answerTooSlow,
  fitHistory,
  MODEL_LIMIT_DEFAULTS,
  outputTokensFor,
  streamedCharsLimit,
} from './model-limits'
import type { OpenAICompatibleConfig } from './presets'
import { versionTarget } from '../requests'
import { versionLanguage } from '../version-language'
import { buildMessages, buildSystemPrompt, repairRequest } from './system-prompt'

export interface OpenAICompatibleEngineOptions {
  /** Tests and benches inject their own fetch; production uses the global one. */
  fetch?: typeof fetch
}

/**
 * The `openai-compatible` engine: any chat-completions server through the Vercel AI SDK, whose
 * provider builds the request, reads the event stream and types the errors, and whose streamText
 * bounds the answer (abort and timeout options). No retries: a retry would re-stream text the
 * creator has already seen, and a 429 is better reported than silently waited out while the
 * request holds a connection.
 */
export function createOpenAICompatibleEngine(
  config: OpenAICompatibleConfig,
  options: OpenAICompatibleEngineOptions = {},
): ScriptEngine {
  const provider = createOpenAICompatible({
    name: config.provider,
    baseURL: config.baseURL.replace(/\/+$/, ''),
    apiKey: config.apiKey,
    fetch: options.fetch,
  })
  // Once per engine, not per answer: the model builds its stream-chunk schemas as it is made, and
  // the AI SDK documents a model as made once and used for every call.
  const model = provider.chatModel(config.model)

  type ChatMessage = ReturnType<typeof buildMessages>[number]
  const ceiling = config.maxOutputTokens ?? MODEL_LIMIT_DEFAULTS.maxOutputTokens
  const totalTimeoutMs = config.totalTimeoutMs ?? MODEL_LIMIT_DEFAULTS.totalTimeoutMs

  async function* chat(
    system: string,
    messages: ChatMessage[],
    maxOutputTokens: number,
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    // Each bound has its own signal, so a timeout is told apart from the creator's Stop (or the
    // server's drain, which comes through `signal` too) and each keeps its own reason.
    const total = AbortSignal.timeout(totalTimeoutMs)
    const local = new AbortController()
    // streamText's chunk timeout starts at the provider's first chunk: until the answer begins,
    // silence gets the same bound here.
    let waitedOut = false
    const waiting = setTimeout(() => {
      waitedOut = true
      local.abort(new Error('upstream idle timeout'))
    }, config.timeoutMs)
    const stopped = () => {
      if (signal.aborted)
        return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError')
      if (total.aborted) return answerTooSlow(config.provider, totalTimeoutMs)
      if (waitedOut) return upstreamTimeout(config)
      return null
    }
    const maxChars = streamedCharsLimit(maxOutputTokens)
    let streamed = 0

    try {
      const answer = streamText({
        model,
        system,
        messages,
        maxOutputTokens,
        maxRetries: 0,
        abortSignal: AbortSignal.any([signal, total, local.signal]),
        timeout: { chunkMs: config.timeoutMs },
        // Every error also arrives as a part of the stream below, which decides what it means.
        onError: () => {},
      })
      let finish: string | undefined
      for await (const part of answer.fullStream) {
        if (part.type === 'start-step') clearTimeout(waiting)
        else if (part.type === 'text-delta' && part.text) {
          streamed += part.text.length
          // A provider that ignores max_tokens: stop reading (the finally closes the request).
          if (streamed > maxChars) throw answerTooLong(config.provider, maxChars)
          yield part.text
        } else if (part.type === 'error') throw stopped() ?? streamError(part.error, config)
        // With every other bound still open, only the chunk timeout can have ended the stream.
        else if (part.type === 'abort') throw stopped() ?? upstreamTimeout(config)
        else if (part.type === 'finish') finish = part.finishReason
      }
      const reason = stopped()
      if (reason) throw reason
      // Cut by the token limit: incomplete whatever headings arrived (everything that came was yielded).
      if (finish === 'length') throw outputLimitReached(config.provider)
      if (finish === 'content-filter') throw contentFiltered(config)
    } catch (error) {
      throw stopped() ?? mapProviderError(error, config)
    } finally {
      clearTimeout(waiting)
      // The consumer may stop iterating without aborting, and the stream read here is one branch of
      // a tee, whose cancel never reaches the request: close the request explicitly.
      local.abort()
    }
  }

  // Continue writes the cut script whole again (system-prompt.ts): the length's own budget is what
  // cut it, so that answer (and its repair turn) may use the configured ceiling.
  const tokensFor = (history: EngineTurn[], targetSeconds: number) =>
    pendingRequest(history)?.action === 'continue' ? ceiling : outputTokensFor(targetSeconds, ceiling)

  const generate = (brief: Brief, history: EngineTurn[], signal: AbortSignal) => {
    const targetSeconds = versionTarget(brief, history, 'explicit')
    return chat(
      buildSystemPrompt(brief, versionLanguage(brief, history), targetSeconds),
      fitHistory(buildMessages(brief, history)),
      tokensFor(history, targetSeconds),
      signal,
    )
  }

  /** The same conversation, its answer, and the check's findings as the creator's next message. */
  const repair = (brief: Brief, history: EngineTurn[], answer: string, failures: string[], signal: AbortSignal) => {
    const language = versionLanguage(brief, history)
    const targetSeconds = versionTarget(brief, history, 'explicit')
    const messages: ChatMessage[] = [
      ...fitHistory(buildMessages(brief, history)),
      { role: 'assistant', content: answer },
      { role: 'user', content: repairRequest(failures, language) },
    ]
    return chat(buildSystemPrompt(brief, language, targetSeconds), messages, tokensFor(history, targetSeconds), signal)
  }

  return {
    name: 'openai-compatible',
    label: `openai-compatible:${config.provider}:${config.model}`,
    reads: 'explicit',
    generate,
    repair,
  }
}
