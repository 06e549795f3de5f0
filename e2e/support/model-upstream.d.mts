/** Types for the stand-in OpenAI-compatible provider that support/start-app.mjs runs beside the app. */

export const FAKE_MODELS: string[]
/** The key the stand-in refuses with 401. */
export const BAD_KEY: string
/** The key whose requests get a script cut at the output limit (finish_reason "length") until asked to continue. */
export const CAPPED_KEY: string
/** A script as far as the capped model writes it: through the call to action's first line. */
export function cutAtLimit(script: string): string
/** The complete script the stand-in streams, per language. */
export const SCRIPTS: Record<'zh' | 'en', string>

export function startModelUpstream(options?: { port?: number; chunkDelayMs?: number }): Promise<{
  /** The OpenAI-style base URL, ending in /v1. */
  baseUrl: string
  close(): void
}>
