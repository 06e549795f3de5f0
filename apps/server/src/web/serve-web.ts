import fs from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import type { AppEnv } from '../context'

/**
 * Serves the built SPA: hashed assets cached for a year, everything else falls back to
 * index.html (never cached) so client routes like /history survive a reload.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexPath = path.join(distDir, 'index.html')
  app.use(
    '/assets/*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  )
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  )
  app.get('*', (c) => {
    if (!fs.existsSync(indexPath)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(fs.readFileSync(indexPath, 'utf8'))
  })
}
