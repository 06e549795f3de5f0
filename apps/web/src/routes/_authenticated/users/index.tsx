import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenInShell } from '@/features/errors/error-pages'
import { UsersPage } from '@/features/users/users-page'
import { validateUsersSearch } from '@/features/users/users-search'
import { useCurrentUser } from '@/lib/session'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/users/')({
  loader: loadTranslations('users'),
  validateSearch: validateUsersSearch,
  component: function UsersRoute() {
    const isAdmin = useCurrentUser()?.is_admin ?? false
    const search = Route.useSearch()
    return isAdmin ? <UsersPage search={search} /> : <ForbiddenInShell />
  },
})
