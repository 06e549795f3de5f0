import type { Envelope } from '@hookline/contract'

/** The success envelope (DESIGN §2). */
export const ok = <T>(data: T, message = 'ok'): Envelope<T> => ({ code: 0, message, data })
