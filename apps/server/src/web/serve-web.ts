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

/**
 * Serves the built SPA: hashed assets cached for a year, other files revalidated, page routes
 * fall back to index.html (never cached) so client routes like /history survive a reload.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexPath = path.join(distDir, 'index.html')
  // Headers go on before serveStatic answers: its onFound runs after the response is built.
  const files = serveStatic({ root: distDir })
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
    return c.html(fs.readFileSync(indexPath, 'utf8'))
  })
}
