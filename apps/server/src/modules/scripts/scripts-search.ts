import { and, asc, count, desc, eq, getTableColumns, like, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { SCRIPT_SEARCH_COUNT_LIMIT, type ScriptList, type ScriptListItem, type scriptListQuerySchema } from '@hookline/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { toSummaryDto } from './scripts.dto'
import { buildExcerpt, findMatches } from './scripts-search-excerpt'

export type ScriptListQueryInput = z.infer<typeof scriptListQuerySchema>

/** ILIKE treats %, _ and \ as special; a search for "100%" or "a_b" means those characters. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** The same CJK ranges as history_search_grams() in migration 0007. */
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]{2,}/g

/** Distinct two-character runs of CJK text, as the trigger stores them in search_grams. */
export function cjkBigrams(text: string): string[] {
  const grams = new Set<string>()
  for (const [run] of text.matchAll(CJK_RUN)) for (let i = 0; i + 2 <= run.length; i++) grams.add(run.slice(i, i + 2))
  return [...grams]
}

/**
 * search_text is stored in lower case (migration 0007), so a byte-wise LIKE does what ILIKE
 * would; the trigram index serves it from three characters on, and the bigram index serves
 * CJK runs — for a query that is one CJK pair the bigram test alone is exact.
 */
function searchCondition(q: string): SQL | undefined {
  const needle = q.toLowerCase()
  const grams = cjkBigrams(needle)
  const gramsTest = grams.length > 0 ? sql`${conversations.searchGrams} @> ARRAY[${sql.join(grams.map((g) => sql`${g}`), sql`, `)}]::text[]` : undefined
  if (grams.length === 1 && grams[0] === needle) return gramsTest
  return and(gramsTest, like(conversations.searchText, likePattern(needle)))
}

const conversations = scriptConversations
const current = alias(scriptMessages, 'current_version')
/** Everything a row shows; search_text repeats the version's text and is only for the index. */
const { searchText: _text, searchGrams: _grams, ...summaryColumns } = getTableColumns(conversations)
const versionCount = sql<number>`(
  SELECT count(*) FROM ${scriptMessages}
  WHERE ${scriptMessages.conversationId} = ${conversations.id} AND ${scriptMessages.role} = 'assistant'
)`

/**
 * One page of a creator's History: the conditions every query shares, then the page's ids found
 * on the (user_id, updated_at) index alone and only those rows read in full — a deep page costs
 * an index walk, not a walk over the scripts' text (docs/decisions/020).
 */
export async function searchScripts(db: Db, user: UserRow, query: ScriptListQueryInput): Promise<ScriptList> {
  const where: SQL | undefined = and(
    eq(conversations.userId, user.id),
    query.platform ? eq(conversations.platform, query.platform) : undefined,
    // search_text holds title, topic and the current version (migrations 0005, 0007).
    query.q ? searchCondition(query.q) : undefined,
  )
  const order = query.sort === 'oldest' ? asc : desc
  const page = db.$with('page').as(
    db
      .select({ pageId: conversations.id })
      .from(conversations)
      .where(where)
      .orderBy(order(conversations.updatedAt), order(conversations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  )
  // A search counts at most one more than the limit; a plain list counts on the index alone.
  const counted = query.q
    ? db.select({ total: count() }).from(db.select({ one: sql`1` }).from(conversations).where(where).limit(SCRIPT_SEARCH_COUNT_LIMIT + 1).as('matches'))
    : db.select({ total: count() }).from(conversations).where(where)
  const [rows, [{ total }]] = await Promise.all([
    db
      .with(page)
      .select({ conversation: summaryColumns, content: current.content, versions: versionCount })
      .from(page)
      .innerJoin(conversations, eq(conversations.id, page.pageId))
      .leftJoin(current, eq(current.id, conversations.currentMessageId))
      .orderBy(order(conversations.updatedAt), order(conversations.id)),
    counted,
  ])
  const exact = Number(total) <= SCRIPT_SEARCH_COUNT_LIMIT || !query.q
  return {
    items: rows.map((row): ScriptListItem => {
      const { excerpt, ranges } = buildExcerpt(row.content ?? '', query.q)
      return {
        ...toSummaryDto({ ...row.conversation, searchText: '', searchGrams: [] }, Number(row.versions)),
        excerpt,
        highlights: { title: query.q ? findMatches(row.conversation.title, query.q) : [], excerpt: ranges },
      }
    }),
    total: exact ? Number(total) : SCRIPT_SEARCH_COUNT_LIMIT,
    total_exact: exact,
    page: query.page,
    pageSize: query.pageSize,
  }
}
