import i18n from '@/lib/i18n'
import { isApiError } from '@/lib/api-client'
import { toast } from '@/hooks/use-toast'

/**
 * Global handler: log, then a destructive toast. Title 'Something went wrong!' by default,
 * 'Content not found.' for a 204, and for an API error the server's own message, translated by
 * its code when we know it (errors.json `codes`).
 */
export function handleServerError(error: unknown) {
  console.error(error)
  let title = i18n.t('errors:toast.generic')
  if (isApiError(error)) {
    if (error.status === 204) title = i18n.t('errors:toast.contentNotFound')
    else title = apiErrorMessage(error)
  }
  toast({ variant: 'destructive', title })
}

/** The translated text of an API error: by code when known, else the server's message. */
export function apiErrorMessage(error: { code: number; message: string }): string {
  const key = `errors:codes.${error.code}`
  if (i18n.exists(key)) return i18n.t(key)
  // The api-client's own fallbacks are English literals; show them translated.
  const clientKey = CLIENT_MESSAGE_KEYS[error.message]
  if (clientKey) return i18n.t(clientKey)
  return error.message || i18n.t('errors:toast.generic')
}

const CLIENT_MESSAGE_KEYS: Record<string, string> = {
  'No response from server': 'errors:client.noResponse',
  'Request failed': 'errors:client.requestFailed',
  'Server error': 'errors:client.serverError',
  Offline: 'common:offline.title',
}
