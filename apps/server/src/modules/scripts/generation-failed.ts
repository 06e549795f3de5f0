import type { AppError } from '../../lib/errors'

/**
 * A generation that ended without a saved complete version: `error` is what the creator is told,
 * `messageId` the row that holds what streamed (null when none), `stopped` whether the creator or
 * an admin ended it (the client that stopped it is gone, so a stream does not report it).
 */
export class GenerationFailed extends Error {
  constructor(
    readonly error: AppError,
    readonly messageId: string | null,
    readonly stopped: boolean,
  ) {
    super(error.message)
  }
}
