import {
  ErrorCode,
  type Brief,
  type IncompleteReason,
  type Language,
  type QuickAction,
  type Script,
} from '@hookline/contract'
import { AppError } from '../lib/errors'
import type { Reading } from './requests'

/** One earlier turn of the conversation as an engine sees it. */
export interface EngineTurn {
  role: 'user' | 'assistant'
  /** User: the follow-up text (may be empty). Assistant: the Markdown it produced. */
  content: string
  action?: QuickAction | null
  /** Assistant: the label of the engine that wrote it (ScriptEngine.label), when known. */
  engine?: string | null
}

export type EngineName = 'offline' | 'openai-compatible'

/**
 * Every engine streams Markdown in the layout of docs/script-format.md. `history`
 * ends with the user's new request (empty when writing the first draft from the brief). The
 * iterable ends early, throwing the abort reason, once `signal` aborts; provider failures are
 * thrown as AppError. An answer that ends unfinished (the output limit, a closed or malformed
 * stream, silence) throws IncompleteAnswerError after yielding every part of the text that came.
 */
export interface ScriptEngine {
  readonly name: EngineName
  /** What to show in /api/health and on saved versions, e.g. "openai-compatible:deepseek-chat". */
  readonly label: string
  /** How it reads a follow-up's free text (requests.ts), which sets the length a version aims at. */
  readonly reads: Reading
  generate(brief: Brief, history: EngineTurn[], signal: AbortSignal): AsyncIterable<string>
  /**
   * Engines that build the script as data (the offline engine): the same version `generate`
   * writes, as the structure it is rendered from, with its Markdown to stream. A caller that has
   * it saves `script` as it is and never parses the Markdown back.
   */
  draft?(brief: Brief, history: EngineTurn[], signal: AbortSignal): DraftedAnswer
  /**
   * Models only (the repair turn): asked once when an answer still fails the script
   * check after mechanical repair. `answer` is what it wrote for `history`, `failures` the check's
   * findings in English (describeFinding); the result is a whole new answer in the same layout.
   * The offline engine has none: its drafts are built to pass, and repair would only repeat them.
   */
  repair?(
    brief: Brief,
    history: EngineTurn[],
    answer: string,
    failures: string[],
    signal: AbortSignal,
  ): AsyncIterable<string>
}

/** A version an engine built as data: the script, its language, and its Markdown streamed line by line. */
export interface DraftedAnswer {
  script: Script
  language: Language
  text: AsyncIterable<string>
}

/** An engine's answer as a caller starts it: the text to stream, and the script when the engine built it as data. */
export interface StartedAnswer {
  text: AsyncIterable<string>
  script?: Script
}

/**
 * Asks `engine` for its next version: its draft when it builds one (the structure comes with it),
 * else its stream. A draft that fails to build fails where a stream would, when its text is read,
 * so the caller settles it like any answer that ended (its hold released), never before.
 */
export function askEngine(
  engine: ScriptEngine,
  brief: Brief,
  history: EngineTurn[],
  signal: AbortSignal,
): StartedAnswer {
  if (!engine.draft) return { text: engine.generate(brief, history, signal) }
  try {
    const drafted = engine.draft(brief, history, signal)
    return { text: drafted.text, script: drafted.script }
  } catch (error) {
    return { text: failedAnswer(error) }
  }
}

/** An answer that fails before its first piece. */
const failedAnswer = (error: unknown): AsyncIterable<string> => ({
  [Symbol.asyncIterator]: () => ({
    next: () => Promise.reject(error instanceof Error ? error : new Error(String(error))),
  }),
})

/** The request being answered: the last user turn, if it comes after the last assistant turn. */
export function pendingRequest(history: EngineTurn[]): EngineTurn | null {
  const last = history[history.length - 1]
  return last && last.role === 'user' ? last : null
}

export const lastAssistant = (history: EngineTurn[]): EngineTurn | null =>
  [...history].reverse().find((turn) => turn.role === 'assistant') ?? null

/** Why an engine's answer ended before it was finished; the rest of INCOMPLETE_REASONS come from outside the engine. */
export type EngineIncompleteReason = Extract<
  IncompleteReason,
  'length' | 'provider_closed' | 'malformed' | 'provider_error' | 'timeout'
>

/**
 * An answer that ended unfinished, and why: thrown after the text that did arrive has been yielded,
 * so the generation keeps it as an incomplete version with this reason (script_messages.incomplete_reason).
 * Its message is what the creator is told: it names what happened and never quotes what the provider sent.
 */
export class IncompleteAnswerError extends AppError {
  constructor(
    readonly reason: EngineIncompleteReason,
    message: string,
    options: { code?: (typeof ErrorCode)[keyof typeof ErrorCode]; cause?: unknown } = {},
  ) {
    // data.reason stays in the connection-failure vocabulary every provider error uses (the web and
    // /apps translate it); the version's own reason travels beside it.
    super(options.code ?? ErrorCode.UPSTREAM_FAILED, message, {
      data: { reason: reason === 'timeout' ? 'timeout' : 'provider_error', incomplete_reason: reason },
      cause: options.cause,
    })
  }
}

/** The model reached its output limit (finish_reason "length"): the answer is cut, whatever headings arrived. */
export const outputLimitReached = (provider: string) =>
  new IncompleteAnswerError(
    'length',
    `The AI provider (${provider}) stopped at its output limit before the script was finished; what it wrote is kept as an incomplete version, not charged. Continue asks the model to finish it.`,
  )
