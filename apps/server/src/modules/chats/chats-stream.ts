import { createUIMessageStream, createUIMessageStreamResponse, streamText } from 'ai'
import { ErrorCode } from '@hookline/contract'
import type { Logger } from '../../lib/logger'
import { AppError } from '../../lib/errors'
import { mapProviderError } from '../../engines'
import { chatSystemPrompt } from './chats-prompt'
import type { ChatsService, PreparedChat } from './chats.service'
import type { GenerationDrain } from '../scripts/generation-drain'

/** What the web reads from an `error` part: the envelope's code, message and reason, as JSON text. */
const errorText = (error: unknown) => {
  const known = error instanceof AppError ? error : new AppError(ErrorCode.UPSTREAM_FAILED, 'The model failed')
  return JSON.stringify({ code: known.code, message: known.message, data: known.data })
}

/**
 * One answer as the AI SDK's UI message stream (streamText → toUIMessageStream), the library's
 * own protocol that useChat reads, with one data part of ours at the end: the stored message and
 * the balance after its charge (`data-saved`). The hold was committed before this is called; the
 * answer is settled exactly once — complete (charged), stopped or failed (never charged).
 */
export function streamChatAnswer(
  chats: ChatsService,
  prepared: PreparedChat,
  request: AbortSignal,
  options: { totalTimeoutMs: number; maxOutputTokens: number; logger: Logger; drain?: GenerationDrain },
): Response {
  const timeout = AbortSignal.timeout(options.totalTimeoutMs)
  // The creator's Stop: the request aborted (the browser closed it), or the response read no further.
  const hangUp = new AbortController()
  const stopped = AbortSignal.any([request, hangUp.signal])
  // A SIGTERM's drain: the answer may finish within the grace, else it is ended here, uncharged.
  const shutdown = new AbortController()
  const untrack = options.drain?.track(shutdown)
  const signal = AbortSignal.any([stopped, timeout, shutdown.signal])
  let text = ''
  let providerError: unknown = null
  let settled: Promise<Awaited<ReturnType<ChatsService['settle']>>> | null = null
  const settle = (outcome: Parameters<ChatsService['settle']>[1]) =>
    (settled ??= chats.settle(prepared, outcome).finally(() => untrack?.()))

  const stream = createUIMessageStream({
    execute: async ({ writer }) => {
      const result = streamText({
        model: prepared.choice.model,
        system: chatSystemPrompt({
          language: prepared.language,
          platform: prepared.thread.platform as never,
          usedPlatforms: prepared.usedPlatforms,
          trends: prepared.thread.trends,
        }),
        messages: prepared.history,
        maxOutputTokens: options.maxOutputTokens,
        // A retry would re-stream text the creator has already seen (openai-engine.ts says why).
        maxRetries: 0,
        abortSignal: signal,
        onChunk: ({ chunk }) => {
          if (chunk.type === 'text-delta') text += chunk.text
        },
        onError: ({ error }) => {
          providerError = error
        },
      })
      writer.merge(result.toUIMessageStream({ sendFinish: false, onError: (error) => errorText(mapped(error)) }))
      // Wait for the text to end however it ends; the outcome decides the charge.
      const finish = await Promise.resolve(result.finishReason).then(
        (reason) => reason,
        () => null,
      )
      const outcome: Parameters<ChatsService['settle']>[1] = stopped.aborted
        ? { kind: 'stopped', text, reason: 'stopped' }
        : shutdown.signal.aborted
          ? { kind: 'failed', text, reason: 'interrupted' }
          : timeout.aborted
            ? { kind: 'failed', text, reason: 'timeout' }
            : providerError || finish === null
              ? { kind: 'failed', text, reason: reasonOf(mapped(providerError)) }
              : finish === 'stop'
                ? { kind: 'complete', text }
                : { kind: 'failed', text, reason: finish }
      const saved = await settle(outcome)
      if (!stopped.aborted) {
        writer.write({ type: 'data-saved', data: saved })
        writer.write({ type: 'finish' })
      }
    },
    onError: (error) => {
      options.logger.warn({ err: error, messageId: prepared.assistantId }, 'chat answer failed')
      void settle({ kind: 'failed', text, reason: reasonOf(mapped(error)) }).catch(() => {})
      return errorText(mapped(error))
    },
  })

  const mapped = (error: unknown) =>
    error instanceof AppError ? error : mapProviderError(error ?? new Error('no answer'), prepared.choice.settings)
  return createUIMessageStreamResponse({ stream: onCancel(stream, () => hangUp.abort()) })
}

/** The same stream, calling `cancelled` when its reader gives up (a closed tab, Stop). */
function onCancel<T>(stream: ReadableStream<T>, cancelled: () => void): ReadableStream<T> {
  const reader = stream.getReader()
  return new ReadableStream<T>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel(reason) {
      cancelled()
      return reader.cancel(reason)
    },
  })
}

const reasonOf = (error: AppError) =>
  ((error.data as { reason?: string } | null)?.reason ?? 'provider_error').slice(0, 40)
