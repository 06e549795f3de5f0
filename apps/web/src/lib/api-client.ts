import { useAuthStore } from '@/stores/auth-store'

/** SPEC §7: every call times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000

/**
 * The one error type of the web's data layer (SPEC §8). `code` is the envelope code (or the HTTP
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /** SPEC §7: the bearer token is sent unless the call opts out (login, register). */
  auth?: boolean
  signal?: AbortSignal
  headers?: Record<string, string>
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(path, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

function buildInit(options: RequestOptions, accept: string): RequestInit {
  const headers: Record<string, string> = { Accept: accept, ...options.headers }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  const token = useAuthStore.getState().token
  if (options.auth !== false && token) headers.Authorization = `Bearer ${token}`
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  }
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  let init: RequestInit
  try {
    init = buildInit(options, accept)
  } catch {
    throw new ApiError(0, 'Request failed', 0)
  }
  try {
    return await fetch(buildUrl(path, options.query), init)
  } catch (error) {
    // A caller's own abort (e.g. the Stop button) is not an error to report.
    if (options.signal?.aborted) throw error
    throw new ApiError(0, 'No response from server', 0)
  }
}

/** SPEC §8: an HTTP error with a body code keeps it; otherwise the status is the code. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null)
  if (body && typeof body.code === 'number') {
    return new ApiError(body.code, String(body.message ?? 'Server error'), response.status, body.data ?? null)
  }
  return new ApiError(response.status, 'Server error', response.status)
}

/** JSON call: unwraps the envelope and returns `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json')
  if (!response.ok) throw await errorFromResponse(response)
  if (response.status === 204) return null as T
  const body = await response.json().catch(() => {
    throw new ApiError(response.status, 'Server error', response.status)
  })
  // SPEC §8: a success response whose code is not 0 is still an error.
  if (body.code !== 0) {
    throw new ApiError(body.code, String(body.message ?? 'Server error'), response.status, body.data ?? null)
  }
  return body.data as T
}

/**
 * Event-stream POST (SPEC §7: raw text instead of parsed data). Returns the open Response so the
 * caller can read `response.body` progressively (e.g. with eventsource-parser); errors before the
 * stream starts are ApiErrors like any other call.
 */
export async function apiStream(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await send(path, { method: 'POST', ...options }, 'text/event-stream')
  if (!response.ok) throw await errorFromResponse(response)
  return response
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  stream: apiStream,
}
