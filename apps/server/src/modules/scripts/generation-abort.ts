/**
 * Why a running generation's signal was aborted, when it is not the creator's own stop: the
 * account was disabled meanwhile (issue 41). Whoever disables an account aborts its generations
 * with this reason so they end at once; the generation keeps what streamed as an incomplete version
 * with incomplete_reason 'disabled', uncharged (generation.service.ts also reads the account's state
 * in the transaction that would charge, so a version is never charged to a disabled account
 * whatever ended it).
 */
export const accountDisabledAbort = () => new DOMException('The account was disabled', 'AccountDisabledError')

export const isAccountDisabledAbort = (reason: unknown) =>
  reason instanceof DOMException && reason.name === 'AccountDisabledError'
