import { useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import {
  CalendarDaysIcon,
  CalendarPlusIcon,
  CalendarRangeIcon,
  CloudOffIcon,
  KanbanIcon,
  LayersIcon,
  PlusIcon,
  RotateCwIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PLATFORMS, type Platform, type Task } from '@hookline/contract'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { useCreateTask } from './api/create-task'
import { useDeleteTask } from './api/delete-task'
import { useTasks } from './api/tasks-query'
import { useUpdateTask } from './api/update-task'
import { BatchDraftsDialog } from './components/batch-drafts-dialog'
import { CalendarFeedDialog } from './components/calendar-feed-dialog'
import { DraftJobsPanel } from './components/draft-jobs-panel'
import { TaskBoard } from './components/task-board'
import { TaskCalendar } from './components/task-calendar'
import { TaskDialog, type TaskDraft, type TaskFormValues } from './components/task-dialog'
import { TaskDnd } from './components/task-dnd'
import { TaskResultsDialog } from './components/task-results-dialog'
import { today } from './lib/calendar-days'
import type { DropTarget } from './lib/drop-targets'
import { OpenResultsContext } from './lib/results-context'
import { TASK_VIEWS, type TaskView } from './tasks-search'

const route = getRouteApi('/_authenticated/tasks/')
const VIEW_ICONS = { board: KanbanIcon, week: CalendarRangeIcon, month: CalendarDaysIcon }

/** /tasks: the creator's content plan, as a board by status or a calendar by planned date. */
export function TasksPage() {
  const { t } = useTranslation('tasks')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const view: TaskView = search.view ?? 'board'
  const list = useTasks(search.platform)
  const [editing, setEditing] = useState<Task | null>(null)
  const [creating, setCreating] = useState(false)
  const [batching, setBatching] = useState(false)
  const [feedOpen, setFeedOpen] = useState(false)
  const [resultsOf, setResultsOf] = useState<Task | null>(null)
  const planning = search.plan === 1
  const draft: TaskDraft = planning
    ? { title: search.title ?? search.topic, topic: search.topic, platform: search.for, script_id: search.script }
    : {}
  const draftWithStatus: TaskDraft = draft.script_id ? { ...draft, status: 'scripted' } : draft

  const closeDialog = () => {
    setEditing(null)
    setCreating(false)
    if (planning)
      void navigate({
        search: (prev) => ({ view: prev.view, platform: prev.platform, day: prev.day }),
        replace: true,
      })
  }
  const create = useCreateTask({
    onSuccess: (task) => {
      toast({ variant: 'success', title: t('toast.created', { title: task.title }) })
      closeDialog()
    },
  })
  const update = useUpdateTask({
    onSuccess: (task) => {
      if (editing) {
        toast({ variant: 'success', title: t('toast.saved', { title: task.title }) })
        closeDialog()
      }
    },
  })
  const remove = useDeleteTask({
    onSuccess: () => {
      toast({ variant: 'success', title: t('toast.deleted') })
      closeDialog()
    },
  })

  const onSave = (values: TaskFormValues) => {
    if (editing) update.mutate({ id: editing.id, changes: values })
    else create.mutate({ ...values, script_id: draft.script_id ?? null })
  }
  const onDrop = (task: Task, target: DropTarget) => {
    if (target.kind === 'status' && target.status !== task.status)
      update.mutate({ id: task.id, changes: { status: target.status } })
    if (target.kind === 'day' && target.day !== task.planned_date)
      update.mutate({ id: task.id, changes: { planned_date: target.day } })
  }
  const setSearch = (next: { view?: TaskView; platform?: Platform; day?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })

  let content
  if (list.isPending) content = <Skeleton className="h-64 w-full rounded-xl" />
  else if (list.isError)
    content = (
      <EmptyState icon={CloudOffIcon} title={t('error.title')} description={t('error.description')}>
        <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RotateCwIcon aria-hidden className={list.isFetching ? 'animate-spin' : undefined} />
          {t('actions.retry')}
        </Button>
      </EmptyState>
    )
  else
    content = (
      <OpenResultsContext.Provider value={setResultsOf}>
        <TaskDnd tasks={list.data.items} onDrop={onDrop}>
          {list.data.items.length === 0 && (
            <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="tasks-empty">
              {search.platform ? t('empty.filtered') : t('empty.description')}
            </p>
          )}
          {view === 'board' ? (
            <TaskBoard tasks={list.data.items} onOpen={setEditing} />
          ) : (
            <TaskCalendar
              tasks={list.data.items}
              mode={view}
              day={search.day ?? today()}
              onDayChange={(day) => setSearch({ day })}
              onOpen={setEditing}
            />
          )}
        </TaskDnd>
      </OpenResultsContext.Provider>
    )

  return (
    <PageContainer
      title={t('title')}
      description={t('subtitle')}
      className="max-w-7xl"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setFeedOpen(true)}>
            <CalendarPlusIcon aria-hidden />
            {t('feed.open')}
          </Button>
          <Button variant="outline" onClick={() => setBatching(true)}>
            <LayersIcon aria-hidden />
            {t('actions.batch')}
          </Button>
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden />
            {t('actions.new')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label={t('views.label')} className="inline-flex rounded-lg border p-0.5">
          {TASK_VIEWS.map((option) => {
            const Icon = VIEW_ICONS[option]
            return (
              <Button
                key={option}
                variant="ghost"
                size="sm"
                aria-pressed={view === option}
                className={cn(view === option && 'bg-accent text-accent-foreground')}
                onClick={() => setSearch({ view: option === 'board' ? undefined : option })}
              >
                <Icon aria-hidden />
                {t(`views.${option}`)}
              </Button>
            )
          })}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('filter.label')}</span>
          <NativeSelect
            value={search.platform ?? ''}
            onChange={(event) => setSearch({ platform: (event.target.value || undefined) as Platform | undefined })}
            className="w-40"
          >
            <option value="">{t('filter.all')}</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {t(`common:platforms.${platform}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      <DraftJobsPanel />
      {content}
      <BatchDraftsDialog
        open={batching}
        onClose={() => setBatching(false)}
        onQueued={(count) => {
          setBatching(false)
          toast({ variant: 'success', title: t('toast.queued', { count }) })
        }}
      />
      <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
      <TaskResultsDialog task={resultsOf} onClose={() => setResultsOf(null)} />
      <TaskDialog
        open={creating || planning || editing !== null}
        task={editing}
        draft={draftWithStatus}
        pending={create.isPending || update.isPending}
        onSave={onSave}
        onDelete={(task) => remove.mutate(task.id)}
        onClose={closeDialog}
      />
    </PageContainer>
  )
}
