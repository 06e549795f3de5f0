import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from '@tanstack/react-router'
import { FileTextIcon, Trash2Icon } from 'lucide-react'
import { z } from 'zod'
import {
  PLATFORMS,
  TASK_STATUSES,
  plannedDateSchema,
  taskInputSchema,
  type Platform,
  type Task,
  type TaskStatus,
} from '@hookline/contract'
import { ScriptStateBadge } from '@/components/script-state-badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { contractResolver } from '@/lib/contract-resolver'
import { fieldErrorText } from '@/lib/field-errors'

/** The dialog's fields: the contract's task, with an empty date field meaning "not planned yet". */
const taskFormSchema = taskInputSchema.omit({ script_id: true }).extend({
  planned_date: z.union([z.literal(''), plannedDateSchema]).transform((day) => day || null),
})
type TaskFormInput = z.input<typeof taskFormSchema>
export type TaskFormValues = z.output<typeof taskFormSchema>

/** What a new task starts with: the trend, script or History row it came from, or nothing. */
export interface TaskDraft {
  title?: string
  topic?: string
  platform?: Platform
  status?: TaskStatus
  script_id?: string
}

/** Plans a new video or edits one: title, topic, platform, date, status and notes; a linked script opens from here. */
export function TaskDialog({
  open,
  task,
  draft,
  pending,
  onSave,
  onDelete,
  onClose,
}: {
  open: boolean
  /** The task being edited; null for a new one. */
  task: Task | null
  draft: TaskDraft
  pending: boolean
  onSave: (values: TaskFormValues) => void
  onDelete: (task: Task) => void
  onClose: () => void
}) {
  const { t } = useTranslation('tasks')
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{task ? t('dialog.editTitle') : t('dialog.newTitle')}</DialogTitle>
          <DialogDescription>{task ? t('dialog.editDescription') : t('dialog.newDescription')}</DialogDescription>
        </DialogHeader>
        {/* Mounted while open, one per task: the fields start from it and a list refetch never resets them. */}
        {open && (
          <TaskForm
            key={task?.id ?? 'new'}
            task={task}
            draft={draft}
            pending={pending}
            onSave={onSave}
            onDelete={onDelete}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function TaskForm({
  task,
  draft,
  pending,
  onSave,
  onDelete,
  onClose,
}: {
  task: Task | null
  draft: TaskDraft
  pending: boolean
  onSave: (values: TaskFormValues) => void
  onDelete: (task: Task) => void
  onClose: () => void
}) {
  const { t } = useTranslation('tasks')
  const form = useForm<TaskFormInput, unknown, TaskFormValues>({
    resolver: contractResolver(taskFormSchema),
    defaultValues: {
      title: task?.title ?? draft.title ?? '',
      topic: task?.topic ?? draft.topic ?? '',
      platform: task?.platform ?? draft.platform ?? 'douyin',
      planned_date: task?.planned_date ?? '',
      status: task?.status ?? draft.status ?? 'idea',
      notes: task?.notes ?? '',
    },
  })
  const { errors } = form.formState
  const labels = {
    title: t('fields.title'),
    topic: t('fields.topic'),
    platform: t('fields.platform'),
    planned_date: t('fields.plannedDate'),
    status: t('fields.status'),
    notes: t('fields.notes'),
  }

  return (
    <>
      <form id="task-form" className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSave)}>
        <FormField label={labels.title} error={fieldErrorText(t, errors.title, labels.title)}>
          {(control) => <Input {...control} {...form.register('title')} autoComplete="off" />}
        </FormField>
        <FormField label={labels.topic} error={fieldErrorText(t, errors.topic, labels.topic)}>
          {(control) => <Input {...control} {...form.register('topic')} autoComplete="off" />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={labels.platform} error={fieldErrorText(t, errors.platform, labels.platform)}>
            {(control) => (
              <NativeSelect {...control} {...form.register('platform')}>
                {PLATFORMS.map((platform) => (
                  <option key={platform} value={platform}>
                    {t(`common:platforms.${platform}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label={labels.status} error={fieldErrorText(t, errors.status, labels.status)}>
            {(control) => (
              <NativeSelect {...control} {...form.register('status')}>
                {TASK_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label={labels.planned_date} error={fieldErrorText(t, errors.planned_date, labels.planned_date)}>
          {(control) => <Input {...control} type="date" {...form.register('planned_date')} />}
        </FormField>
        <FormField label={labels.notes} error={fieldErrorText(t, errors.notes, labels.notes)}>
          {(control) => <Textarea {...control} rows={3} {...form.register('notes')} />}
        </FormField>
        {task?.script && (
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="task-script">
            <FileTextIcon aria-hidden className="size-4 text-muted-foreground" />
            <Link to="/script-engine/$id" params={{ id: task.script.id }} className="font-medium hover:underline">
              {task.script.title}
            </Link>
            {task.script.state && (
              <ScriptStateBadge state={task.script.state}>{t(`scriptState.${task.script.state}`)}</ScriptStateBadge>
            )}
          </div>
        )}
        {!task && draft.script_id && <p className="text-sm text-muted-foreground">{t('dialog.linksScript')}</p>}
      </form>
      <DialogFooter className="gap-2 sm:justify-between">
        {task ? (
          <Button type="button" variant="ghost" className="text-destructive" onClick={() => onDelete(task)}>
            <Trash2Icon aria-hidden />
            {t('dialog.delete')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form="task-form" disabled={pending}>
            {task ? t('dialog.save') : t('dialog.create')}
          </Button>
        </div>
      </DialogFooter>
    </>
  )
}
