import * as z from 'zod/mini'
import { PLATFORM_IDS } from '@hookline/contract/platforms'
import { lenient, searchId, searchText, withoutDefault } from '@/lib/search-params'

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

/** Without `plan` the dialog's values mean nothing: dropped, so the raw URL's cannot show through. */
const NO_PLAN = { title: undefined, topic: undefined, for: undefined, script: undefined }

export const tasksSearchSchema = z.pipe(
  z.object({
    view: lenient(z.pipe(z.enum(TASK_VIEWS), withoutDefault<TaskView>('board'))),
    platform: lenient(z.enum(PLATFORM_IDS)),
    /** A day of the week or month the calendar shows (YYYY-MM-DD); today when absent. */
    day: lenient(z.iso.date()),
    /** Open the new-task dialog with these values. */
    plan: lenient(z.pipe(z.coerce.number(), z.literal(1))),
    title: searchText(TITLE_MAX),
    topic: searchText(TOPIC_MAX),
    for: lenient(z.enum(PLATFORM_IDS)),
    script: searchId,
  }),
  z.transform((search) => (search.plan ? search : { ...search, ...NO_PLAN })),
)
