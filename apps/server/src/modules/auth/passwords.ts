import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1). */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * Verified against when the email is unknown, so that a wrong email costs the same time as a
 * wrong password and response times do not reveal who has an account.
 */
let decoyHash: Promise<string> | undefined
export const verifyDecoy = async (password: string) => {
  decoyHash ??= hashPassword('decoy-password-for-timing')
  await verifyPassword(await decoyHash, password)
  return false
}
