// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { connectQueryNavigation, createQueryClient } from '@/lib/query-client'
import * as toasts from '@/hooks/use-toast'
import { useAuthStore } from '@/stores/auth-store'

afterEach(() => {
  vi.restoreAllMocks()
  useAuthStore.getState().reset()
})

describe('a 401 on a data query', () => {
  it('ends the session once when queries asked for side by side all answer 401', async () => {
    const toast = vi.spyOn(toasts, 'toast')
    const navigate = vi.fn()
    connectQueryNavigation({ currentHref: () => '/script-engine', navigate })
    useAuthStore.getState().setToken('expired-token')
    const client = createQueryClient()
    const unauthorized = () => Promise.reject(new ApiError(401, 'Unauthorized', 401))
    // A page's data read beside the signed-in user (routes/_authenticated/script-engine/index.tsx).
    await Promise.allSettled(
      ['user', 'connections', 'recent'].map((key) => client.fetchQuery({ queryKey: [key], queryFn: unauthorized })),
    )
    await vi.waitFor(() => expect(toast).toHaveBeenCalled())
    expect(useAuthStore.getState().token).toBe('')
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/sign-in', { redirect: '/script-engine' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(toast).toHaveBeenCalledTimes(1)
  })
})
