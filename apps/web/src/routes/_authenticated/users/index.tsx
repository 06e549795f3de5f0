import { createFileRoute } from '@tanstack/react-router'
import { UsersPage } from '@/features/users/users-page'
import { UsersNotAdmin } from '@/features/users/components/users-not-admin'
import { usersSearchSchema } from '@/features/users/users-search'
import { useCurrentUser } from '@/lib/session'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/users/')({
  loader: loadTranslations('users'),
  validateSearch: usersSearchSchema,
  component: function UsersRoute() {
    const isAdmin = useCurrentUser()?.is_admin ?? false
    const search = Route.useSearch()
    // Not admin: what the page is and where their own account is, and the first admin's setup claim.
    return isAdmin ? <UsersPage search={search} /> : <UsersNotAdmin />
  },
})
