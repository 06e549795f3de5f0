import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm'
import { OUTLIER_MIN_EARLIER, OUTLIER_WINDOW, type TaskFigures } from '@hookline/contract'
import type { Tx } from '../../db/client'
import { tasks } from '../../db/schema'

/** The views a score reads: the 7-day figure when recorded, else the 24-hour one. */
export const viewsOf = (row: { figures24h: TaskFigures | null; figures7d: TaskFigures | null }): number | null =>
  row.figures7d?.views ?? row.figures24h?.views ?? null

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export interface OutlierScore {
  score: number
  median: number
  earlier: number
}

/**
 * Each video's score against the videos before it, in the order given (the day each went out).
 * Fewer than OUTLIER_MIN_EARLIER earlier videos is no baseline yet; a median of 0 views says
 * nothing about what is usual, so neither gives a score.
 */
export function outlierScores(views: number[]): (OutlierScore | null)[] {
  return views.map((own, i) => {
    const earlier = views.slice(Math.max(0, i - OUTLIER_WINDOW), i)
    if (earlier.length < OUTLIER_MIN_EARLIER) return null
    const middle = median(earlier)
    if (middle === 0) return null
    return { score: own / middle, median: middle, earlier: earlier.length }
  })
}

/**
 * Computes every outlier score of one creator again and stores the ones that changed. Scores are
 * kept on the rows (History sorts by them), and one video's figures move the scores of the ten
 * after it on its platform, so any write that touches figures, status or platform calls this in
 * its transaction. A creator's published videos are a few hundred rows at most (MAX_TASKS_PER_USER
 * bounds them), read once. Two writes of one creator take turns on an advisory lock, so neither
 * stores scores from a series the other has just changed.
 */
export async function recomputeOutliers(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`task-outliers:${userId}`}, 0))`)
  const rows = await tx
    .select({
      id: tasks.id,
      platform: tasks.platform,
      status: tasks.status,
      figures24h: tasks.figures24h,
      figures7d: tasks.figures7d,
      outlierScore: tasks.outlierScore,
      outlierMedian: tasks.outlierMedian,
      outlierEarlier: tasks.outlierEarlier,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.userId, userId),
        or(
          and(eq(tasks.status, 'published'), or(isNotNull(tasks.figures24h), isNotNull(tasks.figures7d))),
          isNotNull(tasks.outlierScore),
        ),
      ),
    )
    .orderBy(asc(tasks.publishedOn), asc(tasks.createdAt), asc(tasks.id))

  const next = new Map<string, OutlierScore | null>(rows.map((row) => [row.id, null]))
  const byPlatform = new Map<string, { id: string; views: number }[]>()
  for (const row of rows) {
    const views = viewsOf(row)
    if (row.status !== 'published' || views === null) continue
    const series = byPlatform.get(row.platform) ?? []
    series.push({ id: row.id, views })
    byPlatform.set(row.platform, series)
  }
  for (const series of byPlatform.values()) {
    const scores = outlierScores(series.map((video) => video.views))
    series.forEach((video, i) => next.set(video.id, scores[i]))
  }

  for (const row of rows) {
    const score = next.get(row.id) ?? null
    const same =
      (score?.score ?? null) === row.outlierScore &&
      (score?.median ?? null) === row.outlierMedian &&
      (score?.earlier ?? null) === row.outlierEarlier
    if (same) continue
    await tx
      .update(tasks)
      .set({
        outlierScore: score?.score ?? null,
        outlierMedian: score?.median ?? null,
        outlierEarlier: score?.earlier ?? null,
      })
      .where(eq(tasks.id, row.id))
  }
}
