// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/query-client'
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
