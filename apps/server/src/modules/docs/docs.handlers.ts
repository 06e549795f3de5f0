import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { OpenAPIHono } from '@hono/zod-openapi'
import { Hono } from 'hono'
import type { AppEnv } from '../../context'

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** Served from the package, never a CDN: the app must work offline and under a strict CSP. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
}

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hookline API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true })`

/** /api/openapi.json from the route definitions, and a reference page at /api/docs. */
export function mountDocs(api: OpenAPIHono<AppEnv>, version: string) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' })
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    servers: [{ url: '/api' }],
    info: {
      title: 'Hookline API',
      version,
      description: 'Every answer is the envelope {code, message, data}; code 0 is success.',
    },
  })

  const docs = new Hono<AppEnv>()
  docs.get('/', (c) => c.html(PAGE))
  docs.get('/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  docs.get('/:asset', (c) => {
    const type = ASSETS[c.req.param('asset')]
    if (!type) return c.notFound()
    const body = fs.readFileSync(path.join(swaggerDir, c.req.param('asset')))
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' })
  })
  api.route('/docs', docs)
}
