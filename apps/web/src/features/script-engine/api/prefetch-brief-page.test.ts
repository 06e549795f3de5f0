// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/lib/i18n'
import { queryClient } from '@/lib/query-client'
import { useAuthStore } from '@/stores/auth-store'
import { modelConnectionsQueryKey } from '@/lib/model-connections'
import { RECENT_PAGE_SIZE, recentScriptsQueryOptions } from './list-scripts'
import { prefetchBriefPage } from './prefetch-brief-page'

const answers: Record<string, unknown> = {
  '/api/model-connections': { server: { kind: 'offline', provider: null, model: null }, connections: [] },
  '/api/scripts': { items: [], total: 0, total_exact: true, page: 1, pageSize: 10 },
}

describe("/script-engine's loader", () => {
  const asked: string[] = []
  let answerAll: () => void
  beforeEach(() => {
    asked.length = 0
    queryClient.clear()
    const held: Array<() => void> = []
    answerAll = () => held.splice(0).forEach((answer) => answer())
    // Answers only when the test says so: what is asked before then was asked side by side.
    vi.stubGlobal('fetch', (url: string) => {
      const { pathname, search } = new URL(url, 'http://127.0.0.1')
      if (!pathname.startsWith('/api/')) return new Promise<Response>(() => {})
      asked.push(pathname + search)
      const body = JSON.stringify({ code: 0, message: 'ok', data: answers[pathname] })
      return new Promise<Response>((resolve) =>
        held.push(() => resolve(new Response(body, { headers: { 'content-type': 'application/json' } }))),
      )
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the writers and the recent scripts side by side, and keeps the answers for the page', async () => {
    prefetchBriefPage()
    await vi.waitFor(() =>
      expect(asked.sort()).toEqual(['/api/model-connections', '/api/scripts?page=1&pageSize=10&sort=newest']),
    )
    answerAll()
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(modelConnectionsQueryKey)).toEqual(answers['/api/model-connections']),
    )
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(recentScriptsQueryOptions(RECENT_PAGE_SIZE).queryKey)).toEqual(
        answers['/api/scripts'],
      ),
    )
  })

  it("is what the route's loader does, beside loading the page's translations", async () => {
    const { Route } = await import('@/routes/_authenticated/script-engine/index')
    void (Route.options.loader as () => unknown)()
    await vi.waitFor(() => expect(asked).toHaveLength(2))
  })

  it('is asked for at boot when the app opens on /script-engine signed in, before the router loads', async () => {
    const { prefetchFirstPage } = await import('@/router')
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces')
    useAuthStore.getState().setToken('a-token')
    try {
      prefetchFirstPage('/script-engine')
      // Sent in the same task as the call, as the signed-in user's own request is (main.tsx).
      expect(asked.sort()).toEqual(['/api/model-connections', '/api/scripts?page=1&pageSize=10&sort=newest'])
      // The page's strings too: the loader would ask for them only once the route's chunk has run.
      expect(loadNamespaces).toHaveBeenCalledWith('scripts')
    } finally {
      loadNamespaces.mockRestore()
      useAuthStore.getState().reset()
    }
  })

  it('is not asked for at boot when signed out, nor when the app opens on another page', async () => {
    const { prefetchFirstPage } = await import('@/router')
    prefetchFirstPage('/script-engine')
    useAuthStore.getState().setToken('a-token')
    try {
      prefetchFirstPage('/history')
      prefetchFirstPage('/script-engine/0b6f3c1e-8d1a-4c55-9f57-2f9a7f2e1a11')
    } finally {
      useAuthStore.getState().reset()
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toEqual([])
  })

  it('does not ask again for answers still fresh (a hover on the link, then the visit)', async () => {
    prefetchBriefPage()
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    answerAll()
    await vi.waitFor(() => expect(queryClient.getQueryData(modelConnectionsQueryKey)).toBeDefined())
    prefetchBriefPage()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked).toHaveLength(2)
  })
})
