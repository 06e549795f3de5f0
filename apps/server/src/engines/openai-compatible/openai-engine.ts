import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { streamText } from 'ai'
import type { Brief } from '@hookline/contract'
import type { EngineTurn, ScriptEngine } from '../engine'
import { mapProviderError, upstreamTimeout } from './map-error'
import type { OpenAICompatibleConfig } from './presets'
import { versionTarget } from '../requests'
import { versionLanguage } from '../version-language'
import { buildMessages, buildSystemPrompt, repairRequest } from './system-prompt'

export interface OpenAICompatibleEngineOptions {
  /** Tests and benches inject their own fetch; production uses the global one. */
  fetch?: typeof fetch
}

/**
 * DESIGN §3 `openai-compatible`: any chat-completions server through the Vercel AI SDK.
 * Retries are off: a retry would re-stream text the creator has already seen, and a 429
 * is better reported than silently waited out while the request holds a connection.
 */
export function createOpenAICompatibleEngine(config: OpenAICompatibleConfig, options: OpenAICompatibleEngineOptions = {}): ScriptEngine {
  const provider = createOpenAICompatible({
    name: config.provider,
    baseURL: config.baseURL.replace(/\/+$/, ''),
    apiKey: config.apiKey,
    fetch: options.fetch,
  })

  type ChatMessage = ReturnType<typeof buildMessages>[number]

  async function* chat(system: string, messages: ChatMessage[], signal: AbortSignal): AsyncGenerator<string> {
    // Our own idle timer, so a timeout is told apart from the creator pressing Stop.
    const local = new AbortController()
    let timedOut = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const rearm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        timedOut = true
        local.abort(new Error('upstream idle timeout'))
      }, config.timeoutMs)
    }
    const stopped = () => {
      if (signal.aborted) return signal.reason ?? new DOMException('Aborted', 'AbortError')
      if (timedOut) return upstreamTimeout(config)
      return null
    }

    rearm()
    try {
      const result = streamText({
        model: provider.chatModel(config.model),
        system,
        messages,
        abortSignal: AbortSignal.any([signal, local.signal]),
        maxRetries: 0,
        // Errors arrive as 'error' parts below and are mapped there; without this the SDK also logs them.
        onError: () => {},
      })
      for await (const part of result.fullStream) {
        rearm()
        if (part.type === 'text-delta' && part.text) yield part.text
        else if (part.type === 'error') throw stopped() ?? part.error
        else if (part.type === 'abort') break
      }
      const reason = stopped()
      if (reason) throw reason
    } catch (error) {
      throw stopped() ?? mapProviderError(error, config)
    } finally {
      clearTimeout(timer)
      // The consumer may stop iterating without aborting: still close the upstream request.
      local.abort()
    }
  }

  const generate = (brief: Brief, history: EngineTurn[], signal: AbortSignal) =>
    chat(buildSystemPrompt(brief, versionLanguage(brief, history), versionTarget(brief, history, 'explicit')), buildMessages(brief, history), signal)

  /** The same conversation, its answer, and the check's findings as the creator's next message. */
  const repair = (brief: Brief, history: EngineTurn[], answer: string, failures: string[], signal: AbortSignal) => {
    const language = versionLanguage(brief, history)
    const messages: ChatMessage[] = [...buildMessages(brief, history), { role: 'assistant', content: answer }, { role: 'user', content: repairRequest(failures, language) }]
    return chat(buildSystemPrompt(brief, language, versionTarget(brief, history, 'explicit')), messages, signal)
  }

  return { name: 'openai-compatible', label: `openai-compatible:${config.provider}:${config.model}`, reads: 'explicit', generate, repair }
}
