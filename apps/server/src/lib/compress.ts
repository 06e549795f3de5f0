import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { requestHeader } from './request-header'

const gzip = promisify(gzipCallback)

/** Below this, gzip's header and the work cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * gzip for text answers a client accepts it for, without the per-request cost of hono/compress.
 * That one sets Vary through `c.header()` after the handler, which rebuilds the finished response
 * as a full WHATWG Response, and it compresses every JSON answer however small (c.json sets no
 * Content-Length, so its threshold never applies). Most API answers are an envelope of a few
 * hundred bytes, and reading one back to learn its size costs more than the handler did, so a JSON
 * answer of unknown length is compressed only on the routes `largeJson` names (lists, whole
 * scripts): read once, gzipped on the libuv pool when it is over the threshold. Files have a known
 * length; server-sent events are never touched. Mount it only where answers may be large (app.ts):
 * on Node, merely reading a response's headers turns its plain header object into a WHATWG
 * Headers, and for the API's small envelopes that was a tenth of their time.
 */
export function compressResponses({ largeJson }: { largeJson: (path: string) => boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('content-type')
    if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206 || res.status === 304) return
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || res.headers.has('content-encoding')) return
    if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return
    const declared = res.headers.get('content-length')
    const json = declared === null && type.startsWith('application/json')
    // Answers that are never compressed need no Vary either.
    if (declared !== null ? Number(declared) < COMPRESS_THRESHOLD_BYTES : json && !largeJson(c.req.path)) return
    const vary = res.headers.get('vary')
    if (!vary) res.headers.set('vary', 'Accept-Encoding')
    else if (vary !== '*' && !/accept-encoding/i.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`)
    if (!/\bgzip\b/i.test(requestHeader(c, 'accept-encoding') ?? '')) return

    // Assigning c.res copies the old response's headers onto the new one, so what must change
    // (length, encoding, a strong ETag) is set after the assignment.
    if (json) {
      // A JSON envelope: a string in memory, so its size is known once read.
      const body = Buffer.from(await res.arrayBuffer())
      if (body.byteLength < COMPRESS_THRESHOLD_BYTES) {
        c.res = new Response(body, res)
        return
      }
      c.res = new Response(await gzip(body), res)
    } else {
      if (!res.body) return
      // A file or another stream: compressed as it is sent.
      c.res = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res)
    }
    c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', 'gzip')
    const etag = c.res.headers.get('etag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`)
  }
}
