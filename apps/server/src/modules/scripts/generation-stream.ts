import type { Context } from 'hono'
import { streamSSE, type SSEStreamingApi } from 'hono/streaming'
import {
  SSE_HEARTBEAT_MS,
  type StreamDeltaEvent,
  type StreamDoneEvent,
  type StreamErrorEvent,
  type StreamEventName,
  type StreamRepairingEvent,
} from '@hookline/contract'
import type { Logger } from '../../lib/logger'
import { GenerationFailed, type GenerationService, type PreparedGeneration } from './generation.service'

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

/**
 * Runs a prepared generation as an SSE response. The engine is aborted through `controller` when
 * the client goes away (the response stream is cancelled here; the caller links the request's
 * signal), so the upstream model call stops too; what streamed so far is kept as an incomplete version.
 */
export function streamGeneration(
  c: Context,
  generation: GenerationService,
  prepared: PreparedGeneration,
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
      const failure = error instanceof GenerationFailed ? error : null
      if (failure?.stopped || controller.signal.aborted) return
      if (!failure) logger.error({ err: error }, 'generation stream failed')
      await send(stream, 'error', {
        code: failure?.error.code ?? 50000,
        message: failure?.error.message ?? 'Internal server error',
        message_id: failure?.messageId ?? null,
      })
    } finally {
      clearInterval(heartbeat)
    }
  })
}
