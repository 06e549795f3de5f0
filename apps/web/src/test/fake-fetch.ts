import { afterEach, beforeEach, vi } from 'vitest'

/** One request the fake fetch received, with the means to answer it chunk by chunk. */
export interface FakeCall {
  url: string
  init: RequestInit
  /** Starts the answer (status and headers); the body stays open until `end`. */
  respond: (status?: number, contentType?: string) => void
  send: (text: string) => void
  end: () => void
  /** The connection dies mid-body (a browser reports it as a TypeError from the read). */
  fail: (error: unknown) => void
}

/**
 * A stand-in for `fetch` that answers only when the test says so and honours the request's
 * signal the way browsers do: an abort rejects a pending fetch and errors an open body with the
 * signal's reason. The web tests run in Node without a DOM, so `window.location` is stubbed too.
 */
function installFakeFetch(calls: FakeCall[]) {
  vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1' } })
  vi.stubGlobal(
    'fetch',
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const encoder = new TextEncoder()
        let body!: ReadableStreamDefaultController<Uint8Array>
        const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) })
        const signal = init.signal!
        signal.addEventListener('abort', () => {
          reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'))
          try {
            body.error(signal.reason)
          } catch {
            /* already closed */
          }
        })
        calls.push({
          url,
          init,
          respond: (status = 200, contentType = 'text/event-stream') =>
            resolve(new Response(stream, { status, headers: { 'content-type': contentType } })),
          send: (text) => body.enqueue(encoder.encode(text)),
          end: () => body.close(),
          fail: (error) => body.error(error),
        })
      }),
  )
}

/**
 * For a test file: every test gets fake timers and a fresh fake fetch; the returned list holds
 * the current test's requests in order.
 */
export function withFakeFetch(): FakeCall[] {
  const calls: FakeCall[] = []
  beforeEach(() => {
    vi.useFakeTimers()
    calls.length = 0
    installFakeFetch(calls)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return calls
}

/** Reads a body to its end as text, or throws what the body errored with. */
export async function readText(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text
    text += value
  }
}
