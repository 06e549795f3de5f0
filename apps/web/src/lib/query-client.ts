import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import i18n from '@/lib/i18n'
import { isApiError } from '@/lib/api-client'
import { handleServerError } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useAuthStore } from '@/stores/auth-store'

/** Three retries, none on 401 or 403. */
export const MAX_QUERY_RETRIES = 3
export const QUERY_STALE_TIME_MS = 10_000

export interface QueryNavigation {
  /** Current location (path + search), the redirect target after signing in again. */
  currentHref: () => string
  navigate: (to: string, search?: Record<string, string>) => void
}

/**
 * The query client is made before the router exists, so navigation is handed in afterwards
 * (main.tsx) instead of importing the router here (which would be an import cycle).
 */
let navigation: QueryNavigation | null = null
export function connectQueryNavigation(next: QueryNavigation) {
  navigation = next
}

/**
 * The signed-in user's first read can fail before the errors namespace has arrived over HTTP;
 * wait for it so the toast shows text, not a key.
 */
function toastWhenReady({ variant, title }: { variant: 'destructive'; title: string }) {
  void i18n.loadNamespaces('errors').then(() => toast({ variant, title: i18n.t(title) }))
}

/**
 * Query meta: `ownError` marks a query whose failure is handled where it is read instead of by a
 * trip to /500 (Hot Discoveries: its 'Failed to fetch platform data…' toast; the signed-in user:
 * the shell shows without it). `failureLog` is written to the console once the query has failed
 * for good (after its retries).
 */
interface AppQueryMeta {
  ownError?: boolean
  failureLog?: string
}
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
  }
}

function onQueryError(error: unknown, query: { meta?: AppQueryMeta }) {
  if (query.meta?.failureLog) console.error(query.meta.failureLog, error)
  if (!isApiError(error)) return
  // A 401 on any data query means the session is gone. Queries asked for side by side (a page's
  // data beside the signed-in user) all answer 401 then: the first ends the session, the others
  // find no token and add no second toast or redirect.
  if (error.status === 401) {
    if (!useAuthStore.getState().token) return
    toastWhenReady({ variant: 'destructive', title: 'errors:toast.sessionExpired' })
    useAuthStore.getState().reset()
    const redirect = navigation?.currentHref() ?? '/'
    if (!redirect.startsWith('/sign-in')) navigation?.navigate('/sign-in', { redirect })
    return
  }
  if (error.status === 500 && !query.meta?.ownError) {
    toastWhenReady({ variant: 'destructive', title: 'errors:toast.internalServerError' })
    navigation?.navigate('/500')
  }
}

function onMutationError(error: unknown) {
  // One toast at a time, so a 304 gets only its own message.
  if (isApiError(error) && error.status === 304) {
    toast({ variant: 'destructive', title: i18n.t('errors:toast.contentNotModified') })
    return
  }
  handleServerError(error)
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    mutationCache: new MutationCache({
      // A mutation with its own onError (e.g. sign-in's 'Login failed') shows its own toast.
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.options.onError) onMutationError(error)
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && (error.status === 401 || error.status === 403)) return false
          return failureCount < MAX_QUERY_RETRIES
        },
        staleTime: QUERY_STALE_TIME_MS,
        refetchOnWindowFocus: true,
      },
    },
  })
}

export const queryClient = createQueryClient()
