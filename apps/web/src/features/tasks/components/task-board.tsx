import { useDroppable } from '@dnd-kit/core'
import { useTranslation } from 'react-i18next'
import { TASK_STATUSES, type Task, type TaskStatus } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { statusTargetId } from '../lib/drop-targets'
import { TaskCard } from './task-card'

/** The plan by status: one column per step from idea to published, side by side from 640 px, stacked below. */
export function TaskBoard({ tasks, onOpen }: { tasks: Task[]; onOpen: (task: Task) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" data-testid="task-board">
      {TASK_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          tasks={tasks.filter((task) => task.status === status)}
          onOpen={onOpen}
        />
      ))}
    </div>
  )
}

function BoardColumn({ status, tasks, onOpen }: { status: TaskStatus; tasks: Task[]; onOpen: (task: Task) => void }) {
  const { t } = useTranslation('tasks')
  const { setNodeRef, isOver } = useDroppable({ id: statusTargetId(status) })
  const headingId = `task-column-${status}`
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`task-column-${status}`}
      className={cn(
        'flex min-h-32 flex-col gap-2 rounded-xl border bg-muted/30 p-2 transition-colors',
        isOver && 'border-primary bg-primary/5',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {t(`status.${status}`)}
        <span className="text-xs font-normal text-muted-foreground tabular-nums">{tasks.length}</span>
      </h2>
      {tasks.length > 0 ? (
        <ul className="grid gap-2">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} onOpen={() => onOpen(task)} />
          ))}
        </ul>
      ) : (
        <p className="px-1 py-4 text-center text-xs text-muted-foreground">{t('board.emptyColumn')}</p>
      )}
    </section>
  )
}
