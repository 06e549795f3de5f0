import { createFileRoute } from '@tanstack/react-router'
import { TasksPage } from '@/features/tasks/tasks-page'
import { tasksSearchSchema } from '@/features/tasks/tasks-search'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/tasks/')({
  loader: loadTranslations('tasks'),
  validateSearch: tasksSearchSchema,
  component: TasksPage,
})
