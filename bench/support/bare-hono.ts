/**
 * The yardstick of bench/api-overhead.ts: one JSON route on @hono/node-server, nothing else.
 * Prints {"port":N} once it listens, like the real server's start-up line.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono()
app.get('/json', (c) => c.json({ code: 0, message: 'ok', data: { hello: 'world' } }))
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  console.log(JSON.stringify({ port: info.port })),
)
process.on('SIGTERM', () => server.close(() => process.exit(0)))
