import type { MiddlewareHandler } from 'hono'
import { ErrorCode } from '@hookline/contract'
import { AppError } from '../../lib/errors'
import type { RunningGenerations } from './running-generations'

/**
 * The server is shutting down (SIGTERM) and this generation outlived the drain's limit: its
 * version is kept incomplete ('interrupted'), its credit hold released and nothing charged.
 * A DOMException like the other abort reasons (generation-aborts.ts), so fetch passes it on.
 */
export class ServerShutdownAbort extends DOMException {
  constructor() {
    super('The server shut down while the script was being written', 'ServerShutdownError')
  }
}

/** What a creator is told when the server stopped before the answer ended. */
export const shutDownWhileWriting = () =>
  new AppError(
    ErrorCode.SERVICE_UNAVAILABLE,
    'The server restarted while the script was being written; what arrived is kept as an incomplete version, not charged. Try again in a moment.',
  )

/** After the abort, how long the interrupted generations get to save what they streamed. */
const SAVE_LIMIT_MS = 3000

/**
 * The generations running on this node, for a graceful stop: once `drain` starts, new
 * generations are refused (503, `refuseNew`) and readiness says no; the running ones may finish
 * for `limitMs`, then the rest are ended with ServerShutdownAbort, which generation.service.ts
 * keeps as incomplete ('interrupted') with the hold released, before the database closes. Chat
 * answers (chats-stream.ts) and model rounds (chats/model-round.ts: the Hook Lab, a voice
 * distillation) are followed the same way and kept uncharged ('interrupted') when ended.
 */
export function createGenerationDrain() {
  const running = new Set<AbortController>()
  const starting = new Set<() => void>()
  let draining = false
  let emptied: (() => void) | undefined
  const whenEmpty = () => (running.size === 0 ? Promise.resolve() : new Promise<void>((done) => (emptied = done)))
  const waitAtMost = (ms: number, what: Promise<void>) =>
    new Promise<void>((done) => {
      const timer = setTimeout(done, ms)
      void what.then(() => {
        clearTimeout(timer)
        done()
      })
    })

  return {
    get draining() {
      return draining
    },
    /** Follows one generation from its start; the function returned is called once it has saved. */
    track(controller: AbortController): () => void {
      running.add(controller)
      return () => {
        running.delete(controller)
        if (running.size === 0) emptied?.()
      }
    },
    /** Refuses a new generation once the drain has begun (the client retries on another node). */
    refuseNew: (async (c, next) => {
      if (draining && c.req.method === 'POST')
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The server is shutting down; try again in a moment', {
          headers: { 'Retry-After': '5' },
        })
      await next()
    }) satisfies MiddlewareHandler,
    /** Called once when the drain begins: background work stops taking new generations (jobs/draft-worker.ts). */
    onDrain(listener: () => void) {
      starting.add(listener)
    },
    /** Waits for the running generations up to `limitMs`, then ends the rest; resolves once they saved. */
    async drain(limitMs: number): Promise<{ finished: number; interrupted: number }> {
      draining = true
      for (const listener of starting) listener()
      const atStart = running.size
      await waitAtMost(limitMs, whenEmpty())
      const left = [...running]
      for (const controller of left) controller.abort(new ServerShutdownAbort())
      await waitAtMost(SAVE_LIMIT_MS, whenEmpty())
      return { finished: atStart - left.length, interrupted: left.length }
    },
  }
}

export type GenerationDrain = ReturnType<typeof createGenerationDrain>

/** The node's running generations, each also followed by the drain (when the server has one). */
export function drainable(running: RunningGenerations, drain: GenerationDrain | undefined): RunningGenerations {
  if (!drain) return running
  return {
    ...running,
    watch(userId, conversationId, controller) {
      const untrack = drain.track(controller)
      const release = running.watch(userId, conversationId, controller)
      return () => {
        release()
        untrack()
      }
    },
  }
}
