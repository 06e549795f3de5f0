import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenInShell } from '@/features/errors/error-pages'
import { UsersPage } from '@/features/users/users-page'
import { validateUsersSearch } from '@/features/users/users-search'
import { useAuthStore } from '@/stores/auth-store'

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: validateUsersSearch,
  component: function UsersRoute() {
    const isAdmin = useAuthStore((state) => state.user?.is_admin ?? false)
    const search = Route.useSearch()
    return isAdmin ? <UsersPage search={search} /> : <ForbiddenInShell />
  },
})
