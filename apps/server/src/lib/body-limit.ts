import type { HttpBindings } from '@hono/node-server'
import type { Context, MiddlewareHandler } from 'hono'
import { requestHeader } from './request-header'

/**
 * Past this much, an oversized body is not read to its end: the connection is closed instead.
 * Reading a few MiB costs less than a client that sees a reset instead of the 413.
 */
export const BODY_DRAIN_MAX_BYTES = 16 * 1024 * 1024

/**
 * Hono's bodyLimit, except that an oversized body is read to its end (and dropped) before the
 * 413 is answered. Answering while the client is still sending makes Node close the socket with
 * the body unread, and a client that sends the whole body before reading (browsers, Playwright,
 * fetch) sees a connection reset instead of the envelope.
 */
export function bodyLimit(options: { maxSize: number; onError: (c: Context) => Response }): MiddlewareHandler {
  const { maxSize } = options
  const tooLarge = async (c: Context, reader: ReadableStreamDefaultReader<Uint8Array>, seen: number) => {
    const drained = await drain(reader, seen)
    const response = options.onError(c)
    if (!drained) response.headers.set('connection', 'close')
    return response
  }
  return async (c, next) => {
    // Headers first: on Node, touching c.req.raw.body builds a full WHATWG Request (a stream, an
    // AbortSignal) even for a GET, and an HTTP/1.1 request with neither header has no body (RFC
    // 9112 §6.3). A Request built in process (app.request) has neither, so there the body decides.
    const length = requestHeader(c, 'content-length')
    const chunked = requestHeader(c, 'transfer-encoding') !== undefined
    const overHttp = (c.env as Partial<HttpBindings> | undefined)?.incoming !== undefined
    if (length === undefined && !chunked && (overHttp || !c.req.raw.body)) return next()
    const declared = length === undefined || chunked ? NaN : Number(length)
    if (Number.isFinite(declared) && declared <= maxSize) return next()
    const body = c.req.raw.body
    if (!body) return next()
    const reader = body.getReader()
    if (Number.isFinite(declared)) return tooLarge(c, reader, 0)
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxSize) return tooLarge(c, reader, size)
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) })
    return next()
  }
}

/** Reads and drops the rest of a body; false when it is longer than BODY_DRAIN_MAX_BYTES. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): Promise<boolean> {
  let total = seen
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      total += value.byteLength
      if (total > BODY_DRAIN_MAX_BYTES) {
        await reader.cancel().catch(() => {})
        return false
      }
    }
  } catch {
    return false
  }
}
