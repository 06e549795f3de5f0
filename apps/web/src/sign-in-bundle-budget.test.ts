/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Reads the built app only: `npm run build -w apps/web` first; without a build there is nothing to weigh.
const root = path.resolve(import.meta.dirname, '../../..')
const built = existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))

describe('/sign-in JavaScript budget (docs/decisions/015)', () => {
  it.skipIf(!built)('keeps the entry and the /sign-in route chunks within 200 KB gzip', () => {
    // bench/bundle-size.mjs exits 1 when the total is over the budget; execFileSync then throws.
    const output = execFileSync(process.execPath, [path.join(root, 'bench/bundle-size.mjs')], { encoding: 'utf8' })
    expect(output).toMatch(/total JS before the \/sign-in form is usable: +[\d.]+ KB gzip \(budget 200 KB\)/)
  })
})
