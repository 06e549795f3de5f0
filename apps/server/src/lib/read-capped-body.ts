/**
 * Reads a whole response body, but no more than `maxBytes`: an upstream that answers without end
 * (or a small gzip bomb) fails with `tooLarge()` instead of filling memory. Bytes are counted
 * after decompression; a declared Content-Length over the cap fails before reading.
 */
export async function readCappedBody(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return Buffer.alloc(0)
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
