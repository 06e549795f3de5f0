import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { COMPRESS_THRESHOLD_BYTES, compressResponses } from './compress'

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `脚本 ${i}`, preview: 'x'.repeat(40) })) }
const file = 'console.log("hello")\n'.repeat(200)

const app = new Hono()
app.use('*', compressResponses({ largeJson: (path) => path.startsWith('/api/list') }))
app.get('/api/small', (c) => c.json({ code: 0, message: 'ok', data: null }))
app.get('/api/list', (c) => c.json(big))
app.get('/api/unlisted-but-big', (c) => c.json(big))
app.get('/app.js', (c) =>
  c.body(file, 200, {
    'content-type': 'text/javascript',
    'content-length': String(Buffer.byteLength(file)),
    etag: '"v1"',
  }),
)
app.get('/tiny.js', (c) => c.body('1', 200, { 'content-type': 'text/javascript', 'content-length': '1' }))
app.get('/events', (c) =>
  c.body('event: delta\ndata: {}\n\n'.repeat(100), 200, { 'content-type': 'text/event-stream' }),
)

const get = (path: string, encoding: string | null = 'gzip, deflate, br') =>
  app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('compressResponses', () => {
  it('leaves a small envelope alone, without Vary', async () => {
    const response = await get('/api/small')
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBeNull()
    expect(await response.json()).toEqual({ code: 0, message: 'ok', data: null })
  })

  it('gzips a large JSON answer on a route that can be large, and it reads back the same', async () => {
    const response = await get('/api/list')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-length')).toBeNull()
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 3)
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big)
  })

  it('sends JSON as it is to a client that does not accept gzip, and off the listed routes', async () => {
    const plain = await get('/api/list', null)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.json()).toEqual(big)
    const unlisted = await get('/api/unlisted-but-big')
    expect(unlisted.headers.get('content-encoding')).toBeNull()
  })

  it('gzips a file over the threshold as it streams (no stale length, weak ETag) and not a tiny one', async () => {
    expect(Buffer.byteLength(file)).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES)
    const response = await get('/app.js')
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('etag')).toBe('W/"v1"')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(file)
    const tiny = await get('/tiny.js')
    expect(tiny.headers.get('content-encoding')).toBeNull()
    expect(await tiny.text()).toBe('1')
  })

  it('never touches server-sent events or a HEAD request', async () => {
    const events = await get('/events')
    expect(events.headers.get('content-encoding')).toBeNull()
    const head = await app.request('/app.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
    expect(head.headers.get('content-encoding')).toBeNull()
  })
})
