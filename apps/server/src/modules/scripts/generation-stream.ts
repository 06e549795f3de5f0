import type { Context } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import {
  ErrorCode,
  SSE_HEARTBEAT_MS,
  type StreamDeltaEvent,
  type StreamDoneEvent,
  type StreamErrorEvent,
  type StreamEventName,
  type StreamRepairingEvent,
} from '@hookline/contract'
import { askEngine } from '../../engines'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/errors'
import type { Logger } from '../../lib/logger'
import { AccountDisabledAbort, ScriptDeletedAbort } from './generation-aborts'
import { ServerShutdownAbort } from './generation-drain'
import { GenerationFailed } from './generation-failed'
import type { GenerationService } from './generation.service'
import type { PreparedGeneration } from './generation-hold.repository'
import type { RunningGenerations } from './running-generations'
import { createStreamCheckpoint } from './stream-checkpoint'

interface Payloads {
  delta: StreamDeltaEvent
  repairing: StreamRepairingEvent
  done: StreamDoneEvent
  error: StreamErrorEvent
}

const send = <E extends StreamEventName>(stream: SSEStreamingApi, event: E, payload: Payloads[E]) =>
  stream.writeSSE({ event, data: JSON.stringify(payload) })

/**
 * A generation's own abort signal, following the request's: the client going away stops the
 * generation, and the model's request with it (also when it went before the handler ran).
 */
export function generationController(request: AbortSignal): AbortController {
  const controller = new AbortController()
  const stop = () => controller.abort(new DOMException('Client disconnected', 'AbortError'))
  request.addEventListener('abort', stop, { once: true })
  if (request.aborted) stop()
  return controller
}

/** A prepared generation under watch: checkpointed as it streams, ended from outside when needed; `end()` when done. */
export type SupervisedGeneration = PreparedGeneration & { end: () => void }

/** Each piece of `answer` also goes to `onPiece`, as it passes. */
async function* tap(answer: AsyncIterable<string>, onPiece: (text: string) => void): AsyncGenerator<string> {
  for await (const text of answer) {
    onPiece(text)
    yield text
  }
}

/**
 * What watches a generation while it runs: its streamed text is saved every
 * few seconds (stream-checkpoint.ts), and it ends at once when its account is disabled or its
 * script deleted (running-generations.ts), with a reason from generation-aborts.ts.
 */
export const createSupervisor =
  (db: Db, running: RunningGenerations) =>
  (prepared: PreparedGeneration, controller: AbortController): SupervisedGeneration => {
    const release = running.watch(prepared.userId, prepared.conversationId, controller)
    const checkpoint = createStreamCheckpoint(db, prepared.assistantId, controller)
    const answer = prepared.answer ?? askEngine(prepared.engine, prepared.brief, prepared.history, controller.signal)
    return {
      ...prepared,
      answer: { ...answer, text: tap(answer.text, (text) => checkpoint.add(text)) },
      end: () => {
        checkpoint.end()
        release()
      },
    }
  }

/** Ended from outside (not by the client going away): the creator still watching is told why. */
const endedFromOutside = (reason: unknown) =>
  reason instanceof AccountDisabledAbort ||
  reason instanceof ScriptDeletedAbort ||
  reason instanceof ServerShutdownAbort

/** A script deleted mid-answer has nothing left to show: the answer is the 404 any request for it gets. */
const failureOf = (error: unknown, reason: unknown) =>
  reason instanceof ScriptDeletedAbort
    ? { code: ErrorCode.NOT_FOUND as number, message: 'Script not found', message_id: null }
    : error instanceof GenerationFailed
      ? { code: error.error.code as number, message: error.error.message, message_id: error.messageId }
      : null

/** The whole answer at once (no event stream), watched like a stream. */
export async function runWhole(
  generation: GenerationService,
  prepared: SupervisedGeneration,
  controller: AbortController,
) {
  try {
    return await generation.runWhole(prepared, controller.signal)
  } catch (error) {
    if (controller.signal.reason instanceof ScriptDeletedAbort) throw notFound('Script')
    throw error
  } finally {
    prepared.end()
  }
}

/**
 * Runs a prepared generation as an SSE response. The engine is aborted through `controller` when
 * the client goes away (the response stream is cancelled here; the caller links the request's
 * signal), so the upstream model call stops too; what streamed so far is kept as an incomplete version.
 */
export function streamGeneration(
  c: Context,
  generation: GenerationService,
  prepared: SupervisedGeneration,
  controller: AbortController,
  logger: Logger,
  heartbeatMs = SSE_HEARTBEAT_MS,
) {
  // Behind nginx and similar proxies, buffering would hold deltas back until the end.
  c.header('X-Accel-Buffering', 'no')
  return streamSSE(c, async (stream) => {
    const stop = () => controller.abort(new DOMException('Client disconnected', 'AbortError'))
    stream.onAbort(stop)
    const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), heartbeatMs)
    try {
      const done = await generation.run(
        prepared,
        controller.signal,
        (text) => send(stream, 'delta', { text }),
        (event) => send(stream, 'repairing', event),
      )
      await send(stream, 'done', done)
    } catch (error) {
      const reason = controller.signal.reason as unknown
      const outside = endedFromOutside(reason)
      // The client went away: nobody is left to tell.
      if (!outside && ((error instanceof GenerationFailed && error.stopped) || controller.signal.aborted)) return
      const failure = failureOf(error, reason)
      if (!failure) logger.error({ err: error }, 'generation stream failed')
      await send(stream, 'error', failure ?? { code: 50000, message: 'Internal server error', message_id: null })
    } finally {
      clearInterval(heartbeat)
      prepared.end()
    }
  })
}
