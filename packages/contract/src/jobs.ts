import { z } from 'zod'

/** A job's state in pg-boss's words. */
export const jobStateSchema = z.enum(['created', 'retry', 'active', 'completed', 'cancelled', 'failed'])
export type JobState = z.infer<typeof jobStateSchema>

/** One failed job as the admin jobs page shows it. */
export const jobFailureSchema = z.object({
  id: z.string().uuid(),
  /** When its last attempt ended (ISO). */
  failed_at: z.string().nullable(),
  /** The error of its last attempt (its message, no stack). */
  error: z.string(),
  /** Attempts made, the first one included. */
  attempts: z.number().int(),
  /** Still in the queue's table, so "retry" can queue it again (older failures are archived). */
  retryable: z.boolean(),
})
export type JobFailure = z.infer<typeof jobFailureSchema>

/** One background queue: its schedule, when it last and next runs, and how its jobs fared. */
export const jobQueueSummarySchema = z.object({
  name: z.string(),
  /** Seconds between scheduled runs; null when it only runs what is sent to it. */
  every_seconds: z.number().int().nullable(),
  /** When its most recent job started (ISO), null if none has. */
  last_run_at: z.string().nullable(),
  last_state: jobStateSchema.nullable(),
  /** The earliest queued job's start (ISO), null when nothing is queued. */
  next_run_at: z.string().nullable(),
  counts: z.object({
    queued: z.number().int(),
    active: z.number().int(),
    /** Waiting to be tried again after a failed attempt. */
    retrying: z.number().int(),
    completed: z.number().int(),
    /** Failed for good, archived ones included. */
    failed: z.number().int(),
  }),
  /** The newest failures, newest first (at most 5). */
  recent_failures: z.array(jobFailureSchema),
})
export type JobQueueSummary = z.infer<typeof jobQueueSummarySchema>

export const jobQueueListSchema = z.object({
  queues: z.array(jobQueueSummarySchema),
  /** The database's clock when read (ISO): "next run in…" is measured from it. */
  now: z.string(),
})
export type JobQueueList = z.infer<typeof jobQueueListSchema>

const queueNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, 'Unknown queue')

export const jobRetryParamsSchema = z.object({ queue: queueNameSchema, id: z.string().uuid('Unknown job') })

export const jobRunParamsSchema = z.object({ queue: queueNameSchema })

/** A job queued by "run now". */
export const jobRunResponseSchema = z.object({ id: z.string().uuid() })
