import { queryOptions, useQuery } from '@tanstack/react-query'
import type { User } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { parsedWithContract } from '@/lib/parsed-with-contract'
import { queryClient } from '@/lib/query-client'
import { applyAccountPreferences } from '@/lib/preferences'
import { useAuthStore } from '@/stores/auth-store'

/**
 * The signed-in user, owned by one query. Features that change the user write or invalidate it
 * (`setSessionUser`, `updateSessionUser`, or `invalidateQueries({ queryKey: currentUserQueryKey })`)
 * and every reader (`useCurrentUser`) follows.
 */
export const currentUserQueryKey = ['auth', 'user'] as const

async function fetchCurrentUser(): Promise<User> {
  // The schema loads on demand: the contract pulls in zod, which the entry chunk can do without (bench/bundle-size.mjs).
  const user = await parsedWithContract(api.get('/auth/getUserInfo'), (contract) => contract.userSchema)
  // Starting signed in: the account's theme, font and language, in case another browser changed them.
  if (queryClient.getQueryData(currentUserQueryKey) === undefined) applyAccountPreferences(user.preferences)
  return user
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    enabled: () => Boolean(useAuthStore.getState().token),
    // Every change this app makes to the user is written here at once (credits after a generation,
    // a profile edit); the user menu re-reads on open for changes made elsewhere (an admin's grant).
    staleTime: 60_000,
    // After a failed read, a component that mounts does not ask again: each new ask would put the
    // query back to pending, and the shell back to its spinner. A window focus still does.
    retryOnMount: false,
    // A failed read keeps the shell up without the user's details (logged, no /500); a 401
    // still ends the session (lib/query-client.ts).
    meta: { ownError: true, failureLog: 'Could not load the signed-in user' },
  })

/** The signed-in user, or null while it loads, when signed out, or when it could not be read. */
export function useCurrentUser(): User | null {
  return useQuery(currentUserQueryOptions()).data ?? null
}

/** After a call that answers with the changed user (profile edits): header and menus update at once. */
export function setSessionUser(user: User) {
  queryClient.setQueryData(currentUserQueryKey, user)
}

/** Changes part of the signed-in user in place (a generation's new balance); nothing when none is loaded. */
export function updateSessionUser(change: (user: User) => User) {
  queryClient.setQueryData<User>(currentUserQueryKey, (user) => user && change(user))
}

/**
 * Signs in locally with the answer of login/register. Queries start empty: nothing read as a
 * previous account (after an expired session, say) may show to this one. Mutations stay, since
 * the sign-in that called this is one of them.
 */
export function startSession(user: User, token: string) {
  queryClient.removeQueries()
  useAuthStore.getState().setToken(token)
  queryClient.setQueryData(currentUserQueryKey, user)
  applyAccountPreferences(user.preferences)
}

/** Auth state is cleared whether or not the server call succeeds. */
export async function endSession() {
  try {
    await api.post('/auth/logout')
  } finally {
    useAuthStore.getState().reset()
    queryClient.clear()
  }
}

/** App start, before the first render: with a token, the user's request leaves at once. */
export function prefetchCurrentUser() {
  if (useAuthStore.getState().token) void queryClient.prefetchQuery(currentUserQueryOptions())
}
