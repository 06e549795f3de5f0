import { and, eq, inArray } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { ErrorCode } from '@hookline/contract'
import type { AppDeps } from '../context'
import { draftJobs, scriptConversations, scriptMessages, tasks, users, type DraftJobRow } from '../db/schema'
import { createScriptEngine } from '../engines/select-engine'
import { AppError } from '../lib/errors'
import { createConnectionEngines } from '../modules/model-connections/connection-engines'
import { createGenerationService } from '../modules/scripts/generation.service'
import { createPlanCache } from '../modules/scripts/plan-cache'
import { createScriptsService } from '../modules/scripts/scripts.service'
import { createTasksService } from '../modules/tasks/tasks.service'
import { DRAFT_QUEUE, DRAFT_QUEUE_OPTIONS, ensureDraftQueue } from './draft-queue'
import { jobQueueFor, stopJobQueue } from './job-queue'

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
  const { database, logger } = deps
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

  async function write(job: PgBoss.JobWithMetadata<{ draftId: string }>) {
    const [row] = await db.select().from(draftJobs).where(eq(draftJobs.id, job.data.draftId))
    if (!row || (row.status !== 'queued' && row.status !== 'writing')) return
    const [user] = await db.select().from(users).where(eq(users.id, row.userId))
    if (!user) return
    const started = await setRow(row.id, { status: 'writing', reason: null, attempts: row.attempts + 1 })
    if (started.length === 0) return

    // A cancel stops what has not started; a draft being written finishes (decision 037): aborting
    // it would keep a stopped version, which the charge rule may charge, and the issue wants a
    // cancelled draft to cost nothing.
    const signal = new AbortController().signal
    try {
      let scriptId = row.scriptId
      if (!scriptId) {
        scriptId = (await scripts.create(user, row.brief)).id
        await db.update(draftJobs).set({ scriptId }).where(eq(draftJobs.id, row.id))
      }
      if (!(await finishedVersion(scriptId))) {
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
      const reason = reasonOf(error)
      if (isTransient(error) && job.retryCount < job.retryLimit) {
        await setRow(row.id, { status: 'queued', reason })
        throw error
      }
      logger.warn({ err: error, draftId: row.id, reason }, 'a batch draft failed')
      await setRow(row.id, { status: 'failed', reason })
    }
  }

  // PGlite has one owner (db/data-dir-lock.ts): a draft still "writing" at start-up belonged to this
  // folder's previous run, which is gone. It is queued again at once rather than after its job's
  // expiry; its old job, when pg-boss expires and retries it, finds the row settled and does nothing.
  // On PostgreSQL another node may be writing it: there the expiry decides (DRAFT_QUEUE_OPTIONS).
  if (database.kind === 'pglite') {
    const orphans = await db
      .update(draftJobs)
      .set({ status: 'queued', reason: 'interrupted', updatedAt: new Date() })
      .where(eq(draftJobs.status, 'writing'))
      .returning({ id: draftJobs.id })
    if (orphans.length > 0) {
      await boss.insert(
        orphans.map((orphan) => ({ name: DRAFT_QUEUE, data: { draftId: orphan.id }, ...DRAFT_QUEUE_OPTIONS })),
      )
      logger.warn({ drafts: orphans.length }, 'batch drafts left writing by the previous run queued again')
    }
  }

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

  return { stop: () => stopJobQueue(database) }
}
