/**
 * Facts of the generation stream as plain values, without zod, so the web's api-client (part of
 * the first bundle) can read them without loading the schemas (see auth-rules.ts). Import from
 * '@hookline/contract/streaming' where zod must not be pulled in.
 */

/** DESIGN §2: an open generation stream carries a comment at least this often, so proxies keep it open. */
export const SSE_HEARTBEAT_MS = 15_000
