import { queryOptions } from '@tanstack/react-query'
import type { User } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { applyAccountPreferences } from '@/lib/preferences'
import { useAuthStore } from '@/stores/auth-store'

/**
 * The signed-in user. Features that change the user (e.g. a generation spending credits) call
 * `queryClient.invalidateQueries({ queryKey: currentUserQueryKey })`; the fresh user is written
 * to the auth store, which the user menu reads.
 */
export const currentUserQueryKey = ['auth', 'user'] as const

export async function fetchCurrentUser(): Promise<User> {
  // Loaded on demand: the contract pulls in zod, which the entry chunk can do without (bench/bundle-size.mjs).
  const [{ userSchema }, data] = await Promise.all([
    import('@hookline/contract'),
    api.get<unknown>('/api/auth/getUserInfo'),
  ])
  const user = userSchema.parse(data)
  const first = useAuthStore.getState().user === null
  useAuthStore.getState().setUser(user)
  // Starting signed in: the account's theme, font and language, in case another browser changed them.
  if (first) applyAccountPreferences(user.preferences)
  return user
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    enabled: () => Boolean(useAuthStore.getState().token),
  })

/** After a call that answers with the changed user (profile edits): header and menus update at once. */
export function setSessionUser(user: User) {
  useAuthStore.getState().setUser(user)
  queryClient.setQueryData(currentUserQueryKey, user)
}

/** Signs in locally with the answer of login/register. */
export function startSession(user: User, token: string) {
  const auth = useAuthStore.getState()
  auth.setToken(token)
  auth.setUser(user)
  auth.setSessionStatus({ loading: false, initialized: true })
  queryClient.setQueryData(currentUserQueryKey, user)
  applyAccountPreferences(user.preferences)
}

/** Auth state is cleared whether or not the server call succeeds. */
export async function endSession() {
  try {
    await api.post<null>('/api/auth/logout')
  } finally {
    useAuthStore.getState().reset()
    queryClient.clear()
  }
}

let bootstrapped = false

/**
 * App start: with a token and no user, fetch user info once. A failure is only logged
 * (the query cache still handles a 401 as 'Session expired!', but a 500 does not lead to /500);
 * the app becomes initialised either way.
 */
export async function bootstrapSession() {
  if (bootstrapped) return
  bootstrapped = true
  const auth = useAuthStore.getState()
  if (!auth.token || auth.user) {
    auth.setSessionStatus({ loading: false, initialized: true })
    return
  }
  auth.setSessionStatus({ loading: true, initialized: false })
  try {
    await queryClient.fetchQuery({ ...currentUserQueryOptions(), meta: { startup: true } })
  } catch (error) {
    console.error('Could not load the signed-in user', error)
  } finally {
    useAuthStore.getState().setSessionStatus({ loading: false, initialized: true })
  }
}
