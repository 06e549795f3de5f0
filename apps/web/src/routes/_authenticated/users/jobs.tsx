import { createFileRoute } from '@tanstack/react-router'
import { JobsPage } from '@/features/jobs/jobs-page'
import { JobsNotAdmin } from '@/features/jobs/components/jobs-not-admin'
import { useCurrentUser } from '@/lib/session'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/users/jobs')({
  loader: loadTranslations('jobs'),
  component: function JobsRoute() {
    const isAdmin = useCurrentUser()?.is_admin ?? false
    return isAdmin ? <JobsPage /> : <JobsNotAdmin />
  },
})
