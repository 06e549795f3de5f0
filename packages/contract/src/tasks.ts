import { z } from 'zod'
import { storableText } from './envelope'
import { languageSchema } from './auth'
import {
  briefSchema,
  briefTrendSchema,
  platformSchema,
  scriptFormatSchema,
  scriptStateSchema,
  TITLE_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
} from './scripts'

/**
 * /tasks: the creator's content plan. A task is one video on its way from an idea to a published
 * post: planned on a board by status and on a calendar by date, optionally linked to
 * the script that is being shot.
 */

/** In the order a video moves through them; the board's columns are this order. */
export const TASK_STATUSES = ['idea', 'scripted', 'filmed', 'published'] as const
export const taskStatusSchema = z.enum(TASK_STATUSES)
export type TaskStatus = z.infer<typeof taskStatusSchema>

/** Notes are the shooting notes of one video (props, location, a reminder), not a second script. */
export const TASK_NOTES_MAX_LENGTH = 2000
/** A plan holds a creator's months ahead; a bound on rows and on what one list returns. */
export const MAX_TASKS_PER_USER = 2000

/** A calendar day, `YYYY-MM-DD`, with no time of day or zone: the day the creator means to post. */
export const plannedDateSchema = z.iso.date('Planned date must be a date (YYYY-MM-DD)')

const titleSchema = storableText(z.string())
  .trim()
  .min(1, 'Title is required')
  .max(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters long`)
const topicSchema = storableText(z.string())
  .trim()
  .max(TOPIC_MAX_LENGTH, `Topic must be at most ${TOPIC_MAX_LENGTH} characters long`)
const notesSchema = storableText(z.string())
  .trim()
  .max(TASK_NOTES_MAX_LENGTH, `Notes must be at most ${TASK_NOTES_MAX_LENGTH} characters long`)

/** The script a task is linked to, as the plan shows it: its title and the state of its current version. */
export const taskScriptSchema = z.object({
  id: z.string(),
  title: z.string(),
  state: scriptStateSchema.nullable(),
})
export type TaskScript = z.infer<typeof taskScriptSchema>

/**
 * What one video did after it went out, at one moment (24 h or 7 days after posting). Views are
 * what the outlier score reads; the others are kept for the creator. A platform's counters are
 * whole numbers; a trillion is far past any single video.
 */
export const FIGURE_MAX = 1_000_000_000_000
const figure = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} cannot be negative`)
    .max(FIGURE_MAX, `${name} is too large`)
export const taskFiguresSchema = z.object({
  views: figure('Views'),
  likes: figure('Likes').nullable().default(null),
  comments: figure('Comments').nullable().default(null),
  shares: figure('Shares').nullable().default(null),
  saves: figure('Saves').nullable().default(null),
})
export type TaskFigures = z.infer<typeof taskFiguresSchema>
export type TaskFiguresInput = z.input<typeof taskFiguresSchema>

export const PUBLISHED_URL_MAX_LENGTH = 2000
/**
 * `PUT /api/tasks/{id}/results`: the post's link, the day it went out and its figures; the whole
 * record is replaced (a field left out is cleared). Only a task in "published" takes it.
 */
export const taskResultsInputSchema = z.object({
  url: storableText(z.string())
    .trim()
    .max(PUBLISHED_URL_MAX_LENGTH, `Link must be at most ${PUBLISHED_URL_MAX_LENGTH} characters long`)
    .pipe(z.url({ protocol: /^https?$/, error: 'Link must be an http:// or https:// address' }))
    .nullable()
    .default(null),
  /** Defaults to the planned date, else today (UTC): it orders the videos the median is taken over. */
  published_on: plannedDateSchema.nullable().default(null),
  after_24h: taskFiguresSchema.nullable().default(null),
  after_7d: taskFiguresSchema.nullable().default(null),
})
export type TaskResultsInput = z.input<typeof taskResultsInputSchema>

export const taskResultsSchema = z.object({
  url: z.string().nullable(),
  published_on: z.string().nullable(),
  after_24h: taskFiguresSchema.nullable(),
  after_7d: taskFiguresSchema.nullable(),
})
export type TaskResults = z.infer<typeof taskResultsSchema>

/**
 * The outlier score: a published video's views (its 7-day figure, else its 24-hour one) over the
 * median views of the creator's 10 published videos on the same platform before it. Fewer than
 * OUTLIER_MIN_EARLIER videos with figures before it, or a median of 0, give no score.
 */
export const OUTLIER_WINDOW = 10
export const OUTLIER_MIN_EARLIER = 3
/** A score from this up is marked as an outlier. */
export const OUTLIER_MARK = 2
export const taskOutlierSchema = z.object({
  score: z.number(),
  views: z.number().int(),
  median_views: z.number(),
  /** How many earlier videos the median was taken over (OUTLIER_MIN_EARLIER to OUTLIER_WINDOW). */
  earlier: z.number().int(),
  outlier: z.boolean(),
})
export type TaskOutlier = z.infer<typeof taskOutlierSchema>

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  platform: platformSchema,
  planned_date: z.string().nullable(),
  status: taskStatusSchema,
  notes: z.string(),
  script: taskScriptSchema.nullable(),
  /** Link, day and figures once recorded; null before. */
  results: taskResultsSchema.nullable(),
  outlier: taskOutlierSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Task = z.infer<typeof taskSchema>

export const taskInputSchema = z.object({
  title: titleSchema,
  topic: topicSchema.default(''),
  platform: platformSchema,
  planned_date: plannedDateSchema.nullable().default(null),
  status: taskStatusSchema.default('idea'),
  notes: notesSchema.default(''),
  /** A script of the same creator; another's or a missing one is a 404. At most one task per script. */
  script_id: z.uuid('Invalid script id').nullable().default(null),
})
export type TaskInput = z.input<typeof taskInputSchema>

/** Any of the fields; a drag on the board sends `status`, on the calendar `planned_date`. */
export const taskUpdateSchema = z
  .object({
    title: titleSchema,
    topic: topicSchema,
    platform: platformSchema,
    planned_date: plannedDateSchema.nullable(),
    status: taskStatusSchema,
    notes: notesSchema,
    script_id: z.uuid('Invalid script id').nullable(),
  })
  .partial()
  .refine((update) => Object.keys(update).length > 0, { message: 'Nothing to change', params: { rule: 'required' } })
export type TaskUpdate = z.input<typeof taskUpdateSchema>

/** `GET /api/tasks`: optionally one platform, a date range (the calendar's week or month), or one script's task. */
export const taskListQuerySchema = z.object({
  platform: platformSchema.optional(),
  from: plannedDateSchema.optional(),
  to: plannedDateSchema.optional(),
  script_id: z.uuid('Invalid script id').optional(),
})
export type TaskListQuery = z.input<typeof taskListQuerySchema>

export const taskListSchema = z.object({ items: z.array(taskSchema) })
export type TaskList = z.infer<typeof taskListSchema>

/**
 * Batch drafts: several topics, one platform, format and length, a draft each on the job system.
 * 20 is a creator's fortnight of ideas, and what one page of progress rows shows.
 */
export const BATCH_DRAFTS_MAX = 20
export const DRAFT_JOB_STATUSES = ['queued', 'writing', 'done', 'failed', 'cancelled'] as const
export const draftJobStatusSchema = z.enum(DRAFT_JOB_STATUSES)
export type DraftJobStatus = z.infer<typeof draftJobStatusSchema>

export const batchDraftTopicSchema = z.object({
  topic: briefSchema.shape.topic,
  /** The trending item the topic came from, handed to the brief as "write a script" does. */
  trend: briefTrendSchema.optional(),
})

export const batchDraftsRequestSchema = z.object({
  topics: z
    .array(batchDraftTopicSchema)
    .min(1, 'Give at least one topic')
    .max(BATCH_DRAFTS_MAX, `At most ${BATCH_DRAFTS_MAX} topics a batch`),
  platform: platformSchema,
  format: scriptFormatSchema.default('talking_head'),
  duration_seconds: briefSchema.shape.duration_seconds,
  language: languageSchema.default('zh'),
})
export type BatchDraftsRequest = z.input<typeof batchDraftsRequestSchema>

export const draftJobSchema = z.object({
  id: z.string(),
  batch_id: z.string(),
  topic: z.string(),
  platform: platformSchema,
  status: draftJobStatusSchema,
  /** Why it failed: a connection failure reason, no_credits, too_many_generations, interrupted… */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  script_id: z.string().nullable(),
  task_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type DraftJob = z.infer<typeof draftJobSchema>

export const draftJobListSchema = z.object({ items: z.array(draftJobSchema) })
export type DraftJobList = z.infer<typeof draftJobListSchema>

/**
 * The calendar feed (.ics) of planned dates: one private link per creator. Its token is shown once,
 * when it is made; only its digest is stored, so a new link replaces the old and a revoked link is
 * a 404.
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
  /** Only in the answer that made the link. */
  url: z.string().nullable(),
})
export type CalendarFeed = z.infer<typeof calendarFeedSchema>
