import fs from 'node:fs'
import { createRequire, syncBuiltinESMExports } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Extension } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openPglite } from './client'
import { inflatedUpFront } from './pglite-extensions'
import { selectRows } from './raw-rows'

describe('PGlite extensions inflated up front', () => {
  const restore: (() => void)[] = []
  afterEach(() => restore.splice(0).forEach((undo) => undo()))

  it('opens the database with pg_trgm and btree_gin without making a zlib stream', async () => {
    // PGlite's own loader would call createGunzip for each bundle (see pglite-extensions.ts). The
    // factories are read-only but configurable properties of Node's own module (the test runner
    // hands this file a copy), and syncBuiltinESMExports carries a change to PGlite's import("zlib").
    const nodeZlib = createRequire(import.meta.url)('node:zlib') as typeof zlib
    const original = Object.getOwnPropertyDescriptor(nodeZlib, 'createGunzip')!
    const replace = (value: unknown) => {
      Object.defineProperty(nodeZlib, 'createGunzip', { ...original, value })
      syncBuiltinESMExports()
    }
    replace(() => {
      throw new Error('a zlib stream was made')
    })
    restore.push(() => replace(original.value))

    const database = await openPglite({})
    try {
      // One query: the extensions are installed, and pg_trgm's library answers.
      const [row] = await selectRows<{ names: string[]; similarity: number }>(
        database.db,
        sql`SELECT array_agg(extname::text) AS names, similarity('hookline', 'hooklines') AS similarity FROM pg_extension`,
      )
      expect(row.names).toEqual(expect.arrayContaining(['pg_trgm', 'btree_gin']))
      expect(row.similarity).toBeGreaterThan(0.5)
    } finally {
      await database.close()
    }
  })

  const gzippedBundle = (content: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-bundle-'))
    restore.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    const file = path.join(dir, 'demo.tar.gz')
    fs.writeFileSync(file, zlib.gzipSync(content))
    return new URL(`file://${file}`)
  }

  type PreRun = (module: { pg_extensions?: Record<string, Promise<Blob | null>> }) => void
  const setUp = async (extension: Extension, options: { preRun?: PreRun[] } = {}) => {
    const { demo } = inflatedUpFront({ demo: extension })
    return demo.setup(undefined as never, options)
  }

  it('hands PGlite the inflated bundle under its key, after its own preRun steps, and no path', async () => {
    const bundlePath = gzippedBundle('the bundle')
    const own: PreRun = () => {}
    const result = await setUp({ name: 'demo', setup: async () => ({ bundlePath }) }, { preRun: [own] })
    expect(result.bundlePath).toBeUndefined()
    expect(result.emscriptenOpts.preRun).toHaveLength(2)
    expect(result.emscriptenOpts.preRun[0]).toBe(own)

    const module = { pg_extensions: {} as Record<string, Promise<Blob | null>> }
    result.emscriptenOpts.preRun[1](module)
    expect(await (await module.pg_extensions.demo)!.text()).toBe('the bundle')
  })

  it("keeps what the extension's own setup returns besides its bundle", async () => {
    const init = async () => {}
    const result = await setUp({
      name: 'demo',
      setup: async () => ({ bundlePath: gzippedBundle('x'), init, sharedPreloadLibraries: ['demo'] }),
    })
    expect(result.init).toBe(init)
    expect(result.sharedPreloadLibraries).toEqual(['demo'])
    const bare = await setUp({ name: 'demo', setup: async () => ({ init }) })
    expect(bare).toEqual({ init })
  })

  it('fails the open when PGlite no longer reads bundles where the preRun puts them', async () => {
    const result = await setUp({ name: 'demo', setup: async () => ({ bundlePath: gzippedBundle('x') }) })
    expect(() => result.emscriptenOpts.preRun.at(-1)({})).toThrow(/Module.pg_extensions: demo not loaded/)
  })
})
