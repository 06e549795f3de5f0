import { SSE_HEARTBEAT_MS } from '@hookline/contract/streaming'
import { useAuthStore } from '@/stores/auth-store'
import type { ApiData, ApiInitArgs, ApiMethod, ApiPath, CallOptions } from './api-types'

/** Every call times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000

/**
 * The one error type of the web's data layer. `code` is the envelope code (or the HTTP
 * status when the body has none), `status` the HTTP status (0 when nothing answered).
 */
export class ApiError<TData = unknown> extends Error {
  readonly code: number
  readonly status: number
  readonly data: TData | null

  constructor(code: number, message: string, status: number, data: TData | null = null) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.data = data
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** The message of a call not sent because the browser has no network (status 0, like no answer). */
export const OFFLINE_MESSAGE = 'Offline'

export interface RequestOptions extends CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

function buildInit(options: RequestOptions, accept: string, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Accept: accept, ...options.headers }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const token = useAuthStore.getState().token
  if (options.auth !== false && token) headers.Authorization = `Bearer ${token}`
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal,
  }
}

/**
 * Sends a call that gives up after REQUEST_TIMEOUT_MS by aborting `abort`; the caller's
 * own signal aborts it too. `stopClock` ends the 60 s limit once the call is over, or once a
 * stream's answer has begun.
 */
async function send(path: string, options: RequestOptions, accept: string, abort = new AbortController()) {
  const clock = setTimeout(
    () => abort.abort(new DOMException('The request timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  )
  const stopClock = () => clearTimeout(clock)
  const signal = options.signal ? AbortSignal.any([options.signal, abort.signal]) : abort.signal
  let init: RequestInit
  try {
    init = buildInit(options, accept, signal)
  } catch {
    stopClock()
    throw new ApiError(0, 'Request failed', 0)
  }
  try {
    return { response: await fetch(buildUrl(path, options.query), init), stopClock }
  } catch (error) {
    stopClock()
    // A caller's own abort (e.g. the Stop button) is not an error to report.
    if (options.signal?.aborted) throw error
    throw new ApiError(0, 'No response from server', 0)
  }
}

/** The API's envelope, `{ code, message, data }`, as far as an answer can be trusted to be one. */
type EnvelopeBody = { code: number; message?: unknown; data?: unknown }

const isEnvelope = (body: unknown): body is EnvelopeBody =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number'

const envelopeError = (body: EnvelopeBody, status: number) =>
  new ApiError(body.code, typeof body.message === 'string' ? body.message : 'Server error', status, body.data ?? null)

/** An HTTP error with a body code keeps it; otherwise the status is the code. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null)
  if (isEnvelope(body)) return envelopeError(body, response.status)
  return new ApiError(response.status, 'Server error', response.status)
}

/** JSON call: unwraps the envelope and returns `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, stopClock } = await send(path, options, 'application/json')
  let body: unknown
  try {
    if (!response.ok) throw await errorFromResponse(response)
    if (response.status === 204) return null as T
    body = await response.json().catch(() => {
      throw new ApiError(response.status, 'Server error', response.status)
    })
  } finally {
    stopClock()
  }
  if (!isEnvelope(body)) throw new ApiError(response.status, 'Server error', response.status)
  // A success response whose code is not 0 is still an error.
  if (body.code !== 0) throw envelopeError(body, response.status)
  return body.data as T
}

/**
 * Three missed heartbeats (the server writes one every 15 s): the connection is dead
 * even if the socket has not noticed yet.
 */
export const STREAM_IDLE_TIMEOUT_MS = 3 * SSE_HEARTBEAT_MS

/** An open event stream that received no bytes for STREAM_IDLE_TIMEOUT_MS. */
export class StreamIdleError extends Error {
  constructor(idleMs: number) {
    super(`The stream sent nothing for ${Math.round(idleMs / 1000)} s`)
    this.name = 'StreamIdleError'
  }
}

/**
 * A copy of `body` that errors with StreamIdleError (and calls `onIdle`, which closes the
 * connection) when no chunk arrives for `idleMs`. Cancelling the copy cancels the original.
 */
function watchIdle(body: ReadableStream<Uint8Array>, idleMs: number, onIdle: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let timer: ReturnType<typeof setTimeout> | undefined
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const arm = () => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          controller.error(new StreamIdleError(idleMs))
          onIdle()
          void reader.cancel().catch(() => {})
        }, idleMs)
      }
      arm()
      const pump = async (): Promise<void> => {
        try {
          for (;;) {
            const { done, value } = await reader.read()
            if (done) {
              clearTimeout(timer)
              controller.close()
              return
            }
            arm()
            controller.enqueue(value)
          }
        } catch (error) {
          clearTimeout(timer)
          try {
            controller.error(error)
          } catch {
            /* already errored by the idle timer */
          }
        }
      }
      void pump()
    },
    cancel(reason) {
      clearTimeout(timer)
      return reader.cancel(reason)
    },
  })
}

/**
 * Event-stream POST (raw text instead of parsed data). Returns the open Response so the
 * caller can read `response.body` progressively (e.g. with eventsource-parser); errors before the
 * stream starts are ApiErrors like any other call. The 60 s timeout covers only the wait for
 * the answer to begin: a long generation is normal. Once streaming, silence for `idleTimeoutMs`
 * (no data, no heartbeat) closes the connection and the body errors with StreamIdleError; the
 * caller's signal (the Stop button) aborts it at any time.
 */
export async function apiStream(
  path: string,
  { idleTimeoutMs = STREAM_IDLE_TIMEOUT_MS, ...options }: RequestOptions & { idleTimeoutMs?: number } = {},
): Promise<Response> {
  const abort = new AbortController()
  const { response, stopClock } = await send(path, { method: 'POST', ...options }, 'text/event-stream', abort)
  stopClock()
  if (!response.ok) throw await errorFromResponse(response)
  if (!response.body) return response
  const idleError = () => abort.abort(new StreamIdleError(idleTimeoutMs))
  const body = watchIdle(response.body, idleTimeoutMs, idleError)
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

/** Where the API is served; the OpenAPI document's paths are relative to it. */
const API_BASE = '/api'

/** `/scripts/{id}` and `{ id }` → `/api/scripts/…`, each parameter URL-encoded. */
function routeUrl(path: string, params: { path?: object } | undefined): string {
  const values = (params?.path ?? {}) as Record<string, string | number>
  return API_BASE + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])))
}

type AnyInit = CallOptions & { params?: { path?: object; query?: object }; body?: unknown }

/** The RequestOptions of a typed call: its path filled in, its query and body passed on as they are. */
function requestOf(method: NonNullable<RequestOptions['method']>, path: string, init: AnyInit = {}) {
  const { params, ...rest } = init
  const options: RequestOptions = { ...rest, method, query: params?.query as RequestOptions['query'] }
  return { url: routeUrl(path, params), options }
}

const typedCall =
  <M extends ApiMethod>(method: M) =>
  <P extends ApiPath<M>>(path: P, ...[init]: ApiInitArgs<M, P>): Promise<ApiData<M, P>> => {
    const { url, options } = requestOf(method.toUpperCase() as Uppercase<M>, path, init)
    return apiRequest<ApiData<M, P>>(url, options)
  }

/**
 * The web's one API client, typed by the server's routes (api-types.ts): `api.get('/scripts/{id}',
 * { params: { path: { id } }, signal })` resolves to the envelope's `data` or throws ApiError.
 */
export const api = {
  get: typedCall('get'),
  post: typedCall('post'),
  patch: typedCall('patch'),
  put: typedCall('put'),
  delete: typedCall('delete'),
  /** An event-stream POST to a declared route (apiStream). */
  stream: <P extends ApiPath<'post'>>(path: P, ...[init]: ApiInitArgs<'post', P>): Promise<Response> => {
    const { url, options } = requestOf('POST', path, init)
    return apiStream(url, options)
  },
}
