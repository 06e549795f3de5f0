/**
 * Facts of the generation stream as plain values, without zod, so the web's api-client (part of
 * the first bundle) can read them without loading the schemas (see auth-rules.ts). Import from
 * '@hookline/contract/streaming' where zod must not be pulled in.
 */

/** An open generation stream carries a comment at least this often, so proxies keep it open. */
export const SSE_HEARTBEAT_MS = 15_000

/**
 * SSE event names of a generation. `repairing` (no payload beyond `{}`) says the answer has
 * streamed and the server is checking and fixing it (a model's repair turn), so the
 * UI can say so; clients ignore event names they do not know.
 */
export const STREAM_EVENT = { delta: 'delta', repairing: 'repairing', done: 'done', error: 'error' } as const
export type StreamEventName = (typeof STREAM_EVENT)[keyof typeof STREAM_EVENT]
/** Payload of `repairing`: how many of the check's rules the answer still failed after mechanical repair. */
export interface StreamRepairingEvent {
  failed: number
}
