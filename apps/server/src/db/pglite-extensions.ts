import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import type { Extension } from '@electric-sql/pglite'

/** What PGlite's Emscripten module holds of the extension bundles it unpacks before Postgres starts. */
interface PgliteModule {
  pg_extensions?: Record<string, Promise<Blob | null>>
}

/** The Emscripten options PGlite builds its module from; preRun steps run before its main. */
interface EmscriptenOptions {
  preRun?: ((module: PgliteModule) => void) | ((module: PgliteModule) => void)[]
  [option: string]: unknown
}

/**
 * PGlite's extensions, each bundle inflated in one synchronous call when the database opens.
 *
 * On Node, PGlite inflates a bundle it is given as a path through a stream pipeline (a file read
 * stream, a zlib stream, a writable). A server whose PGlite loaded its extensions that way spent
 * more CPU on every request it served afterwards, for the rest of its life, even requests that
 * never touch the database (a trending refresh's or a gzipped answer's zlib work did not bring it
 * back). Why the pipeline leaves that behind we could not pin down; inflating the same
 * bytes with gunzipSync does not.
 *
 * PGlite takes an extension's bundle only as a path (`bundlePath`), so the setup hands it none and
 * puts the inflated bundle where PGlite's loader reads bundles from (`Module.pg_extensions`, keyed
 * as in `extensions`) from Emscripten's preRun, which runs after PGlite has filled that object and
 * before it unpacks the bundles. If PGlite stops reading bundles from there, opening the database
 * fails here, loudly, rather than running without its extensions.
 */
export function inflatedUpFront<T extends Record<string, Extension>>(extensions: T): T {
  const wrapped = Object.entries(extensions).map(([key, extension]): [string, Extension] => [
    key,
    {
      name: extension.name,
      async setup(pg, emscriptenOptions, clientOnly) {
        const { bundlePath, ...result } = await extension.setup(pg, emscriptenOptions, clientOnly)
        if (!bundlePath) return result
        const bundle = new Blob([gunzipSync(readFileSync(bundlePath))])
        const options = (result.emscriptenOpts ?? emscriptenOptions) as EmscriptenOptions
        const preRun = (module: PgliteModule) => {
          if (!module.pg_extensions) {
            throw new Error(`PGlite no longer loads extension bundles from Module.pg_extensions: ${key} not loaded`)
          }
          module.pg_extensions[key] = Promise.resolve(bundle)
        }
        return { ...result, emscriptenOpts: { ...options, preRun: [options.preRun ?? [], preRun].flat() } }
      },
    },
  ])
  return Object.fromEntries(wrapped) as T
}
