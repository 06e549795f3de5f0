import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../context'

/** Folders that only ever hold files: a miss there is a missing file, never a page. */
const FILE_ONLY_PREFIXES = ['/assets/', '/locales/']

/**
 * A page route is what a browser navigates to: GET or HEAD, accepting HTML (text/html, or any
 * type as curl and API clients say), a path without a file extension and outside the file-only
 * folders. Everything else that found no file is a 404,
 * so an old tab asking for a chunk removed by a redeploy gets a failed import (and reloads), not
 * index.html parsed as JavaScript.
 */
export function isPageRequest(c: Context): boolean {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return false
  const accept = c.req.header('Accept')
  if (accept && !/text\/html|\*\/\*/.test(accept)) return false
  const pathname = c.req.path
  if (FILE_ONLY_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix))) return false
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  return !/\.[A-Za-z0-9]+$/.test(lastSegment)
}

/** The build's list of each page's chunks (apps/web/scripts/route-preloads.ts writes it). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'
/** What a preload may name: a built script in assets/, nothing that could break out of the attribute. */
const SAFE_ASSET = /^assets\/[\w.-]+\.js$/

interface PageChunks {
  /** `/script-engine/$id`, compiled: a `$segment` matches any one path segment. */
  pattern: RegExp
  params: number
  links: string
}

function readPageChunks(distDir: string): PageChunks[] {
  let pages: Array<{ path: string; files: string[] }>
  try {
    pages = JSON.parse(fs.readFileSync(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8')) as typeof pages
  } catch {
    return [] // built without the list (or by hand): pages load as before, just later
  }
  return pages
    .map((page) => {
      const segments = page.path
        .split('/')
        .map((s) => (s.startsWith('$') ? '[^/]+' : s.replace(/[.*+?^()|[\]\\{}]/g, '\\$&')))
      return {
        pattern: new RegExp(`^${segments.join('/')}/?$`),
        params: segments.filter((s) => s === '[^/]+').length,
        links: page.files
          .filter((file) => SAFE_ASSET.test(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join(''),
      }
    })
    .sort((a, b) => a.params - b.params) // `/hot/list` before a `/hot/$x` it would also match
}

/** The build's first frames (apps/web/scripts/first-frame.ts): a page's still copy, by its address. */
const FIRST_FRAMES_FILE = '.vite/first-frames.json'
/** What a first frame must be: the build's wrapper, inserted as it is before the app's root. */
const FIRST_FRAME = /^<div id="first-frame" inert aria-hidden="true">[\s\S]*<\/div>$/

function readFirstFrames(distDir: string): Map<string, string> {
  let frames: Record<string, unknown>
  try {
    frames = JSON.parse(fs.readFileSync(path.join(distDir, FIRST_FRAMES_FILE), 'utf8')) as typeof frames
  } catch {
    return new Map() // built without them (or by hand): the page paints once its scripts have run
  }
  return new Map(
    Object.entries(frames).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && FIRST_FRAME.test(entry[1]),
    ),
  )
}

const mtimeOf = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0

/**
 * index.html for a page, naming the page's own chunks so the browser fetches them beside the
 * entry instead of after it has run and routed (the first paint's waterfall), and holding the
 * page's first frame where the build made one, painted before any script has run. Read again
 * when a new build replaces index.html or the frames.
 */
function pageHtml(distDir: string) {
  const indexPath = path.join(distDir, 'index.html')
  const framesPath = path.join(distDir, FIRST_FRAMES_FILE)
  let cached: { version: string; html: string; pages: PageChunks[]; frames: Map<string, string> } | null = null
  return (pathname: string): string => {
    const version = `${mtimeOf(indexPath)}:${mtimeOf(framesPath)}`
    if (cached?.version !== version)
      cached = {
        version,
        html: fs.readFileSync(indexPath, 'utf8'),
        pages: readPageChunks(distDir),
        frames: readFirstFrames(distDir),
      }
    let html = cached.html
    const links = cached.pages.find((page) => page.pattern.test(pathname))?.links
    if (links) html = html.replace('</head>', `${links}</head>`)
    const frame = cached.frames.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)
    if (frame) html = html.replace('<div id="root">', `${frame}<div id="root">`)
    return html
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, other files revalidated, page routes
 * fall back to index.html (never cached) so client routes like /history survive a reload.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexPath = path.join(distDir, 'index.html')
  const htmlFor = pageHtml(distDir)
  // Headers go on before serveStatic answers: its onFound runs after the response is built.
  // `precompressed`: the web build writes .br and .gz beside each script, stylesheet and
  // translation file (apps/web/vite.config.ts), sent as they are to a browser that accepts them,
  // instead of gzipping the file on every request (lib/compress.ts leaves an encoded answer alone).
  const files = serveStatic({ root: distDir, precompressed: true })
  const withCaching =
    (cacheControl: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      c.header('Cache-Control', cacheControl)
      return files(c, next)
    }
  app.use('/assets/*', withCaching('public, max-age=31536000, immutable'))
  app.use('*', withCaching('no-cache'))
  app.all('*', (c) => {
    if (!isPageRequest(c)) {
      c.header('Cache-Control', 'no-store')
      return c.text('Not found', 404)
    }
    if (!fs.existsSync(indexPath)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(htmlFor(c.req.path))
  })
}
