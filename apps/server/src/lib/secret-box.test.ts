import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSecretBox, loadSecretBox, SECRETS_KEY_FILE } from './secret-box'

const key = () => randomBytes(32)

describe('secret box', () => {
  it('opens what it sealed, with a fresh IV each time, and never shows the plaintext', () => {
    const box = createSecretBox(key())
    const plain = 'sk-密钥-🔑-0123456789'
    const [a, b] = [box.seal(plain), box.seal(plain)]
    expect(a).not.toBe(b)
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(a).not.toContain('sk-')
    expect(box.open(a)).toBe(plain)
    expect(box.open(b)).toBe(plain)
  })

  it('refuses a tampered value and a value sealed with an unknown key, without echoing it', () => {
    const box = createSecretBox(key())
    const sealed = box.seal('sk-secret-value')
    const parts = sealed.split('.')
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1)
    expect(() => box.open([...parts.slice(0, 4), flip(parts[4])].join('.'))).toThrow(/integrity/)
    expect(() => box.open([...parts.slice(0, 3), flip(parts[3]), parts[4]].join('.'))).toThrow(/integrity/)
    expect(() => createSecretBox(key()).open(sealed)).toThrow(/no longer has/)
    expect(() => box.open('plain text')).toThrow(/Not a sealed secret/)
  })

  it('opens values of a previous key after rotation and tells them apart from current ones', () => {
    const [old, fresh] = [key(), key()]
    const before = createSecretBox(old).seal('sk-old')
    const rotated = createSecretBox(fresh, [old])
    expect(rotated.open(before)).toBe('sk-old')
    expect(rotated.isCurrent(before)).toBe(false)
    expect(rotated.isCurrent(rotated.seal('sk-new'))).toBe(true)
  })

  it('generates a key file once with mode 0600, reuses it, and repairs wider permissions', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-secrets-'))
    try {
      const logs: string[] = []
      const first = await loadSecretBox({ dataDir, log: (m) => logs.push(m) })
      const file = path.join(dataDir, SECRETS_KEY_FILE)
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      const sealed = first.seal('sk-kept')
      fs.chmodSync(file, 0o644)
      const second = await loadSecretBox({ dataDir, log: (m) => logs.push(m) })
      expect(second.open(sealed)).toBe('sk-kept')
      expect(fs.statSync(file).mode & 0o777).toBe(0o600)
      expect(logs).toEqual([expect.stringMatching(/generated/), expect.stringMatching(/0600/)])
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('takes SECRETS_KEY as hex or base64 and names the variable when it is neither', async () => {
    const raw = key()
    const dataDir = os.tmpdir()
    const hex = await loadSecretBox({ secretsKey: raw.toString('hex'), dataDir, log: () => {} })
    const base64 = await loadSecretBox({ secretsKey: raw.toString('base64'), dataDir, log: () => {} })
    expect(base64.open(hex.seal('same key'))).toBe('same key')
    await expect(loadSecretBox({ secretsKey: 'too-short', dataDir, log: () => {} })).rejects.toThrow(
      /SECRETS_KEY must be 32 bytes/,
    )
    await expect(
      loadSecretBox({ secretsKey: raw.toString('hex'), previousKeys: 'nope', dataDir, log: () => {} }),
    ).rejects.toThrow(/SECRETS_KEY_PREVIOUS/)
  })

  it('gives two starts racing on one data folder the same generated key', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-secrets-')), 'nested', 'data')
    try {
      const boxes = await Promise.all([1, 2, 3].map(() => loadSecretBox({ dataDir, log: () => {} })))
      const sealed = boxes[0].seal('sk-shared')
      for (const box of boxes) expect(box.open(sealed)).toBe('sk-shared')
    } finally {
      fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true })
    }
  })

  it('accepts base64url keys and older keys from SECRETS_KEY_PREVIOUS, and never echoes a bad key', async () => {
    const [current, old] = [key(), key()]
    const sealedByOld = createSecretBox(old).seal('sk-rotated')
    const box = await loadSecretBox({
      secretsKey: current.toString('base64url'),
      previousKeys: ` ${key().toString('hex')}, ${old.toString('base64')} `,
      dataDir: os.tmpdir(),
      log: () => {},
    })
    expect(box.open(sealedByOld)).toBe('sk-rotated')
    const bad = 'not-a-key-but-a-secret-value'
    const error = await loadSecretBox({ secretsKey: bad, dataDir: os.tmpdir(), log: () => {} }).catch((e: Error) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).not.toContain(bad)
  })

  it('refuses truncated parts and a relabelled key id without naming the plaintext', () => {
    const box = createSecretBox(key())
    const parts = box.seal('sk-very-secret').split('.')
    const variants = [
      [parts[0], parts[1], parts[2].slice(2), parts[3], parts[4]],
      [parts[0], parts[1], parts[2], parts[3].slice(4), parts[4]],
      ['v2', ...parts.slice(1)],
    ]
    for (const variant of variants) {
      const error = (() => {
        try {
          box.open(variant.join('.'))
        } catch (e) {
          return e as Error
        }
      })()
      expect(error).toBeInstanceOf(Error)
      expect(error!.message).not.toContain('sk-very-secret')
    }
  })
})
