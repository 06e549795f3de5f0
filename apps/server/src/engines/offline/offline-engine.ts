import { setTimeout as sleep } from 'node:timers/promises'
import type { Brief } from '@hookline/contract'
import type { DraftedAnswer, EngineTurn, ScriptEngine } from '../engine'
import { renderScriptLines } from '../script-markdown/render'
import { nextOfflineVersion, OFFLINE_ENGINE_LABEL } from './follow-up'

export interface OfflineEngineOptions {
  /**
   * Pause between streamed lines. The draft is ready at once; the pause lets the UI show it
   * arriving the way a model's answer does (streams line by line). 0 in tests.
   */
  lineDelayMs?: number
}

/** Default pause: ~40 lines in about a second and a half, quick but visibly streaming. */
const DEFAULT_LINE_DELAY_MS = 35

async function* streamLines(lines: string[], delayMs: number, signal: AbortSignal): AsyncGenerator<string> {
  for (const line of lines) {
    signal.throwIfAborted()
    // Even with no delay, yield to the event loop so a disconnect can be noticed between lines.
    await (delayMs > 0 ? sleep(delayMs, undefined, { signal }) : sleep(0, undefined, { signal }))
    yield `${line}\n`
  }
}

/** The `offline` engine: the embedded, deterministic template engine. Never dressed up as AI. */
export function createOfflineEngine(options: OfflineEngineOptions = {}): ScriptEngine {
  const delayMs = options.lineDelayMs ?? DEFAULT_LINE_DELAY_MS
  // The script is built as data; its Markdown is rendered from it to stream, never parsed back.
  const draft = (brief: Brief, history: EngineTurn[], signal: AbortSignal): DraftedAnswer => {
    const { script, language } = nextOfflineVersion(brief, history)
    const lines = renderScriptLines(script, { language, platform: brief.platform })
    return { script, language, text: streamLines(lines, delayMs, signal) }
  }
  return {
    name: 'offline',
    label: OFFLINE_ENGINE_LABEL,
    // It understands no free text, only the quick actions' keywords in it.
    reads: 'keywords',
    draft,
    generate: (brief, history, signal) => draft(brief, history, signal).text,
  }
}
