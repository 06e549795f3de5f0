import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The session cache (modules/auth/session-cache.ts) keeps an account and its session until a
 * write to them is announced (db/account-changes.ts); a writer that forgets to announce shows its
 * change only when the kept row expires, a minute later. This is a scan of the source text, not a
 * proof: it finds the statements that write `users` or `sessions` as they are written here — the
 * query builder on the schema's exports (`.insert(users)`, `tx.update(sessions)`, …) and raw SQL
 * (`UPDATE users`, `DELETE FROM ${sessions}`, …) — and asks that the same file call
 * `announceAccountChange`. A write through an alias or a helper in another file goes unseen.
 */
const src = path.resolve(import.meta.dirname, '../../src')

/** Files that write those tables and are meant not to announce, each with the reason. */
const NOT_ANNOUNCED: Record<string, string> = {}

const BUILDER_WRITE = /\.(?:insert|update|delete)\(\s*(?:schema\.)?(?:users|sessions)\s*\)/
const SQL_WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+(?:\$\{\s*)?"?(?:users|sessions)\b/i
const ANNOUNCES = /\bannounceAccountChange\s*\(/

const isTest = (file: string) => /\.test\.ts$|-test-helpers\.ts$/.test(file)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return entry.name.endsWith('.ts') && !isTest(entry.name) ? [file] : []
  })
}

/** Comment lines are prose ("update users when…"), not statements. */
const withoutCommentLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\/\*|\*)/.test(line))
    .join('\n')

function accountWriters() {
  return sourceFiles(src)
    .map((file) => ({ file: path.relative(src, file), text: withoutCommentLines(fs.readFileSync(file, 'utf8')) }))
    .filter(({ text }) => BUILDER_WRITE.test(text) || SQL_WRITE.test(text))
    .map(({ file, text }) => ({ file, announces: ANNOUNCES.test(text) }))
}

describe('writers of accounts and sessions', () => {
  const writers = accountWriters()

  it('finds the writers it knows of, so a scan that reads nothing cannot pass', () => {
    const files = writers.map(({ file }) => file)
    expect(files).toContain('modules/auth/auth.service.ts')
    expect(files).toContain('modules/credits/credit-ledger.ts')
    expect(files.length).toBeGreaterThan(5)
  })

  it('announce their writes with announceAccountChange, or are allowed not to with a reason', () => {
    const silent = writers.filter(({ file, announces }) => !announces && !(file in NOT_ANNOUNCED))
    expect(
      silent.map(({ file }) => file),
      'these files write `users` or `sessions` without calling announceAccountChange (db/account-changes.ts)',
    ).toEqual([])
  })

  it('allows only files that still write those tables and do not announce', () => {
    const stale = Object.keys(NOT_ANNOUNCED).filter(
      (file) => !writers.some((writer) => writer.file === file && !writer.announces),
    )
    expect(stale).toEqual([])
  })
})
