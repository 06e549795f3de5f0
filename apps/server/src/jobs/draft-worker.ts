import { and, eq, inArray, sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { ErrorCode } from '@hookline/contract'
import type { AppDeps } from '../context'
import { selectRows } from '../db/raw-rows'
import { draftJobs, scriptConversations, scriptMessages, tasks, users, type DraftJobRow } from '../db/schema'
import { createScriptEngine } from '../engines/select-engine'
import { AppError } from '../lib/errors'
import { createConnectionEngines } from '../modules/model-connections/connection-engines'
import { createGenerationService } from '../modules/scripts/generation.service'
import { createPlanCache } from '../modules/scripts/plan-cache'
import { createScriptsService } from '../modules/scripts/scripts.service'
import { createTasksService } from '../modules/tasks/tasks.service'
import { ServerShutdownAbort } from '../modules/scripts/generation-drain'
import { nodeIdOf } from '../modules/scripts/stream-recovery'
import { DRAFT_QUEUE, DRAFT_QUEUE_OPTIONS, ensureDraftQueue } from './draft-queue'
import { DraftCancelledAbort, followDraft } from './draft-cancels'
import { jobQueueFor, stopJobQueue } from './job-queue'

/** How often a draft being written looks whether it was cancelled on another node. */
const CANCEL_POLL_MS = 1000

/**
 * A node marks a fetched draft "writing" within milliseconds; a job active this long while its
 * draft is still "queued" was fetched by a node that died before it began (see the sweep below).
 */
const FETCHED_NOT_STARTED_SECONDS = 15

/** Failures worth another attempt: the provider was busy or down, or every generation slot was taken. */
const TRANSIENT_REASONS = new Set(['rate_limited', 'provider_error', 'timeout', 'unreachable'])
const TRANSIENT_CODES: number[] = [
  ErrorCode.TOO_MANY_GENERATIONS,
  ErrorCode.UPSTREAM_FAILED,
  ErrorCode.UPSTREAM_TIMEOUT,
]
function isTransient(error: unknown) {
  if (!(error instanceof AppError)) return false
  const reason = (error.data as { reason?: unknown } | null)?.reason
  // A provider's own reason decides (a refused key is not worth another try); the status only without one.
  return typeof reason === 'string' ? TRANSIENT_REASONS.has(reason) : TRANSIENT_CODES.includes(error.code)
}

/** What the page says a draft failed of: the provider's reason, or what the API would have refused. */
function reasonOf(error: unknown): string {
  if (error instanceof AppError) {
    const reason = (error.data as { reason?: unknown } | null)?.reason
    if (typeof reason === 'string') return reason
    if (error.code === ErrorCode.INSUFFICIENT_CREDITS) return 'no_credits'
    if (error.code === ErrorCode.TOO_MANY_GENERATIONS) return 'too_many_generations'
    return `code_${error.code}`
  }
  return 'interrupted'
}

/**
 * Writes batch drafts: each job reuses the script engine's own path (scripts.service create, the
 * generation service's start → runWhole: limits, credit hold, charge for a finished script only),
 * then plans the script as a task in "scripted". The draft_jobs row makes a job idempotent: a
 * retried job reuses its script, and one whose script already has a finished version only plans it.
 */
export async function startDraftWorker(
  deps: AppDeps,
  options: {
    expireInSeconds?: number
    pollingIntervalSeconds?: number
    concurrency?: number
    maintenanceIntervalSeconds?: number
  } = {},
) {
  const { database, logger, drain } = deps
  const nodeId = nodeIdOf(deps.config)
  const { db } = database
  const serverEngine = deps.scriptEngine ?? createScriptEngine(deps.config)
  const plans = createPlanCache()
  const scripts = createScriptsService(deps, { serverEngine, plans })
  const generation = createGenerationService(deps, createConnectionEngines(deps, serverEngine), plans)
  const plan = createTasksService(db)
  const boss = await jobQueueFor(database, { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds })
  await ensureDraftQueue(boss, options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {})

  const setRow = (id: string, values: Partial<DraftJobRow>) =>
    db
      .update(draftJobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(draftJobs.id, id), inArray(draftJobs.status, ['queued', 'writing'])))
      .returning({ id: draftJobs.id })

  /** The script's current version, when it is finished: a retry after a crash only plans it. */
  const finishedVersion = async (scriptId: string) => {
    const [row] = await db
      .select({ status: scriptMessages.status })
      .from(scriptConversations)
      .innerJoin(scriptMessages, eq(scriptMessages.id, scriptConversations.currentMessageId))
      .where(eq(scriptConversations.id, scriptId))
    return row?.status === 'complete'
  }

  /** Stops `controller` once the draft's row says cancelled (a cancel on another node); returns the stop of the watch. */
  const watchCancel = (draftId: string, controller: AbortController) => {
    const timer = setInterval(() => {
      void db
        .select({ status: draftJobs.status })
        .from(draftJobs)
        .where(eq(draftJobs.id, draftId))
        .then(
          ([row]) => row?.status === 'cancelled' && controller.abort(new DraftCancelledAbort()),
          () => {},
        )
    }, CANCEL_POLL_MS)
    return () => clearInterval(timer)
  }

  /** Queues a draft again (a job of its own, so the interruption costs none of its retries). */
  const requeue = async (draftId: string, reason: string) => {
    const [again] = await setRow(draftId, { status: 'queued', reason })
    if (again) await boss.insert([{ name: DRAFT_QUEUE, data: { draftId }, ...DRAFT_QUEUE_OPTIONS }])
  }

  async function write(job: PgBoss.JobWithMetadata<{ draftId: string }>) {
    const [row] = await db.select().from(draftJobs).where(eq(draftJobs.id, job.data.draftId))
    if (!row || (row.status !== 'queued' && row.status !== 'writing')) return
    const [user] = await db.select().from(users).where(eq(users.id, row.userId))
    if (!user) return
    // Taken after the drain began (a fetch already under way): left for the next start or another node.
    if (drain?.draining) return requeue(row.id, 'interrupted')
    const started = await setRow(row.id, { status: 'writing', reason: null, attempts: row.attempts + 1, nodeId })
    if (started.length === 0) return

    // Stopped by a cancel (this node: draft-cancels.ts; another: the row, read every second) or by
    // the server's drain past its limit (SIGTERM). Either way the version is kept incomplete with
    // its hold released and nothing charged (the generation service's shutdown path).
    const controller = new AbortController()
    const { signal } = controller
    const unfollow = followDraft(database, row.id, controller)
    const unwatch = watchCancel(row.id, controller)
    const untrack = drain?.track(controller)
    let scriptId = row.scriptId
    try {
      if (!scriptId) {
        scriptId = (await scripts.create(user, row.brief)).id
        await db.update(draftJobs).set({ scriptId }).where(eq(draftJobs.id, row.id))
      }
      if (!(await finishedVersion(scriptId))) {
        signal.throwIfAborted()
        const prepared = await generation.start(user, scriptId, {}, signal)
        await generation.runWhole(prepared, signal)
      }
      const [existing] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.scriptId, scriptId))
      const [script] = await db
        .select({ title: scriptConversations.title })
        .from(scriptConversations)
        .where(eq(scriptConversations.id, scriptId))
      const taskId =
        existing?.id ??
        (
          await plan.create(user, {
            title: (script?.title ?? row.brief.topic).slice(0, 120),
            topic: row.brief.topic,
            platform: row.brief.platform,
            status: 'scripted',
            script_id: scriptId,
          })
        ).id
      // Written and planned: done, even when a cancel came too late to stop it (the list says what happened).
      await db
        .update(draftJobs)
        .set({ status: 'done', reason: null, taskId, updatedAt: new Date() })
        .where(eq(draftJobs.id, row.id))
    } catch (error) {
      if (signal.reason instanceof DraftCancelledAbort) {
        // The row already says cancelled; what was written of it goes, as a queued draft leaves nothing.
        if (scriptId) await scripts.remove(user, scriptId).catch(() => {})
        return
      }
      if (signal.reason instanceof ServerShutdownAbort) {
        // The drain's limit passed: the next start, or another node, writes it again.
        logger.info({ draftId: row.id }, 'a batch draft stopped by the shutdown is queued again')
        return requeue(row.id, 'interrupted')
      }
      const reason = reasonOf(error)
      if (isTransient(error) && job.retryCount < job.retryLimit) {
        await setRow(row.id, { status: 'queued', reason })
        throw error
      }
      logger.warn({ err: error, draftId: row.id, reason }, 'a batch draft failed')
      await setRow(row.id, { status: 'failed', reason })
    } finally {
      unfollow()
      unwatch()
      untrack?.()
    }
  }

  // A draft still "writing" at start-up that this node was writing belonged to its previous run,
  // which is gone (killed): it is queued again at once rather than after its job's expiry; the old
  // job, when pg-boss expires and retries it, finds the row settled and does nothing. PGlite has one
  // owner (db/data-dir-lock.ts), so there every such draft is this node's; on PostgreSQL only the
  // ones with this node's id (stream-recovery.ts names nodes the same way), as another node may be
  // writing the rest; a node that never comes back leaves them to the expiry (DRAFT_QUEUE_OPTIONS).
  {
    const owned = database.kind === 'pglite' ? undefined : eq(draftJobs.nodeId, nodeId)
    const orphans = await db
      .update(draftJobs)
      .set({ status: 'queued', reason: 'interrupted', updatedAt: new Date() })
      .where(and(eq(draftJobs.status, 'writing'), owned))
      .returning({ id: draftJobs.id })
    if (orphans.length > 0) {
      await boss.insert(
        orphans.map((orphan) => ({ name: DRAFT_QUEUE, data: { draftId: orphan.id }, ...DRAFT_QUEUE_OPTIONS })),
      )
      logger.warn({ drafts: orphans.length }, 'batch drafts left writing by the previous run queued again')
    }
  }

  // A job fetched by a node killed before it marked the draft "writing" is active in pg-boss with
  // its draft still "queued": no node would touch it until the job expires. The sweep cancels such
  // jobs (so their expiry never runs them again) and queues the draft anew; on any node, since the
  // test is the draft's own state, not which node fetched it.
  const sweepFetchedNotStarted = async () => {
    const lost = await selectRows<{ job_id: string; draft_id: string }>(
      db,
      sql`SELECT job.id AS job_id, draft.id AS draft_id
            FROM pgboss.job AS job
            JOIN ${draftJobs} AS draft ON draft.id::text = job.data->>'draftId'
           WHERE job.name = ${DRAFT_QUEUE} AND job.state = 'active' AND draft.status = 'queued'
             AND job.started_on < now() - make_interval(secs => ${FETCHED_NOT_STARTED_SECONDS})`,
    )
    if (lost.length === 0) return
    await boss.cancel(
      DRAFT_QUEUE,
      lost.map((row) => row.job_id),
    )
    await boss.insert(
      lost.map((row) => ({ name: DRAFT_QUEUE, data: { draftId: row.draft_id }, ...DRAFT_QUEUE_OPTIONS })),
    )
    logger.warn({ drafts: lost.length }, 'batch drafts fetched by a node that stopped before writing them queued again')
  }
  const sweep = setInterval(
    () =>
      void sweepFetchedNotStarted().catch((error: unknown) =>
        logger.warn({ err: error }, 'batch draft sweep failed; the next one tries again'),
      ),
    FETCHED_NOT_STARTED_SECONDS * 1000,
  )
  sweep.unref()

  // SIGTERM: no new draft is started; the running ones are followed by the drain (track above).
  drain?.onDrain(() => {
    clearInterval(sweep)
    void boss.offWork(DRAFT_QUEUE)
  })

  const concurrency = options.concurrency ?? 2
  for (let i = 0; i < concurrency; i++) {
    let workerId = ''
    workerId = await boss.work<{ draftId: string }>(
      DRAFT_QUEUE,
      { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        await write(job)
        // pg-boss waits out the polling interval after a quick job; a batch is drained back to back.
        boss.notifyWorker(workerId)
      },
    )
  }

  return {
    stop: () => {
      clearInterval(sweep)
      return stopJobQueue(database)
    },
  }
}
