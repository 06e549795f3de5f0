import { useState, type ReactNode } from 'react'
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { useTranslation } from 'react-i18next'
import type { Task } from '@hookline/contract'
import { longDate } from '../lib/calendar-days'
import { dropCollision } from '../lib/drop-collision'
import { readDropTarget, type DropTarget } from '../lib/drop-targets'
import { keyboardToTargets } from '../lib/keyboard-to-targets'
import { TaskCardBody } from './task-card'

/**
 * The board's and the calendar's drag and drop (dnd-kit): a mouse or a finger drags a card by its
 * handle; the keyboard picks it up with Space or Enter, moves it with the arrow keys (one target a
 * press) and drops it with Space or Enter (Escape puts it back). Each step is announced.
 */
export function TaskDnd({
  tasks,
  onDrop,
  children,
}: {
  tasks: Task[]
  onDrop: (task: Task, target: DropTarget) => void
  children: ReactNode
}) {
  const { t, i18n } = useTranslation('tasks')
  const [activeId, setActiveId] = useState<UniqueIdentifier | null>(null)
  const [activeCompact, setActiveCompact] = useState(false)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardToTargets }),
  )
  const taskOf = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)
  const titleOf = (id: UniqueIdentifier) => taskOf(id)?.title ?? ''
  const targetName = (id: UniqueIdentifier | undefined) => {
    const target = id === undefined ? null : readDropTarget(id)
    if (!target) return ''
    if (target.kind === 'status') return t(`status.${target.status}`)
    return target.day ? longDate(target.day, i18n.resolvedLanguage) : t('calendar.unscheduled')
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { title: titleOf(active.id), target: targetName(over.id) }) : t('dnd.nowhere'),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { title: titleOf(active.id), target: targetName(over.id) }) : t('dnd.cancelled'),
    onDragCancel: () => t('dnd.cancelled'),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null)
    const task = taskOf(active.id)
    const target = over ? readDropTarget(over.id) : null
    if (task && target) onDrop(task, target)
  }
  const active = activeId === null ? undefined : taskOf(activeId)

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropCollision}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      onDragStart={({ active }) => {
        setActiveId(active.id)
        setActiveCompact((active.data.current as { compact?: boolean } | undefined)?.compact ?? false)
      }}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {active ? <TaskCardBody task={active} compact={activeCompact} className="rotate-1 shadow-lg" /> : null}
      </DragOverlay>
    </DndContext>
  )
}
