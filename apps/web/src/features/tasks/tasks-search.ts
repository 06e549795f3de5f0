import { PLATFORM_IDS, type Platform } from '@hookline/contract/platforms'

/*
 * Search params of /tasks: the view, the platform filter and the calendar's day live in the URL, so
 * back, forward and reload keep them. `plan` opens the new-task dialog filled from where the creator
 * came from: a trending item ("Plan it"), a script page or History ("Add to plan"). Route files stay
 * in the entry chunk, so this module imports only the zod-free platform list from the contract.
 */
export const TASK_VIEWS = ['board', 'week', 'month'] as const
export type TaskView = (typeof TASK_VIEWS)[number]

/** The same bounds as the contract's title and topic: a longer value is cut, not refused. */
const TITLE_MAX = 120
const TOPIC_MAX = 200
const DAY = /^\d{4}-\d{2}-\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface TasksSearch {
  view?: TaskView
  platform?: Platform
  /** A day of the week or month the calendar shows (YYYY-MM-DD); today when absent. */
  day?: string
  /** Open the new-task dialog with these values. */
  plan?: 1
  title?: string
  topic?: string
  for?: Platform
  script?: string
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().slice(0, max) : ''
const platformOf = (value: unknown) => PLATFORM_IDS.find((id) => id === value)

export function validateTasksSearch(search: Record<string, unknown>): TasksSearch {
  const result: TasksSearch = {}
  const view = TASK_VIEWS.find((v) => v === search.view)
  if (view && view !== 'board') result.view = view
  const platform = platformOf(search.platform)
  if (platform) result.platform = platform
  if (typeof search.day === 'string' && DAY.test(search.day) && !Number.isNaN(Date.parse(search.day)))
    result.day = search.day
  if (search.plan === 1 || search.plan === '1') {
    result.plan = 1
    const title = text(search.title, TITLE_MAX)
    if (title) result.title = title
    const topic = text(search.topic, TOPIC_MAX)
    if (topic) result.topic = topic
    const planFor = platformOf(search.for)
    if (planFor) result.for = planFor
    if (typeof search.script === 'string' && UUID.test(search.script)) result.script = search.script
  }
  return result
}
