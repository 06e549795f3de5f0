import { createParser } from 'eventsource-parser'
import {
  STREAM_EVENT,
  streamDeltaEventSchema,
  streamDoneEventSchema,
  streamErrorEventSchema,
  type GenerateRequest,
  type StreamDoneEvent,
  type StreamErrorEvent,
} from '@hookline/contract'
import { api, StreamIdleError } from '@/lib/api-client'

export type GenerationOutcome =
  | { kind: 'done'; event: StreamDoneEvent }
  | { kind: 'error'; event: StreamErrorEvent }
  /**
   * The connection closed with neither `done` nor `error`: a proxy or the network cut it, or it
   * went silent (no heartbeat) for longer than the api-client's idle timeout.
   */
  | { kind: 'interrupted' }

/**
 * POST /api/scripts/:id/messages as an event stream: calls `onDelta` with each piece
 * of Markdown as it arrives, `onRepairing` when the server starts checking and fixing the answer
 * (a model's repair turn), and resolves with how the stream ended. Refusals before the stream
 * (402, 404, 400) throw ApiErrors; aborting `signal` (the Stop button) throws the AbortError and
 * closes the connection, which stops the generation on the server.
 */
export async function streamScriptGeneration(
  id: string,
  request: GenerateRequest,
  { signal, onDelta, onRepairing }: { signal: AbortSignal; onDelta: (text: string) => void; onRepairing?: () => void },
): Promise<GenerationOutcome> {
  const response = await api.stream('/scripts/{id}/messages', { params: { path: { id } }, body: request, signal })
  let outcome: GenerationOutcome = { kind: 'interrupted' }
  const parser = createParser({
    onEvent: ({ event, data }) => {
      // Events this client does not know (a newer server's) are skipped unread, whatever their data.
      if (event === STREAM_EVENT.delta) onDelta(streamDeltaEventSchema.parse(JSON.parse(data)).text)
      else if (event === STREAM_EVENT.repairing) onRepairing?.()
      else if (event === STREAM_EVENT.done)
        outcome = { kind: 'done', event: streamDoneEventSchema.parse(JSON.parse(data)) }
      else if (event === STREAM_EVENT.error)
        outcome = { kind: 'error', event: streamErrorEventSchema.parse(JSON.parse(data)) }
    },
    // Heartbeat comments only keep the connection alive.
  })
  if (!response.body) return outcome
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<string>
      try {
        chunk = await reader.read()
      } catch (error) {
        // Stop is the caller's to handle; a dead (TypeError from fetch's body) or silent
        // connection is an interrupted stream. Only the read is guarded: an error in handling
        // an event is a bug and must surface.
        if (signal.aborted || !(error instanceof StreamIdleError || error instanceof TypeError)) throw error
        break
      }
      if (chunk.done) break
      parser.feed(chunk.value)
    }
  } finally {
    reader.releaseLock()
  }
  return outcome
}
