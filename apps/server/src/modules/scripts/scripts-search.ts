import { and, count, eq, getTableColumns, inArray, like, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  SCRIPT_SEARCH_COUNT_LIMIT,
  type ScriptList,
  type ScriptListItem,
  type ScriptState,
  type scriptListQuerySchema,
} from '@hookline/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { selectRows } from '../../db/raw-rows'
import { scriptConversations, scriptMessages, tasks, type UserRow } from '../../db/schema'
import { toSummaryDto } from './scripts.dto'
import { buildExcerpt, findMatches } from './scripts-search-excerpt'

export type ScriptListQueryInput = z.infer<typeof scriptListQuerySchema>

/** LIKE treats %, _ and \ as special; a search for "100%" or "a_b" means those characters. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** The same CJK ranges as history_search_grams() in migration 0007. */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]{2,}/g
/** Three letters or digits in a row: pg_trgm can take a trigram from the LIKE pattern. */
const TRIGRAM_RUN = /[\p{L}\p{N}]{3}/u

/** Distinct two-character runs of CJK text, as history_search_grams() computes them for the index. */
export function cjkBigrams(text: string): string[] {
  const grams = new Set<string>()
  for (const [run] of text.matchAll(CJK_RUN)) for (let i = 0; i + 2 <= run.length; i++) grams.add(run.slice(i, i + 2))
  return [...grams]
}

/**
 * How a search spends its effort (docs/decisions/022). The walk reads the creator's scripts in
 * page order and compares each search_text, so a word found in many scripts fills a page after a
 * few dozen rows; it gives up after `walkRows` + `walkRowsPerMatch` × (matches the page needs)
 * rows, and then the GIN index answers (a word that rare has few candidates). Tests narrow these
 * to force one path or the other.
 */
export interface SearchTuning {
  walkRows: number
  walkRowsPerMatch: number
  countLimit: number
}
export const defaultSearchTuning: SearchTuning = {
  walkRows: 2000,
  walkRowsPerMatch: 4,
  countLimit: SCRIPT_SEARCH_COUNT_LIMIT,
}

const conversations = scriptConversations
const current = alias(scriptMessages, 'current_version')
/** Everything a row shows; search_text repeats the version's text and is only for search. */
const { searchText: _text, ...summaryColumns } = getTableColumns(conversations)
/** Versions there are to open: a generation that failed left no version, so History does not count it. */
const versionCount = sql<number>`(
  SELECT count(*) FROM ${scriptMessages}
  WHERE ${scriptMessages.conversationId} = ${conversations.id} AND ${scriptMessages.role} = 'assistant'
    AND ${scriptMessages.status} <> 'failed'
)`

/** The outlier score of the video planned from the script (at most one task per script). */
const outlierScore = sql<
  number | null
>`(SELECT ${tasks.outlierScore} FROM ${tasks} WHERE ${tasks.scriptId} = ${conversations.id})`

/** Page order: newest or oldest first, or the highest outlier score first, scripts without one last, newest first among equals. */
function pageOrderOf(sort: ScriptListQueryInput['sort']): SQL {
  if (sort === 'outlier')
    return sql`${outlierScore} DESC NULLS LAST, ${conversations.updatedAt} DESC, ${conversations.id} DESC`
  const dir = sort === 'oldest' ? sql.raw('ASC') : sql.raw('DESC')
  return sql`${conversations.updatedAt} ${dir}, ${conversations.id} ${dir}`
}

interface Found {
  ids: string[]
  /** Matches counted, at most countLimit + 1 (more than the limit: not exact). */
  total: number
}

/**
 * A condition the GIN index (migration 0010: user_id, CJK pairs, trigrams) can answer, implied by
 * the match: the query's CJK pairs when it has any (a 2-character Chinese query has no trigram),
 * else its trigrams through LIKE. Undefined when neither exists ('咖', 'ab', '%'): only reading
 * the creator's scripts answers those.
 */
function indexCondition(needle: string): SQL | undefined {
  const grams = cjkBigrams(needle)
  if (grams.length > 0)
    return sql`history_search_grams(${conversations.searchText}) @> ARRAY[${sql.join(
      grams.map((g) => sql`${g}`),
      sql`, `,
    )}]::text[]`
  if (TRIGRAM_RUN.test(needle)) return like(conversations.searchText, likePattern(needle))
  return undefined
}

/**
 * The matching scripts' ids for one page, and how many match (up to the count limit).
 * search_text is stored lower-cased, so strpos on the lower-cased query is a case-insensitive
 * substring test, with no pattern characters to escape.
 */
async function searchPage(
  db: Db,
  scope: SQL,
  query: ScriptListQueryInput & { q: string },
  tuning: SearchTuning,
): Promise<Found> {
  const needle = query.q.toLowerCase()
  const matches = sql`strpos(${conversations.searchText}, ${needle}) > 0`
  const pageOrder = pageOrderOf(query.sort)
  const offset = (query.page - 1) * query.pageSize
  const pageEnd = offset + query.pageSize
  const wanted = Math.max(tuning.countLimit + 1, pageEnd)
  const indexed = indexCondition(needle)
  // Without an index condition the walk is the only way: no budget, it reads what it must.
  const budget = indexed ? tuning.walkRows + tuning.walkRowsPerMatch * pageEnd : undefined

  // The walk: the creator's rows in page order from the (user_id[, platform], updated_at, id)
  // index, at most `budget` of them; the row numbered `budget` is kept as a marker that the walk
  // was cut short. It stops as soon as it has `wanted` matches.
  const [walk] = await selectRows<{ hits: number; cut: boolean; ids: string[] | null }>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE hit)::int AS hits, coalesce(bool_or(rn = ${budget ?? 0}), false) AS cut,
      (array_agg(id ORDER BY rn) FILTER (WHERE hit))[${offset + 1}::int:${pageEnd}::int] AS ids
    FROM (
      SELECT id, hit, rn FROM (
        SELECT ${conversations.id}::text AS id, ${matches} AS hit, row_number() OVER (ORDER BY ${pageOrder}) AS rn
        FROM ${conversations} WHERE ${scope}
        ORDER BY ${pageOrder}
        ${budget === undefined ? sql`` : sql`LIMIT ${budget}`}
      ) walked
      WHERE hit ${budget === undefined ? sql`` : sql`OR rn = ${budget}`}
      LIMIT ${wanted + 1}
    ) found`,
  )
  const hits = Number(walk.hits)
  // Every row read without reaching the budget or the wanted count: the walk saw every match.
  const complete = !walk.cut && hits <= wanted
  const walkIds = walk.ids ?? []
  if (complete || (hits >= pageEnd && hits > tuning.countLimit)) return { ids: walkIds, total: hits }

  // A rarer word: the GIN index finds the creator's candidates; matches are few, so reading them
  // all to order a page costs less than walking on. indexed is defined here: without it the walk
  // had no budget and so was complete or found `wanted` matches.
  const where = and(scope, indexed, matches)
  const countMatches = async () => {
    const [{ total }] = await selectRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${conversations} WHERE ${where} LIMIT ${tuning.countLimit + 1}) m`,
    )
    return Number(total)
  }
  if (hits >= pageEnd) return { ids: walkIds, total: await countMatches() }
  const page = await selectRows<{ id: string; total: number }>(
    db,
    sql`SELECT ${conversations.id}::text AS id, count(*) OVER ()::int AS total FROM ${conversations} WHERE ${where}
      ORDER BY ${pageOrder} LIMIT ${query.pageSize} OFFSET ${offset}`,
  )
  // A page past the last match has no rows to carry the count.
  const total = page.length > 0 ? Number(page[0].total) : await countMatches()
  return { ids: page.map((row) => row.id), total: Math.min(total, tuning.countLimit + 1) }
}

/** A plain list: the page's ids from the covering index alone, and an exact count (index-only). */
async function listPage(db: Db, scope: SQL, query: ScriptListQueryInput): Promise<Found> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(scope)
      .orderBy(pageOrderOf(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(conversations).where(scope),
  ])
  return { ids: rows.map((row) => row.id), total: Number(total) }
}

/**
 * One page of a creator's History: the page's ids first (a list from the covering index; a search
 * by walking or by the GIN index, docs/decisions/022), then only those rows read in full.
 */
export async function searchScripts(
  db: Db,
  user: UserRow,
  query: ScriptListQueryInput,
  tuning = defaultSearchTuning,
): Promise<ScriptList> {
  const scope = and(
    eq(conversations.userId, user.id),
    query.platform ? eq(conversations.platform, query.platform) : undefined,
  )!
  const { q } = query
  const found = q ? await searchPage(db, scope, { ...query, q }, tuning) : await listPage(db, scope, query)
  const rows =
    found.ids.length === 0
      ? []
      : await db
          .select({
            conversation: summaryColumns,
            content: current.content,
            state: sql<ScriptState | null>`${current.check}->>'state'`,
            versions: versionCount,
            outlierScore,
          })
          .from(conversations)
          .leftJoin(current, eq(current.id, conversations.currentMessageId))
          .where(inArray(conversations.id, found.ids))
  const position = new Map(found.ids.map((id, i) => [id, i]))
  rows.sort((a, b) => position.get(a.conversation.id)! - position.get(b.conversation.id)!)
  const exact = !q || found.total <= tuning.countLimit
  return {
    items: rows.map((row): ScriptListItem => {
      const { excerpt, ranges } = buildExcerpt(row.content ?? '', q)
      const summary = toSummaryDto({ ...row.conversation, searchText: '' }, Number(row.versions), row.state ?? null)
      return {
        ...summary,
        excerpt,
        highlights: { title: q ? findMatches(summary.title, q) : [], excerpt: ranges },
        outlier_score: row.outlierScore === null ? null : Number(row.outlierScore),
      }
    }),
    total: exact ? found.total : tuning.countLimit,
    total_exact: exact,
    page: query.page,
    pageSize: query.pageSize,
  }
}
