import fs from 'node:fs'
import path from 'node:path'
import type { Manifest, Plugin } from 'vite'

/**
 * Which JavaScript each page needs beyond the entry, for the server to name in the HTML it sends
 * (`<link rel="modulepreload">`). Without it a page is a waterfall: the entry downloads and runs,
 * the router matches the address, and only then asks for the page's own chunks. With it those
 * chunks download beside the entry.
 *
 * Pages are the router's files (src/routes, file-based routing, split per route): a page's
 * chunks are its component's, its layouts' (each folder's route.tsx above it), and everything
 * they import, less what the entry already loads.
 */
export interface RoutePreload {
  /** The page's address as the router writes it: `/history`, `/script-engine/$id`, `/` . */
  path: string
  /** Files under the build folder, e.g. `assets/sign-in-DZg4pVqg.js`. */
  files: string[]
}

/** Where the server reads the list: beside Vite's own manifest. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

const ROUTES_DIR = 'src/routes/'
/** A route's component chunk in the manifest, as the router's code splitting names it. */
const COMPONENT_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/** `(auth)/sign-in` → `/sign-in`; `_authenticated/script-engine/index` → `/script-engine`; `route` files are layouts. */
function addressOf(routeFile: string): string | null {
  const segments = routeFile.split('/')
  const last = segments.pop()!
  if (last === 'route' || last.startsWith('__')) return null
  const visible = [...segments, last].filter((s) => !/^\(.+\)$/.test(s) && !s.startsWith('_') && s !== 'index')
  return '/' + visible.join('/')
}

export function routePreloads(manifest: Manifest): RoutePreload[] {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const importsOf = (key: string, into = new Set<string>()) => {
    for (const child of manifest[key]?.imports ?? []) {
      if (into.has(child)) continue
      into.add(child)
      importsOf(child, into)
    }
    return into
  }
  const loadedFirst = entry ? importsOf(entry, new Set([entry])) : new Set<string>()
  const chunkOf = (routeFile: string) => `${ROUTES_DIR}${routeFile}.tsx?tsr-split=component`

  const pages: RoutePreload[] = []
  for (const key of Object.keys(manifest)) {
    const routeFile = COMPONENT_CHUNK.exec(key)?.[1]
    const address = routeFile && addressOf(routeFile)
    if (!routeFile || !address) continue
    const folders = routeFile.split('/').slice(0, -1)
    const layouts = folders.map((_, i) => chunkOf([...folders.slice(0, i + 1), 'route'].join('/')))
    const chunks = new Set<string>()
    for (const chunk of [...layouts, key]) {
      if (!manifest[chunk]) continue
      chunks.add(chunk)
      importsOf(chunk, chunks)
    }
    const files = [...chunks].filter((chunk) => !loadedFirst.has(chunk)).map((chunk) => manifest[chunk].file)
    pages.push({ path: address, files: files.sort() })
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path))
}

/** Writes ROUTE_PRELOADS_FILE after the build, from the manifest Vite wrote (`build.manifest: true`). */
export function routePreloadsPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'hookline:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
      fs.writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloads(manifest), null, 1))
    },
  }
}
