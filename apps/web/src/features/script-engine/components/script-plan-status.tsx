import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarCheckIcon, CalendarPlusIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { taskListSchema, type ScriptDetail } from '@hookline/contract'
import { api } from '@/lib/api-client'

/**
 * This script's place in the content plan (/tasks): its task's status and date, or
 * "Add to plan". The key starts with /tasks' own, so a change there is seen here too.
 */
export function ScriptPlanStatus({ detail }: { detail: ScriptDetail }) {
  const { t, i18n } = useTranslation('scripts')
  const query = useQuery({
    queryKey: ['tasks', { script: detail.id }],
    queryFn: async ({ signal }) =>
      taskListSchema.parse(await api.get('/tasks', { params: { query: { script_id: detail.id } }, signal })),
  })
  if (!query.data) return null
  const task = query.data.items[0]
  if (!task)
    return (
      <Link
        to="/tasks"
        search={{ plan: 1, title: detail.title, topic: detail.topic, for: detail.platform, script: detail.id }}
        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        data-testid="script-add-to-plan"
      >
        <CalendarPlusIcon aria-hidden className="size-3.5" />
        {t('plan.add')}
      </Link>
    )
  const date = task.planned_date
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${task.planned_date}T00:00:00Z`),
      )
    : null
  return (
    <Link
      to="/tasks"
      className="inline-flex items-center gap-1 underline-offset-4 hover:text-foreground hover:underline"
      data-testid="script-task-status"
      data-status={task.status}
    >
      <CalendarCheckIcon aria-hidden className="size-3.5" />
      {date
        ? t('plan.inPlanOn', { status: t(`plan.status.${task.status}`), date })
        : t('plan.inPlan', { status: t(`plan.status.${task.status}`) })}
    </Link>
  )
}
