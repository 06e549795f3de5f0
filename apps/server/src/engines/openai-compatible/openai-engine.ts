import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
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
 * The `openai-compatible` engine: any chat-completions server through the Vercel AI SDK's
 * provider, which builds the request, reads the event stream and types the errors. The model is
 * asked through its own interface (`doStream`, the LanguageModelV3 spec) rather than streamText:
 * one text answer needs none of streamText's steps, tools, telemetry or output transforms, and
 * those cost a creator ~0.5 ms before the request left and ~0.8 ms between the first byte and
 * its text (in process, warm, against a local answer; 0.15 ms in all without them). No retries:
 * a retry would re-stream text the creator has already seen, and a 429 is better reported than
 * silently waited out while the request holds a connection.
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
  // Once per engine, not per answer: the model builds its stream-chunk schemas (zod) as it is
  // made (0.6 of the 2.6 ms before the request left, timed in process against the fake provider),
  // and the AI SDK documents a model as made once and used for every call.
  const model = provider.chatModel(config.model)

  type ChatMessage = ReturnType<typeof buildMessages>[number]
  type PromptMessage = Parameters<typeof model.doStream>[0]['prompt'][number]
  const asPromptMessage = ({ role, content }: ChatMessage): PromptMessage => ({
    role,
    content: [{ type: 'text', text: content }],
  })
  const ceiling = config.maxOutputTokens ?? MODEL_LIMIT_DEFAULTS.maxOutputTokens
  const totalTimeoutMs = config.totalTimeoutMs ?? MODEL_LIMIT_DEFAULTS.totalTimeoutMs

  async function* chat(
    system: string,
    messages: ChatMessage[],
    maxOutputTokens: number,
    signal: AbortSignal,
  ): AsyncGenerator<string> {
    // Our own timers, so a timeout is told apart from the creator pressing Stop: one for
    // silence (re-armed by every part), one for the whole answer however steadily it streams.
    const local = new AbortController()
    let timedOut: 'idle' | 'total' | null = null
    const expire = (kind: 'idle' | 'total') => {
      timedOut ??= kind
      local.abort(new Error(`upstream ${kind} timeout`))
    }
    let idle: ReturnType<typeof setTimeout> | undefined
    const rearm = () => {
      clearTimeout(idle)
      idle = setTimeout(() => expire('idle'), config.timeoutMs)
    }
    const total = setTimeout(() => expire('total'), totalTimeoutMs)
    const stopped = () => {
      if (signal.aborted)
        return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError')
      if (timedOut === 'idle') return upstreamTimeout(config)
      if (timedOut === 'total') return answerTooSlow(config.provider, totalTimeoutMs)
      return null
    }
    const maxChars = streamedCharsLimit(maxOutputTokens)
    let streamed = 0

    rearm()
    try {
      const { stream } = await model.doStream({
        prompt: [{ role: 'system', content: system }, ...messages.map(asPromptMessage)],
        maxOutputTokens,
        abortSignal: AbortSignal.any([signal, local.signal]),
      })
      let finish: string | undefined
      for await (const part of stream) {
        rearm()
        if (part.type === 'text-delta' && part.delta) {
          streamed += part.delta.length
          // A provider that ignores max_tokens: stop reading (the finally closes the request).
          if (streamed > maxChars) throw answerTooLong(config.provider, maxChars)
          yield part.delta
        } else if (part.type === 'error') throw stopped() ?? streamError(part.error, config)
        else if (part.type === 'finish') finish = part.finishReason.unified
      }
      const reason = stopped()
      if (reason) throw reason
      // Cut by the token limit: incomplete whatever headings arrived (everything that came was yielded).
      if (finish === 'length') throw outputLimitReached(config.provider)
      if (finish === 'content-filter') throw contentFiltered(config)
    } catch (error) {
      throw stopped() ?? mapProviderError(error, config)
    } finally {
      clearTimeout(idle)
      clearTimeout(total)
      // The consumer may stop iterating without aborting: still close the upstream request.
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
