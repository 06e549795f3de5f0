import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '@/features/users/users-page'
import { validateUsersSearch } from '@/features/users/users-search'

export const Route = createFileRoute('/_authenticated/users/')({
  validateSearch: validateUsersSearch,
  component: function UsersRoute() {
    return <UsersPage search={Route.useSearch()} />
  },
})
