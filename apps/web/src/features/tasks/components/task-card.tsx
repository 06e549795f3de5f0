import type { ReactNode } from 'react'
import { useDraggable } from '@dnd-kit/core'
import { ChartColumnIcon, GripVerticalIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Task } from '@hookline/contract'
import { ScriptStateBadge } from '@/components/script-state-badge'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'
import { shortDate } from '../lib/calendar-days'
import { useOpenResults } from '../lib/results-context'
import { OutlierBadge } from './outlier-badge'

/** What a card shows: title, platform, planned date, its script's state; once published, its results and outlier score. */
export function TaskCardBody({
  task,
  compact = false,
  onOpen,
  handle,
  className,
}: {
  task: Task
  compact?: boolean
  onOpen?: () => void
  handle?: ReactNode
  className?: string
}) {
  const { t, i18n } = useTranslation('tasks')
  const date = task.planned_date ? shortDate(task.planned_date, i18n.resolvedLanguage) : null
  const openResults = useOpenResults()
  return (
    <div
      className={cn(
        'flex items-start gap-1 rounded-lg border bg-card text-card-foreground shadow-xs',
        compact ? 'p-1' : 'p-2',
        className,
      )}
    >
      {handle}
      <div className="grid min-w-0 flex-1 gap-1">
        <button
          type="button"
          onClick={onOpen}
          className={cn(
            'w-full rounded-sm text-left font-medium break-words outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50',
            compact ? 'line-clamp-2 text-xs' : 'text-sm',
          )}
          aria-label={t('card.open', { title: task.title })}
        >
          {task.title}
        </button>
        {compact && task.outlier?.outlier && (
          <span className="flex">
            <OutlierBadge outlier={task.outlier} platform={task.platform} compact />
          </span>
        )}
        {!compact && (
          <div className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            <Badge variant="secondary" className="font-normal">
              {t(`common:platforms.${task.platform}`)}
            </Badge>
            {date && <span className="tabular-nums">{date}</span>}
            {task.script?.state && (
              <ScriptStateBadge state={task.script.state}>{t(`scriptState.${task.script.state}`)}</ScriptStateBadge>
            )}
            {task.outlier && <OutlierBadge outlier={task.outlier} platform={task.platform} />}
            {task.status === 'published' && openResults && (
              <button
                type="button"
                onClick={() => openResults(task)}
                aria-label={t(task.results ? 'results.edit' : 'results.record', { title: task.title })}
                className="inline-flex items-center gap-1 rounded-sm px-1 font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <ChartColumnIcon aria-hidden className="size-3.5" />
                {t(task.results ? 'results.editShort' : 'results.recordShort')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  )
}

/** A card that can be dragged by its handle (mouse, finger or keyboard) onto a column or a day. */
export function TaskCard({ task, compact, onOpen }: { task: Task; compact?: boolean; onOpen: () => void }) {
  const { t } = useTranslation('tasks')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: task.id,
    // The overlay is drawn like the card (a month cell's is compact): the keyboard's target is under its centre.
    data: { compact: compact ?? false },
  })
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t('card.move', { title: task.title })}
      className={cn(
        'flex shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        compact ? 'h-5 w-3.5' : 'h-6 w-5',
      )}
    >
      <GripVerticalIcon aria-hidden className="size-4" />
    </button>
  )
  return (
    <li ref={setNodeRef} data-testid="task-card" data-task-id={task.id} className={cn(isDragging && 'opacity-40')}>
      <TaskCardBody task={task} compact={compact} onOpen={onOpen} handle={handle} />
    </li>
  )
}
