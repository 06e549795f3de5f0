/**
 * Why a running generation was ended from outside (its account disabled, its script deleted, the
 * server stopping), as the reason its abort signal carries. The client going away is the other
 * reason, a plain AbortError; these two are told to the creator still watching the stream, and
 * generation.service.ts keeps what streamed. Both are DOMExceptions, as abort reasons usually are,
 * so the fetch and the AI SDK pass them on.
 */

/** The account was disabled while the version streamed: it ends at once and is never charged (incomplete_reason 'disabled'). */
export class AccountDisabledAbort extends DOMException {
  constructor() {
    super('The account was disabled while the script was being written', 'AccountDisabledError')
  }
}

/** The script was deleted while it was being written: nothing is left to save, and nothing is charged. */
export class ScriptDeletedAbort extends DOMException {
  constructor() {
    super('The script was deleted while it was being written', 'ScriptDeletedError')
  }
}
