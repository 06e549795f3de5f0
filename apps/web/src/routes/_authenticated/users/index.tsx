import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenInShell } from '@/features/errors/error-pages'
import { UsersPage } from '@/features/users/users-page'
import { ClaimAdminCard } from '@/features/users/components/claim-admin-card'
import { validateUsersSearch } from '@/features/users/users-search'
import { useCurrentUser } from '@/lib/session'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/users/')({
  loader: loadTranslations('users'),
  validateSearch: validateUsersSearch,
  component: function UsersRoute() {
    const isAdmin = useCurrentUser()?.is_admin ?? false
    const search = Route.useSearch()
    // Not admin: the 403, and under it the first admin's setup claim (the token is in the server log).
    return isAdmin ? (
      <UsersPage search={search} />
    ) : (
      <>
        <ForbiddenInShell />
        <ClaimAdminCard />
      </>
    )
  },
})
