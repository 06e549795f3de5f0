import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { ConfigError } from '../env'

/** Seals short secrets (creators' API keys) for storage; `open` undoes it (docs/security.md). */
export interface SecretBox {
  seal(plain: string): string
  /** Throws SealedSecretError when the value was altered or no configured key sealed it. */
  open(sealed: string): string
  /** Sealed with the current key: false means it should be sealed again (key rotation). */
  isCurrent(sealed: string): boolean
}

/** A sealed value that cannot be opened. The message never holds the value, the plaintext or a key. */
export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SealedSecretError'
  }
}

const VERSION = 'v1'
const KEY_BYTES = 32
// 96-bit IVs are GCM's native size; random ones stay safe far beyond the number of keys stored.
const IV_BYTES = 12
const TAG_BYTES = 16
/** The generated server key, in DATA_DIR, when SECRETS_KEY is not set. */
export const SECRETS_KEY_FILE = 'secrets.key'

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url')

/**
 * AES-256-GCM, sealed as `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts). The key id
 * (a hash prefix, not the key) says which key sealed a value, so rotation can find old ones.
 */
export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  for (const key of [current, ...previous]) {
    if (key.length !== KEY_BYTES) throw new Error(`A secrets key must be ${KEY_BYTES} bytes, got ${key.length}`)
  }
  const currentId = keyIdOf(current)
  const keys = new Map<string, Buffer>()
  for (const key of [current, ...previous]) if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key)

  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', current, iv)
      // The header is authenticated too: a value cannot be relabelled with another version or key id.
      cipher.setAAD(Buffer.from(`${VERSION}.${currentId}`))
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
      return [VERSION, currentId, ...parts].join('.')
    },
    open(sealed) {
      const { keyId, iv, tag, ciphertext } = parseSealed(sealed)
      const key = keys.get(keyId)
      if (!key)
        throw new SealedSecretError(
          'The secret was sealed with a key this server no longer has (not SECRETS_KEY nor in SECRETS_KEY_PREVIOUS)',
        )
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
        decipher.setAAD(Buffer.from(`${VERSION}.${keyId}`))
        decipher.setAuthTag(tag)
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
      } catch {
        throw new SealedSecretError('The sealed secret failed its integrity check: it was altered or damaged')
      }
    },
    isCurrent(sealed) {
      return sealed.split('.')[1] === currentId && sealed.startsWith(`${VERSION}.`)
    },
  }
}

function parseSealed(sealed: string) {
  const parts = sealed.split('.')
  const base64url = /^[A-Za-z0-9_-]*$/
  if (parts.length !== 5 || parts[0] !== VERSION || !parts.slice(1).every((part) => base64url.test(part))) {
    throw new SealedSecretError('Not a sealed secret (expected v1.<keyId>.<iv>.<tag>.<ciphertext>)')
  }
  const [, keyId, iv, tag, ciphertext] = parts
  const decoded = {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  }
  if (decoded.iv.length !== IV_BYTES || decoded.tag.length !== TAG_BYTES) {
    throw new SealedSecretError('The sealed secret failed its integrity check: it was altered or damaged')
  }
  return decoded
}

/** 32 bytes as 64 hex characters or as base64 (either alphabet, padding optional); null otherwise. */
export function parseSecretsKey(text: string): Buffer | null {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    return key.length === KEY_BYTES ? key : null
  }
  return null
}

const KEY_FORMAT = `32 bytes as base64 or as 64 hex characters (e.g. \`openssl rand -base64 32\`)`

export interface LoadSecretBoxOptions {
  /** SECRETS_KEY; unset → the key file in dataDir, created on first start. */
  secretsKey?: string
  /** SECRETS_KEY_PREVIOUS: comma-separated older keys that still open what they sealed. */
  previousKeys?: string
  dataDir: string
  log: (message: string) => void
}

/** The instance's SecretBox: SECRETS_KEY, else `<dataDir>/secrets.key` (created once, mode 0600). */
export async function loadSecretBox(options: LoadSecretBoxOptions): Promise<SecretBox> {
  let current: Buffer
  if (options.secretsKey !== undefined && options.secretsKey !== '') {
    const parsed = parseSecretsKey(options.secretsKey)
    if (!parsed) throw new ConfigError(`Invalid configuration:\n  SECRETS_KEY must be ${KEY_FORMAT}`)
    current = parsed
  } else {
    current = await loadKeyFile(options.dataDir, options.log)
  }
  const previous = (options.previousKeys ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry, index) => {
      const parsed = parseSecretsKey(entry)
      if (!parsed)
        throw new ConfigError(`Invalid configuration:\n  SECRETS_KEY_PREVIOUS: key ${index + 1} must be ${KEY_FORMAT}`)
      return parsed
    })
  return createSecretBox(current, previous)
}

async function loadKeyFile(dataDir: string, log: (message: string) => void): Promise<Buffer> {
  const file = path.join(dataDir, SECRETS_KEY_FILE)
  await fs.mkdir(dataDir, { recursive: true })
  const fresh = randomBytes(KEY_BYTES)
  try {
    // 'wx': of two nodes starting on one data folder, exactly one creates the key.
    await fs.writeFile(file, `${fresh.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
    log(
      `A server key was generated in ${file} to encrypt stored API keys; back it up with the data folder (without it they cannot be read)`,
    )
    return fresh
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  await tightenPermissions(file, log)
  return readKeyFile(file)
}

async function tightenPermissions(file: string, log: (message: string) => void) {
  if (process.platform === 'win32') return
  const { mode } = await fs.stat(file)
  if ((mode & 0o077) === 0) return
  await fs.chmod(file, 0o600)
  log(`${file} was readable by other users (mode ${(mode & 0o777).toString(8)}); its mode is now 0600`)
}

/** Another process may have created the file a moment ago and still be writing it. */
async function readKeyFile(file: string): Promise<Buffer> {
  for (let attempt = 0; ; attempt++) {
    const text = await fs.readFile(file, 'utf8')
    const key = parseSecretsKey(text)
    if (key) return key
    if (text.trim() !== '' || attempt >= 20) {
      throw new ConfigError(
        `${file} does not hold a secrets key (${KEY_FORMAT}); restore it from a backup or set SECRETS_KEY`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
