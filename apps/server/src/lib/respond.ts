import type { Envelope } from '@hookline/contract'

/** The success envelope. */
export const ok = <T>(data: T, message = 'ok'): Envelope<T> => ({ code: 0, message, data })
