import { and, asc, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import {
  ErrorCode,
  MAX_TASKS_PER_USER,
  OUTLIER_MARK,
  taskInputSchema,
  taskResultsInputSchema,
  type ScriptState,
  type Task,
  type TaskInput,
  type TaskList,
  type TaskListQuery,
  type TaskResultsInput,
  type TaskUpdate,
} from '@hookline/contract'
import type { Db, Tx } from '../../db/client'
import { scriptConversations, scriptMessages, tasks, type UserRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { recomputeOutliers, viewsOf } from './outlier-score'

const NO_TASK = 'Task'
const NO_SCRIPT = 'Script'

/** A task row with its linked script's title and current version state, as one select reads them. */
const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  topic: tasks.topic,
  platform: tasks.platform,
  plannedDate: tasks.plannedDate,
  status: tasks.status,
  notes: tasks.notes,
  scriptId: tasks.scriptId,
  scriptTitle: scriptConversations.title,
  scriptState: sql<string | null>`${scriptMessages.check}->>'state'`,
  publishedUrl: tasks.publishedUrl,
  publishedOn: tasks.publishedOn,
  figures24h: tasks.figures24h,
  figures7d: tasks.figures7d,
  outlierScore: tasks.outlierScore,
  outlierMedian: tasks.outlierMedian,
  outlierEarlier: tasks.outlierEarlier,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
}

const toTask = (row: TaskRead): Task => ({
  id: row.id,
  title: row.title,
  topic: row.topic,
  platform: row.platform,
  planned_date: row.plannedDate,
  status: row.status,
  notes: row.notes,
  script:
    row.scriptId && row.scriptTitle !== null
      ? { id: row.scriptId, title: row.scriptTitle, state: (row.scriptState as ScriptState | null) ?? null }
      : null,
  results:
    row.publishedUrl !== null || row.publishedOn !== null || row.figures24h !== null || row.figures7d !== null
      ? { url: row.publishedUrl, published_on: row.publishedOn, after_24h: row.figures24h, after_7d: row.figures7d }
      : null,
  outlier:
    row.outlierScore !== null && row.outlierMedian !== null
      ? {
          score: row.outlierScore,
          views: viewsOf(row) ?? 0,
          median_views: row.outlierMedian,
          earlier: row.outlierEarlier ?? 0,
          outlier: row.outlierScore >= OUTLIER_MARK,
        }
      : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const readTasks = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select(taskColumns)
    .from(tasks)
    .leftJoin(scriptConversations, eq(scriptConversations.id, tasks.scriptId))
    .leftJoin(scriptMessages, eq(scriptMessages.id, scriptConversations.currentMessageId))
    .where(where)
    .orderBy(asc(tasks.plannedDate), asc(tasks.createdAt))

type TaskRead = Awaited<ReturnType<typeof readTasks>>[number]

/** Postgres' unique violation: the script is already linked to another task. */
const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause)
    if ((cause as { code?: string }).code === '23505') return true
  return false
}

const scriptTaken = () =>
  new AppError(ErrorCode.CONFLICT, 'This script is already in the plan', {
    data: { field: 'script_id', issues: [{ path: 'script_id', message: 'Already in the plan', rule: 'invalid' }] },
  })

/** The content plan. Every query is scoped to its creator: another's task is a 404. */
export function createTasksService(db: Db) {
  const ownScript = async (tx: Db | Tx, user: UserRow, scriptId: string) => {
    const [script] = await tx
      .select({ id: scriptConversations.id })
      .from(scriptConversations)
      .where(and(eq(scriptConversations.id, scriptId), eq(scriptConversations.userId, user.id)))
    if (!script) throw notFound(NO_SCRIPT)
  }

  const get = async (user: UserRow, id: string, tx: Db | Tx = db): Promise<Task> => {
    const [row] = await readTasks(tx, and(eq(tasks.id, id), eq(tasks.userId, user.id)))
    if (!row) throw notFound(NO_TASK)
    return toTask(row)
  }

  return {
    get,

    async list(user: UserRow, query: TaskListQuery): Promise<TaskList> {
      const where = and(
        eq(tasks.userId, user.id),
        query.platform ? eq(tasks.platform, query.platform) : undefined,
        query.from ? gte(tasks.plannedDate, query.from) : undefined,
        query.to ? lte(tasks.plannedDate, query.to) : undefined,
        query.script_id ? eq(tasks.scriptId, query.script_id) : undefined,
      )
      const rows = await readTasks(db, where).limit(MAX_TASKS_PER_USER)
      // A script that is not the caller's is a 404, as everywhere an id is taken (not an empty plan).
      if (query.script_id && rows.length === 0) await ownScript(db, user, query.script_id)
      return { items: rows.map((row) => toTask(row)) }
    },

    async create(user: UserRow, input: TaskInput, tx: Db | Tx = db): Promise<Task> {
      const values = taskInputSchema.parse(input)
      const [{ total }] = await tx.select({ total: count() }).from(tasks).where(eq(tasks.userId, user.id))
      if (total >= MAX_TASKS_PER_USER)
        throw new AppError(ErrorCode.CONFLICT, `A plan holds at most ${MAX_TASKS_PER_USER} videos`)
      if (values.script_id) await ownScript(tx, user, values.script_id)
      try {
        const [row] = await tx
          .insert(tasks)
          .values({
            userId: user.id,
            title: values.title,
            topic: values.topic,
            platform: values.platform,
            plannedDate: values.planned_date,
            status: values.status,
            notes: values.notes,
            scriptId: values.script_id,
          })
          .returning({ id: tasks.id })
        return await get(user, row.id, tx)
      } catch (error) {
        if (isUniqueViolation(error)) throw scriptTaken()
        throw error
      }
    },

    async update(user: UserRow, id: string, update: TaskUpdate): Promise<Task> {
      if (update.script_id) await ownScript(db, user, update.script_id)
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(tasks)
            .set({
              title: update.title,
              topic: update.topic,
              platform: update.platform,
              plannedDate: update.planned_date,
              status: update.status,
              notes: update.notes,
              scriptId: update.script_id,
              updatedAt: new Date(),
            })
            .where(and(eq(tasks.id, id), eq(tasks.userId, user.id)))
            .returning({ id: tasks.id })
          if (!row) throw notFound(NO_TASK)
          // Leaving or entering "published", or another platform, changes whose median this video is in.
          if (update.status !== undefined || update.platform !== undefined) await recomputeOutliers(tx, user.id)
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw scriptTaken()
        throw error
      }
      return get(user, id)
    },

    async remove(user: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const deleted = await tx
          .delete(tasks)
          .where(and(eq(tasks.id, id), eq(tasks.userId, user.id)))
          .returning({ status: tasks.status })
        if (deleted.length === 0) throw notFound(NO_TASK)
        if (deleted[0].status === 'published') await recomputeOutliers(tx, user.id)
      })
    },

    /**
     * After publishing: the post's link, the day it went out and its figures, replaced as a whole;
     * then every outlier score of the creator that reads them (this video's and later ones').
     */
    async recordResults(user: UserRow, id: string, input: TaskResultsInput): Promise<Task> {
      const results = taskResultsInputSchema.parse(input)
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: tasks.status, plannedDate: tasks.plannedDate })
          .from(tasks)
          .where(and(eq(tasks.id, id), eq(tasks.userId, user.id)))
          .for('update')
        if (!row) throw notFound(NO_TASK)
        if (row.status !== 'published')
          throw new AppError(ErrorCode.CONFLICT, 'Only a published video has results: move it to Published first', {
            data: { field: 'status', issues: [{ path: 'status', message: 'Not published', rule: 'invalid' }] },
          })
        await tx
          .update(tasks)
          .set({
            publishedUrl: results.url,
            publishedOn: results.published_on ?? row.plannedDate ?? new Date().toISOString().slice(0, 10),
            figures24h: results.after_24h,
            figures7d: results.after_7d,
            updatedAt: new Date(),
          })
          .where(eq(tasks.id, id))
        await recomputeOutliers(tx, user.id)
      })
      return get(user, id)
    },
  }
}
