import type { TaskStatus } from '@hookline/contract'

/**
 * What a card can be dropped on: a board column (a status) or a calendar day (a planned date, or
 * none: the "unscheduled" tray). The id says which, so one drop handler reads every target.
 */
export type DropTarget = { kind: 'status'; status: TaskStatus } | { kind: 'day'; day: string | null }

export const statusTargetId = (status: TaskStatus) => `status:${status}`
export const dayTargetId = (day: string | null) => `day:${day ?? 'none'}`

export function readDropTarget(id: string | number): DropTarget | null {
  const [kind, value] = String(id).split(':')
  if (kind === 'status') return { kind, status: value as TaskStatus }
  if (kind === 'day') return { kind, day: value === 'none' ? null : value }
  return null
}
