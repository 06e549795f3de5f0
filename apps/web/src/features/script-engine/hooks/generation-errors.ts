import { ErrorCode, type IncompleteReason } from '@hookline/contract'
import i18n from '@/lib/i18n'
import { apiErrorMessage, handleServerError } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'

/** Error codes with their own toast in the scripts namespace (402, 429, 502, 504). */
const TOAST_KEYS: Record<number, string> = {
  [ErrorCode.INSUFFICIENT_CREDITS]: 'noCredits',
  [ErrorCode.RATE_LIMITED]: 'providerRateLimited',
  [ErrorCode.TOO_MANY_GENERATIONS]: 'tooManyGenerations',
  [ErrorCode.UPSTREAM_FAILED]: 'providerFailed',
  [ErrorCode.NOT_A_SCRIPT]: 'notAScript',
  [ErrorCode.UPSTREAM_TIMEOUT]: 'providerTimeout',
}

/**
 * A generation that did not finish: a refusal before the stream (an ApiError), an `error` event
 * (code + the id of the incomplete version kept), or a connection cut (null).
 */
export function showGenerationError(
  failure: { code: number; message: string; message_id?: string | null } | null,
  raw?: unknown,
  /** Why the kept version is unfinished, read back from the server once it was saved. */
  reason?: IncompleteReason | null,
) {
  // The output limit is no fault to fix: the version itself offers Continue.
  if (reason === 'length') {
    toast({ title: i18n.t('scripts:toast.cutAtLimit'), description: i18n.t('scripts:toast.cutAtLimitDescription') })
    return
  }
  if (!failure) {
    if (raw !== undefined) return handleServerError(raw)
    toast({
      variant: 'destructive',
      title: i18n.t('scripts:toast.interrupted'),
      description: i18n.t('scripts:toast.keptIncomplete'),
    })
    return
  }
  const key = TOAST_KEYS[failure.code]
  // A version was saved for the failure (kept incomplete, or a failed row): the page shows it with
  // the reason and Retry, so the toast says only that, in the same words everywhere.
  const kept = failure.message_id ? i18n.t('scripts:toast.seeVersion') : undefined
  if (key) {
    toast({
      variant: 'destructive',
      title: i18n.t(`scripts:toast.${key}`),
      description: kept ?? i18n.t(`scripts:toast.${key}Description`),
    })
    return
  }
  toast({ variant: 'destructive', title: apiErrorMessage(failure), description: kept })
}
