import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import type { AppDeps } from '../context'
import type { Database } from '../db/client'
import { selectRows } from '../db/raw-rows'
import type { Config } from '../env'
import { jobQueueFor, retryingRaces, stopJobQueue, type JobQueueOptions } from './job-queue'

/** One attempt of a job, as its handler sees it. */
export interface JobRun<T> {
  id: string
  data: T
  /** 0 on the first attempt, 1 on the first retry… */
  retryCount: number
  retryLimit: number
  /** Aborted when this node stops: the handler ends soon and throws, so the job is retried. */
  signal: AbortSignal
  deps: AppDeps
}

export interface JobSpec<T extends object = object> {
  /** The pg-boss queue: letters, digits, `-` and `_`. */
  name: string
  /** A throw fails the attempt: retried while attempts remain, then failed (admins can retry it). */
  handler: (run: JobRun<T>) => Promise<void>
  /** Retries after the first attempt (default 2). */
  retryLimit?: number
  /** Seconds before the first retry (default 10); with retryBackoff each later one waits twice as long. */
  retryDelaySeconds?: number
  retryBackoff?: boolean
  /** An attempt still running after this long is taken as lost (its node died) and retried (default 300). */
  expireInSeconds?: number
  /** Attempts this node runs at once (default 1). */
  concurrency?: number
  /**
   * Runs every `everySeconds` (a number, or read from the configuration; 0 = not scheduled), once
   * per period among all nodes sharing the database, the first time right after start-up.
   */
  schedule?: { everySeconds: number | ((config: Config) => number); data?: T }
}

export interface SendOptions {
  startAfterSeconds?: number
  /** Instead of the queue's (e.g. 0: one attempt, for a run an administrator asked for and watches). */
  retryLimit?: number
  /** With singletonSeconds: at most one job per key in each window of that many seconds. */
  singletonKey?: string
  singletonSeconds?: number
}

export interface JobHandle<T extends object> {
  name: string
  /** What was registered (tests start it with a shorter schedule). */
  spec: JobSpec<T>
  /** Queues one job (creates the queue first when this node has not yet). Resolves to its id, or null when deduplicated. */
  send: (database: Database, data: T, options?: SendOptions) => Promise<string | null>
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs of every data type live in one registry
type AnySpec = JobSpec<any>
const registry = new Map<string, AnySpec>()

/**
 * Declares a background job (module level, once; jobs/all-jobs.ts lists it for startJobs and the
 * admin page). Sending does not need the workers: a job sent before start-up,
 * or from a node whose workers are busy, is done by whichever node fetches it first.
 */
export function registerJob<T extends object>(spec: JobSpec<T>): JobHandle<T> {
  if (registry.has(spec.name)) throw new Error(`job ${spec.name} is registered twice`)
  registry.set(spec.name, spec)
  return {
    name: spec.name,
    spec,
    async send(database, data, options = {}) {
      const boss = await jobQueueFor(database)
      await ensureQueue(boss, spec)
      return boss.send(spec.name, data, {
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
      })
    },
  }
}

export const scheduleSecondsOf = (spec: AnySpec, config: Config): number => {
  const every = spec.schedule?.everySeconds
  if (every === undefined) return 0
  return typeof every === 'function' ? every(config) : every
}

const queueOptions = (spec: AnySpec) => ({
  name: spec.name,
  policy: 'standard' as const,
  retryLimit: spec.retryLimit ?? 2,
  retryDelay: spec.retryDelaySeconds ?? 10,
  retryBackoff: spec.retryBackoff ?? true,
  expireInSeconds: spec.expireInSeconds ?? 300,
})

const ensured = new WeakMap<PgBoss, Map<string, Promise<void>>>()

/** Creates the queue, or brings an existing one's retry settings up to date (once per node). */
function ensureQueue(boss: PgBoss, spec: AnySpec): Promise<void> {
  let done = ensured.get(boss)
  if (!done) ensured.set(boss, (done = new Map<string, Promise<void>>()))
  let pending = done.get(spec.name)
  if (!pending) {
    pending = (async () => {
      const options = queueOptions(spec)
      // create_queue ignores a queue that exists (another node made it): update sets ours.
      await retryingRaces(async () => {
        if (!(await boss.getQueue(spec.name))) await boss.createQueue(spec.name, options)
      })
      await boss.updateQueue(spec.name, options)
    })()
    done.set(spec.name, pending)
    pending.catch(() => done.delete(spec.name))
  }
  return pending
}

/** The mark of a scheduled job: deduplicated by period, and removed when the schedule is turned off. */
export const SCHEDULE_KEY = 'schedule'

/**
 * The id of a queue's job for period `slot` (time since the epoch / period length): every node
 * derives the same one, and pg-boss's insert skips an id that exists, so a period gets one job
 * however many nodes schedule it. Shaped as a UUID (pg-boss's id column).
 */
export function slotJobId(name: string, everySeconds: number, slot: number): string {
  const hex = createHash('sha256').update(`${name}\n${everySeconds}\n${slot}`).digest('hex')
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The database's clock, not this node's: every node must cut time into the same periods. */
async function databaseNowMs(database: Database): Promise<number> {
  const [row] = await selectRows<{ ms: string | number }>(
    database.db,
    sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`,
  )
  return Number(row.ms)
}

/** Queues the scheduled jobs of the periods `from`…`to` (already queued or done ones are skipped). */
async function scheduleSlots(boss: PgBoss, spec: AnySpec, everySeconds: number, from: number, to: number) {
  const jobs: PgBoss.JobInsert[] = []
  for (let slot = from; slot <= to; slot++) {
    jobs.push({
      id: slotJobId(spec.name, everySeconds, slot),
      name: spec.name,
      data: (spec.schedule?.data as object | undefined) ?? {},
      startAfter: new Date(slot * everySeconds * 1000),
      singletonKey: SCHEDULE_KEY,
    })
  }
  await boss.insert(jobs)
}

export interface StartJobsOptions extends JobQueueOptions {
  /** The jobs this node works: jobs/all-jobs.ts (tests start the ones they look at). */
  jobs: readonly AnySpec[]
  /** How often an idle worker asks for a job (default 2 s). */
  pollingIntervalSeconds?: number
}

export interface RunningJobs {
  /** Stops fetching, aborts running attempts (they are retried later), waits for them up to `graceMs`. */
  stop(graceMs?: number): Promise<void>
}

/**
 * Starts the workers of the registered jobs on this node and queues their scheduled runs: the
 * current period (run at once unless some node already ran it) and the next one. Each run queues
 * the one after it, so a schedule goes on as long as any node is up.
 */
export async function startJobs(deps: AppDeps, options: StartJobsOptions): Promise<RunningJobs> {
  const { database, logger } = deps
  const boss = await jobQueueFor(database, { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds })
  const controller = new AbortController()

  for (const spec of options.jobs) {
    await ensureQueue(boss, spec)
    const everySeconds = scheduleSecondsOf(spec, deps.config)

    // PGlite has one owner per data folder (db/data-dir-lock.ts): an attempt still active at
    // start-up belonged to a run that is gone. It is failed now, so it is retried at once
    // instead of after its expiry. On PostgreSQL another node may be running it: expiry decides.
    if (database.kind === 'pglite') {
      const orphans = await selectRows<{ id: string }>(
        database.db,
        sql`SELECT id FROM pgboss.job WHERE name = ${spec.name} AND state = 'active'`,
      )
      if (orphans.length > 0) {
        for (const orphan of orphans)
          await boss.fail(spec.name, orphan.id, { message: 'interrupted: the server stopped during this attempt' })
        // Not after the retry delay: the attempt did not fail, its process went away.
        await database.db.execute(
          sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${spec.name} AND state = 'retry'
                AND id IN (${sql.join(
                  orphans.map((o) => sql`${o.id}::uuid`),
                  sql`, `,
                )})`,
        )
        logger.warn({ job: spec.name, attempts: orphans.length }, 'job attempts cut off by the previous run retried')
      }
    }

    if (everySeconds > 0) {
      const slot = Math.floor((await databaseNowMs(database)) / 1000 / everySeconds)
      // A period queued before every node went down is overdue: the current one replaces it.
      await database.db.execute(
        sql`DELETE FROM pgboss.job WHERE name = ${spec.name} AND singleton_key = ${SCHEDULE_KEY} AND state = 'created'
              AND start_after < to_timestamp(${slot * everySeconds})`,
      )
      await scheduleSlots(boss, spec, everySeconds, slot, slot + 1)
    } else if (spec.schedule) {
      // Turned off: what an earlier configuration queued does not run.
      await database.db.execute(
        sql`DELETE FROM pgboss.job WHERE name = ${spec.name} AND singleton_key = ${SCHEDULE_KEY} AND state = 'created'`,
      )
    }

    const concurrency = spec.concurrency ?? 1
    for (let i = 0; i < concurrency; i++) {
      let workerId = ''
      workerId = await boss.work<object>(
        spec.name,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async ([job]) => {
          if (!job) return
          if (everySeconds > 0 && job.singletonKey === SCHEDULE_KEY) {
            // The next period is queued before the work: a run that crashes still leaves it.
            const slot = Math.floor((await databaseNowMs(database)) / 1000 / everySeconds)
            await scheduleSlots(boss, spec, everySeconds, slot + 1, slot + 1)
          }
          try {
            await spec.handler({
              id: job.id,
              data: job.data,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              signal: controller.signal,
              deps,
            })
          } catch (error) {
            logger.warn({ err: error, job: spec.name, id: job.id, attempt: job.retryCount + 1 }, 'a job attempt failed')
            // Recorded here and awaited: pg-boss's own complete/fail after a handler is not awaited,
            // so a stop (and the database closing after it) could lose it and the job would run
            // again after its expiry. pg-boss's later call then finds the job no longer active.
            await boss.fail(spec.name, job.id, error instanceof Error ? error : { message: String(error) })
            return
          }
          await boss.complete(spec.name, job.id)
          // pg-boss would wait out the polling interval after a quick job; queued ones go back to back.
          boss.notifyWorker(workerId)
        },
      )
    }
  }

  return {
    async stop(graceMs = 5_000) {
      controller.abort()
      await stopJobQueue(database, graceMs)
    },
  }
}
