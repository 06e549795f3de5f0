import { sql } from 'drizzle-orm'
import { ErrorCode, type JobFailure, type JobQueueList, type JobQueueSummary, type JobState } from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { Database } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { allJobs } from '../../jobs/all-jobs'
import { jobQueueFor } from '../../jobs/job-queue'
import { scheduleSecondsOf, type SendOptions } from '../../jobs/job-system'
import { AppError } from '../../lib/errors'

/** Failures listed per queue: enough to see a pattern, short enough for a phone. */
const RECENT_FAILURES = 5

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** pg-boss keeps a failed attempt's error as its output: a serialized Error, or what the handler passed. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const { message, value } = output as { message?: unknown; value?: unknown }
    if (typeof message === 'string' && message) return message
    if (typeof value === 'string' && value) return value
  }
  return 'failed without a message'
}

/**
 * What the admin jobs page shows, read from pg-boss's own tables (schema `pgboss`): every queue,
 * the registered schedules, the last and next run, counts by state and the newest failures.
 * Failed jobs are kept in `job` for a while (retryable), then moved to `archive`.
 */
export function createJobsAdminService(deps: AppDeps) {
  const { database, config } = deps
  const schedules = new Map(allJobs.map((job) => [job.name, scheduleSecondsOf(job.spec, config)]))

  async function list(): Promise<JobQueueList> {
    // Installs pg-boss's schema on a database no node has started it on yet (an app without workers).
    await jobQueueFor(database)
    const [clock] = await selectRows<{ now: Date | string }>(database.db, sql`SELECT now() AS now`)
    const queues = await selectRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM pgboss.queue WHERE name NOT LIKE '__pgboss__%' ORDER BY name`,
    )
    const counts = await selectRows<{ name: string; state: JobState; n: number }>(
      database.db,
      sql`SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state
          UNION ALL
          SELECT name, 'failed' AS state, count(*)::int AS n FROM pgboss.archive WHERE state = 'failed' GROUP BY name`,
    )
    const runs = await selectRows<{
      name: string
      last_run_at: Date | string | null
      next_run_at: Date | string | null
    }>(
      database.db,
      sql`SELECT name,
                 max(started_on) AS last_run_at,
                 min(start_after) FILTER (WHERE state IN ('created', 'retry')) AS next_run_at
          FROM (SELECT name, started_on, start_after, state FROM pgboss.job
                UNION ALL
                SELECT name, started_on, NULL, state FROM pgboss.archive) jobs
          GROUP BY name`,
    )
    const lastStates = await selectRows<{ name: string; state: JobState }>(
      database.db,
      sql`SELECT DISTINCT ON (name) name, state::text AS state
          FROM (SELECT name, started_on, state FROM pgboss.job WHERE started_on IS NOT NULL
                UNION ALL
                SELECT name, started_on, state FROM pgboss.archive WHERE started_on IS NOT NULL) jobs
          ORDER BY name, started_on DESC`,
    )
    const failures = await selectRows<{
      name: string
      id: string
      failed_at: Date | string | null
      output: unknown
      retry_count: number
      retryable: boolean
    }>(
      database.db,
      sql`SELECT name, id, failed_at, output, retry_count, retryable FROM (
            SELECT name, id, failed_at, output, retry_count, retryable,
                   row_number() OVER (PARTITION BY name ORDER BY failed_at DESC NULLS LAST) AS nth
            FROM (SELECT name, id::text, completed_on AS failed_at, output, retry_count, true AS retryable
                  FROM pgboss.job WHERE state = 'failed'
                  UNION ALL
                  SELECT name, id::text, completed_on, output, retry_count, false
                  FROM pgboss.archive WHERE state = 'failed') failed
          ) ranked WHERE nth <= ${RECENT_FAILURES} ORDER BY name, failed_at DESC NULLS LAST`,
    )

    const summaries: JobQueueSummary[] = queues.map(({ name }) => {
      const count = (state: JobState) =>
        counts.filter((row) => row.name === name && row.state === state).reduce((sum, row) => sum + row.n, 0)
      const run = runs.find((row) => row.name === name)
      const every = schedules.get(name) ?? 0
      return {
        name,
        every_seconds: every > 0 ? every : null,
        last_run_at: iso(run?.last_run_at ?? null),
        last_state: lastStates.find((row) => row.name === name)?.state ?? null,
        next_run_at: iso(run?.next_run_at ?? null),
        counts: {
          queued: count('created'),
          active: count('active'),
          retrying: count('retry'),
          completed: count('completed'),
          failed: count('failed'),
        },
        recent_failures: failures
          .filter((row) => row.name === name)
          .map((row): JobFailure => ({
            id: row.id,
            failed_at: iso(row.failed_at),
            error: errorText(row.output),
            attempts: row.retry_count + 1,
            retryable: row.retryable,
          })),
      }
    })
    return { queues: summaries, now: iso(clock.now)! }
  }

  /** Queues a failed job again (one more attempt); 404 when that queue has no such failed job. */
  async function retry(queue: string, id: string): Promise<void> {
    const boss = await jobQueueFor(database)
    const [known] = await selectRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM pgboss.queue WHERE name = ${queue}`,
    )
    if (!known) throw new AppError(ErrorCode.NOT_FOUND, 'No such queue')
    const [failed] = await selectRows<{ id: string }>(
      database.db,
      sql`SELECT id::text FROM pgboss.job WHERE name = ${queue} AND id = ${id}::uuid AND state = 'failed'`,
    )
    if (!failed)
      throw new AppError(
        ErrorCode.NOT_FOUND,
        'No failed job with this id in this queue (it may have been retried or archived)',
      )
    await boss.retry(queue, id)
  }

  /** Queues one run of a scheduled job now, one attempt (outside its schedule: the periods go on as they were). */
  async function runNow(queue: string): Promise<string> {
    const job = allJobs.find((candidate) => candidate.name === queue)
    if (!job) {
      await jobQueueFor(database)
      const [known] = await selectRows<{ name: string }>(
        database.db,
        sql`SELECT name FROM pgboss.queue WHERE name = ${queue}`,
      )
      if (known)
        throw new AppError(ErrorCode.CONFLICT, 'This queue has no schedule: it runs only what the server sends it')
      throw new AppError(ErrorCode.NOT_FOUND, 'No such queue')
    }
    if (!job.spec.schedule)
      throw new AppError(ErrorCode.CONFLICT, 'This queue has no schedule: it runs only what the server sends it')
    // The scheduled run's own data (a scheduled job takes no per-run input).
    const send = job.send as (database: Database, data: object, options: SendOptions) => Promise<string | null>
    // One attempt: the administrator is watching and retries it from the page if it fails.
    const id = await send(database, job.spec.schedule.data ?? {}, { retryLimit: 0 })
    if (!id) throw new AppError(ErrorCode.CONFLICT, 'The job could not be queued')
    return id
  }

  return { list, retry, runNow }
}
