import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import { batchDraftsRequestSchema, type BatchDraftsRequest, type DraftJob, type DraftJobList } from '@hookline/contract'
import type { Database } from '../../db/client'
import { draftJobs, type DraftJobRow, type UserRow } from '../../db/schema'
import { jobQueueFor } from '../../jobs/job-queue'
import { notFound } from '../../lib/errors'
import { DRAFT_QUEUE, DRAFT_QUEUE_OPTIONS, ensureDraftQueue } from '../../jobs/draft-queue'
import { abortDrafts } from '../../jobs/draft-cancels'

/** What the page lists: this day's batches and anything still unfinished. */
const LIST_HOURS = 24

const toDraftJob = (row: DraftJobRow): DraftJob => ({
  id: row.id,
  batch_id: row.batchId,
  topic: row.brief.topic,
  platform: row.brief.platform,
  status: row.status,
  reason: row.reason,
  attempts: row.attempts,
  script_id: row.scriptId,
  task_id: row.taskId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

/** Batch drafts: a row per topic, a pg-boss job per row (jobs/draft-worker.ts writes it). */
export function createBatchDraftsService(database: Database) {
  const { db } = database
  return {
    async queue(user: UserRow, input: BatchDraftsRequest): Promise<DraftJobList> {
      const request = batchDraftsRequestSchema.parse(input)
      const batchId = crypto.randomUUID()
      const rows = await db
        .insert(draftJobs)
        .values(
          request.topics.map(({ topic, trend }) => ({
            userId: user.id,
            batchId,
            brief: {
              topic,
              platform: request.platform,
              format: request.format,
              duration_seconds: request.duration_seconds,
              language: request.language,
              trend,
            },
          })),
        )
        .returning()
      const boss = await jobQueueFor(database)
      await ensureDraftQueue(boss)
      // The row id is the job's singleton key: sending twice never writes a draft twice.
      await boss.insert(
        rows.map((row) => ({
          name: DRAFT_QUEUE,
          data: { draftId: row.id },
          singletonKey: row.id,
          ...DRAFT_QUEUE_OPTIONS,
        })),
      )
      return { items: rows.map(toDraftJob) }
    },

    async list(user: UserRow): Promise<DraftJobList> {
      const rows = await db
        .select()
        .from(draftJobs)
        .where(
          and(
            eq(draftJobs.userId, user.id),
            sql`(${draftJobs.status} in ('queued', 'writing') or ${gte(draftJobs.createdAt, sql`now() - make_interval(hours => ${LIST_HOURS})`)})`,
          ),
        )
        .orderBy(desc(draftJobs.createdAt), draftJobs.id)
        .limit(200)
      return { items: rows.map(toDraftJob) }
    },

    /**
     * Cancels one unfinished draft, or every unfinished draft of its batch. A queued one is never
     * written; one being written is stopped (here at once, on another node within a second), its
     * hold released and its unfinished script deleted: a cancelled draft costs nothing. A draft
     * that finished in the same moment stays done.
     */
    async cancel(user: UserRow, id: string, batch: boolean): Promise<DraftJobList> {
      const [row] = await db
        .select()
        .from(draftJobs)
        .where(and(eq(draftJobs.id, id), eq(draftJobs.userId, user.id)))
      if (!row) throw notFound('Draft')
      const cancelled = await db
        .update(draftJobs)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(
          and(
            eq(draftJobs.userId, user.id),
            batch ? eq(draftJobs.batchId, row.batchId) : eq(draftJobs.id, id),
            inArray(draftJobs.status, ['queued', 'writing']),
          ),
        )
        .returning()
      abortDrafts(
        database,
        cancelled.map((draft) => draft.id),
      )
      return { items: cancelled.map(toDraftJob) }
    },
  }
}
