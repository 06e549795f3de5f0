import fs from 'node:fs'
import path from 'node:path'
import { Suspense, type ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router'
import { vi } from 'vitest'
import i18n from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { useAuthStore } from '@/stores/auth-store'

/**
 * Component tests render a page the way the app does (the real i18n with its real translation
 * files, the app's query client, a router) against a fake API: `fetch` answers /locales/… from
 * apps/web/public and /api/… from the test's handlers. Files using it run in happy-dom
 * (`// @vitest-environment happy-dom` on their first line).
 */

export interface ApiCall {
  method: string
  path: string
  body: unknown
}

/** What a handler answers: `data` in a success envelope, or an error envelope with `status`. */
export type ApiAnswer = { data: unknown } | { status: number; code: number; message: string; data?: unknown }
export type ApiHandler = (call: ApiCall) => ApiAnswer

const publicDir = path.resolve(import.meta.dirname, '../../public')

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Installs the fake API. `routes` is keyed by "METHOD /path" (query string left out); a request
 * nobody handles is a 404 envelope. Returns every API call made, in order.
 */
export function fakeApi(routes: Record<string, ApiHandler>): ApiCall[] {
  const calls: ApiCall[] = []
  // The app's API client and translation loader call fetch with a path and an init, never a Request.
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, window.location.origin)
    if (url.pathname.startsWith('/locales/')) {
      const file = path.join(publicDir, url.pathname)
      return fs.existsSync(file) ? new Response(fs.readFileSync(file, 'utf8'), { status: 200 }) : json(404, null)
    }
    const method = (init.method ?? 'GET').toUpperCase()
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, path: url.pathname, body }
    calls.push(call)
    const handler = routes[`${method} ${url.pathname}`]
    if (!handler) return json(404, { code: 40400, message: 'Not found', data: null })
    const answer = handler(call)
    return 'status' in answer
      ? json(answer.status, { code: answer.code, message: answer.message, data: answer.data ?? null })
      : json(200, { code: 0, message: 'ok', data: answer.data })
  })
  return calls
}

/** Where the router went: a page shown for any path other than "/". */
function Elsewhere() {
  const location = useLocation()
  return <p data-testid="navigated-to">{location.pathname}</p>
}

/**
 * Renders `page` at "/" in `language`, signed in (a token in the auth store). The page's
 * translations load through the fake fetch, as in the browser.
 */
export async function renderPage(page: () => ReactNode, { language = 'zh' }: { language?: 'zh' | 'en' } = {}) {
  queryClient.clear()
  useAuthStore.getState().setToken('test-token')
  await i18n.changeLanguage(language)
  const root = createRootRoute({
    component: () => (
      <Suspense fallback={<p>loading</p>}>
        <Outlet />
      </Suspense>
    ),
  })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/', component: page }),
    createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
