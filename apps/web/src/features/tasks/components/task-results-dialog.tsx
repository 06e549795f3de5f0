import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import {
  FIGURE_MAX,
  plannedDateSchema,
  taskResultsInputSchema,
  type Task,
  type TaskFigures,
  type TaskResultsInput,
} from '@hookline/contract'
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
import { toast } from '@/hooks/use-toast'
import { isApiError } from '@/lib/api-client'
import { contractResolver } from '@/lib/contract-resolver'
import { fieldErrorText } from '@/lib/field-errors'
import { useRecordResults } from '../api/task-results'
import { OutlierBadge } from './outlier-badge'

const METRICS = ['views', 'likes', 'comments', 'shares', 'saves'] as const
type Metric = (typeof METRICS)[number]
const PERIODS = ['after_24h', 'after_7d'] as const

/** A count typed in a field: empty is "not recorded", anything else a whole number from 0. */
const countField = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)))
  .pipe(z.number().int().min(0).max(FIGURE_MAX).nullable())

const periodFields = z.object(
  Object.fromEntries(METRICS.map((metric) => [metric, countField])) as Record<Metric, typeof countField>,
)

/** The form's text fields, read into the contract's record: a period counts once its views are typed. */
const resultsFormSchema = z
  .object({
    url: z.string(),
    published_on: z.union([z.literal(''), plannedDateSchema]),
    after_24h: periodFields,
    after_7d: periodFields,
  })
  .superRefine((form, ctx) => {
    for (const period of PERIODS) {
      const figures = form[period]
      if (figures.views === null && METRICS.some((metric) => figures[metric] !== null))
        ctx.addIssue({
          code: 'custom',
          path: [period, 'views'],
          message: 'Views are required',
          params: { rule: 'required' },
        })
    }
  })
  .transform((form): TaskResultsInput => ({
    url: form.url.trim() || null,
    published_on: form.published_on || null,
    after_24h: form.after_24h.views === null ? null : (form.after_24h as TaskFigures),
    after_7d: form.after_7d.views === null ? null : (form.after_7d as TaskFigures),
  }))
  // The link's own rules (http or https, length) are the contract's.
  .pipe(taskResultsInputSchema)
type ResultsFormInput = z.input<typeof resultsFormSchema>

const textOf = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value))
const periodText = (figures: TaskFigures | null | undefined) =>
  Object.fromEntries(METRICS.map((metric) => [metric, textOf(figures?.[metric])])) as Record<Metric, string>

/** After publishing: the post's link, the day it went out, and its figures at 24 h and 7 days. */
export function TaskResultsDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useTranslation('tasks')
  return (
    <Dialog open={task !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('results.title')}</DialogTitle>
          <DialogDescription>{task ? t('results.description', { title: task.title }) : null}</DialogDescription>
        </DialogHeader>
        {task && <ResultsForm key={task.id} task={task} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function ResultsForm({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation('tasks')
  const form = useForm<ResultsFormInput, unknown, TaskResultsInput>({
    resolver: contractResolver(resultsFormSchema),
    defaultValues: {
      url: task.results?.url ?? '',
      published_on: task.results?.published_on ?? task.planned_date ?? '',
      after_24h: periodText(task.results?.after_24h),
      after_7d: periodText(task.results?.after_7d),
    },
  })
  const record = useRecordResults({
    onSuccess: (saved) => {
      toast({
        variant: 'success',
        title: saved.outlier?.outlier ? t('results.savedOutlier', { title: saved.title }) : t('results.saved'),
      })
      onClose()
    },
  })
  const { errors } = form.formState
  const labels = { url: t('results.url'), published_on: t('results.publishedOn') }
  const onSubmit = (results: TaskResultsInput) =>
    record.mutate(
      { id: task.id, results },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('results.failed'),
            description: isApiError(error) ? error.message : undefined,
          }),
      },
    )

  return (
    <>
      <form id="results-form" className="grid gap-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {task.outlier && (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="results-outlier">
            <OutlierBadge outlier={task.outlier} platform={task.platform} />
          </p>
        )}
        <FormField label={labels.url} error={fieldErrorText(t, errors.url, labels.url)}>
          {(control) => (
            <Input {...control} type="url" inputMode="url" placeholder="https://" {...form.register('url')} />
          )}
        </FormField>
        <FormField label={labels.published_on} error={fieldErrorText(t, errors.published_on, labels.published_on)}>
          {(control) => <Input {...control} type="date" {...form.register('published_on')} />}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('results.figures')}</legend>
          <div className="grid grid-cols-[minmax(4.5rem,auto)_1fr_1fr] items-start gap-x-2 gap-y-2 text-sm">
            <span />
            {PERIODS.map((period) => (
              <span key={period} className="text-xs font-medium text-muted-foreground">
                {t(`results.${period}`)}
              </span>
            ))}
            {METRICS.map((metric) => (
              <FigureRow key={metric} metric={metric} form={form} />
            ))}
          </div>
          <p className="text-xs text-muted-foreground">{t('results.hint')}</p>
        </fieldset>
      </form>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" form="results-form" disabled={record.isPending}>
          {t('results.save')}
        </Button>
      </DialogFooter>
    </>
  )
}

function FigureRow({
  metric,
  form,
}: {
  metric: Metric
  form: ReturnType<typeof useForm<ResultsFormInput, unknown, TaskResultsInput>>
}) {
  const { t } = useTranslation('tasks')
  const label = t(`results.metrics.${metric}`)
  return (
    <>
      <span className="pt-2 text-sm">{label}</span>
      {PERIODS.map((period) => {
        const name = `${period}.${metric}` as const
        const periodLabel = `${label} · ${t(`results.${period}`)}`
        const error = fieldErrorText(t, form.formState.errors[period]?.[metric], periodLabel)
        const id = `results-${period}-${metric}`
        return (
          <div key={period} className="grid gap-1">
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="off"
              aria-label={periodLabel}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              {...form.register(name)}
            />
            {error && (
              <span id={`${id}-error`} className="text-xs text-destructive">
                {error}
              </span>
            )}
          </div>
        )
      })}
    </>
  )
}
