import { useDroppable } from '@dnd-kit/core'
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Task } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import {
  addDays,
  addMonths,
  dateOf,
  longDate,
  monthGrid,
  sameMonth,
  shortDate,
  today,
  weekDays,
} from '../lib/calendar-days'
import { dayTargetId } from '../lib/drop-targets'
import { TaskCard } from './task-card'

/**
 * The plan by planned date: a week (days in a row from 768 px, a list below) or a month (a grid of
 * weeks), and a tray of videos with no date yet. Dropping a card on a day plans it for that day.
 */
export function TaskCalendar({
  tasks,
  mode,
  day,
  onDayChange,
  onOpen,
}: {
  tasks: Task[]
  mode: 'week' | 'month'
  day: string
  onDayChange: (day: string) => void
  onOpen: (task: Task) => void
}) {
  const { t, i18n } = useTranslation('tasks')
  const days = mode === 'week' ? weekDays(day) : monthGrid(day)
  const byDay = new Map<string, Task[]>()
  for (const task of tasks)
    if (task.planned_date) byDay.set(task.planned_date, [...(byDay.get(task.planned_date) ?? []), task])
  const step = (direction: 1 | -1) =>
    onDayChange(mode === 'week' ? addDays(day, 7 * direction) : addMonths(day, direction))
  const heading =
    mode === 'month'
      ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          dateOf(day),
        )
      : t('calendar.weekOf', {
          start: shortDate(days[0], i18n.resolvedLanguage),
          end: shortDate(days[6], i18n.resolvedLanguage),
        })
  const weekdayFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { weekday: 'short', timeZone: 'UTC' })

  return (
    <div className="grid gap-3" data-testid="task-calendar">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="icon" onClick={() => step(-1)} aria-label={t(`calendar.previous.${mode}`)}>
          <ChevronLeftIcon />
        </Button>
        <Button variant="outline" size="icon" onClick={() => step(1)} aria-label={t(`calendar.next.${mode}`)}>
          <ChevronRightIcon />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDayChange(today())}>
          {t('calendar.today')}
        </Button>
        <h2 className="text-base font-semibold" aria-live="polite">
          {heading}
        </h2>
      </div>
      {mode === 'month' && (
        <div aria-hidden className="grid grid-cols-7 gap-1 text-center text-xs text-muted-foreground">
          {days.slice(0, 7).map((d) => (
            <span key={d}>{weekdayFormat.format(dateOf(d))}</span>
          ))}
        </div>
      )}
      <ol className={cn('grid gap-1', mode === 'week' ? 'md:grid-cols-7' : 'grid-cols-7')}>
        {days.map((d) => (
          <CalendarDay
            key={d}
            day={d}
            mode={mode}
            outside={mode === 'month' && !sameMonth(d, day)}
            tasks={byDay.get(d) ?? []}
            onOpen={onOpen}
          />
        ))}
      </ol>
      <Unscheduled tasks={tasks.filter((task) => !task.planned_date)} onOpen={onOpen} />
    </div>
  )
}

function CalendarDay({
  day,
  mode,
  outside,
  tasks,
  onOpen,
}: {
  day: string
  mode: 'week' | 'month'
  outside: boolean
  tasks: Task[]
  onOpen: (task: Task) => void
}) {
  const { i18n } = useTranslation('tasks')
  const { setNodeRef, isOver } = useDroppable({ id: dayTargetId(day) })
  const isToday = day === today()
  // A month cell is narrow (about 50 px at 390 px): its day of the month alone, without 日.
  const label =
    mode === 'month'
      ? String(Number(day.slice(8)))
      : new Intl.DateTimeFormat(i18n.resolvedLanguage, {
          weekday: 'short',
          month: 'numeric',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(dateOf(day))
  return (
    <li
      ref={setNodeRef}
      data-testid={`calendar-day-${day}`}
      aria-label={longDate(day, i18n.resolvedLanguage)}
      className={cn(
        'flex min-w-0 flex-col gap-1 rounded-lg border p-1 transition-colors',
        mode === 'week' ? 'min-h-16 md:min-h-40' : 'min-h-16 sm:min-h-24',
        outside && 'bg-muted/40 text-muted-foreground',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <span
        className={cn(
          'self-start rounded-full px-1.5 text-xs tabular-nums',
          isToday && 'bg-primary font-semibold text-primary-foreground',
        )}
      >
        {label}
      </span>
      {tasks.length > 0 && (
        <ul className="grid gap-1">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} compact={mode === 'month'} onOpen={() => onOpen(task)} />
          ))}
        </ul>
      )}
    </li>
  )
}

function Unscheduled({ tasks, onOpen }: { tasks: Task[]; onOpen: (task: Task) => void }) {
  const { t } = useTranslation('tasks')
  const { setNodeRef, isOver } = useDroppable({ id: dayTargetId(null) })
  return (
    <section
      ref={setNodeRef}
      aria-labelledby="task-unscheduled"
      data-testid="calendar-unscheduled"
      className={cn('grid gap-2 rounded-xl border border-dashed p-2', isOver && 'border-primary bg-primary/5')}
    >
      <h2 id="task-unscheduled" className="px-1 text-sm font-semibold">
        {t('calendar.unscheduled')}
      </h2>
      {tasks.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onOpen={() => onOpen(task)} />
          ))}
        </ul>
      ) : (
        <p className="px-1 text-xs text-muted-foreground">{t('calendar.unscheduledEmpty')}</p>
      )}
    </section>
  )
}
