import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes = 256 bits, URL-safe so it travels in a header unchanged. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** Only this digest is stored: a leaked sessions table grants nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
