import { and, asc, eq, inArray, lt, lte, max, or, sql } from 'drizzle-orm'
import { WATCH_WINDOW_HOURS, type TrendPlatform, type WatchHit } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { trendHistory, users, watchHits, watches, type WatchHitRow, type WatchRow } from '../../db/schema'
import { addWatchHitNotification } from '../notifications/notifications.service'
import { nextSendAt } from './delivery-schedule'
import { compileKeywords, matchingKeyword } from './keyword-match'
import type { PushMessage, WebhookTarget } from './webhook-formats'
import { sendWebhook, webhookPolicy } from './webhook-send'
import { languageOf, openWebhook, recordDelivery } from './watches.service'

/** What a trending refresh reports: the platform and the time its new list was fetched (its history rows' time). */
export interface RefreshEvent {
  platform: TrendPlatform
  fetchedAt: string
}

interface ListedItem {
  itemKey: string
  title: string
  url: string
  rank: number
}

/** Whether the item crossed the watch's line between the previous refresh and this one. */
function triggered(watch: WatchRow, item: ListedItem, previousRank: number | undefined): boolean {
  if (watch.trigger === 'enters') return previousRank === undefined
  const topN = watch.topN ?? 0
  return item.rank <= topN && (previousRank === undefined || previousRank > topN)
}

export interface FanOutResult {
  /** Hits that fired now (a notification each). */
  fired: number
  /** Watches with a webhook message pending, and when it may go out. */
  pushes: Array<{ watchId: string; sendAt: Date }>
}

/**
 * Compares a refresh of one platform's list with the refresh before it (trend_history) and fires
 * every enabled watch on that platform whose trigger the change meets and whose keywords a title
 * holds. Firing is the upsert on watch_hits' unique (watch, platform, item): it inserts, or moves
 * `fired_at` when the last firing is at least WATCH_WINDOW_HOURS older than this refresh, and the
 * notification is written in the same transaction only when it did. So a watch fires once per item
 * and window however many times (or on however many nodes) the same refresh is fanned out.
 * The first refresh ever of a platform has nothing to compare with and fires nothing.
 */
export async function fanOutRefresh(deps: Pick<AppDeps, 'database'>, event: RefreshEvent): Promise<FanOutResult> {
  const { db } = deps.database
  const result: FanOutResult = { fired: 0, pushes: [] }
  const at = new Date(event.fetchedAt)
  if (Number.isNaN(at.getTime())) return result
  const [latest] = await db
    .select({ at: max(trendHistory.fetchedAt) })
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, event.platform), lte(trendHistory.fetchedAt, at)))
  if (!latest?.at) return result
  const current = new Date(latest.at)
  const [before] = await db
    .select({ at: max(trendHistory.fetchedAt) })
    .from(trendHistory)
    .where(and(eq(trendHistory.platform, event.platform), lt(trendHistory.fetchedAt, current)))
  if (!before?.at) return result

  const listOf = (time: Date) =>
    db
      .select({
        itemKey: trendHistory.itemKey,
        title: trendHistory.title,
        url: trendHistory.url,
        rank: trendHistory.rank,
      })
      .from(trendHistory)
      .where(and(eq(trendHistory.platform, event.platform), eq(trendHistory.fetchedAt, time)))
      .orderBy(asc(trendHistory.rank))
  const items = await listOf(current)
  const previous = new Map((await listOf(new Date(before.at))).map((item) => [item.itemKey, item.rank]))

  const candidates = await db
    .select()
    .from(watches)
    .where(and(eq(watches.enabled, true), sql`${watches.platforms} @> ${JSON.stringify([event.platform])}::jsonb`))

  const window = sql`make_interval(hours => ${WATCH_WINDOW_HOURS})`
  for (const watch of candidates) {
    const keywords = compileKeywords(watch.keywords)
    const matches: Array<{ item: ListedItem; keyword: string }> = []
    for (const item of items) {
      if (!triggered(watch, item, previous.get(item.itemKey))) continue
      const keyword = matchingKeyword(item.title, keywords)
      if (keyword) matches.push({ item, keyword })
    }
    if (matches.length === 0) continue
    const pushState = watch.webhookKind ? ('pending' as const) : ('none' as const)
    const fired = await db.transaction(async (tx) => {
      let count = 0
      for (const { item, keyword } of matches) {
        const [hit] = await tx
          .insert(watchHits)
          .values({
            watchId: watch.id,
            userId: watch.userId,
            platform: event.platform,
            itemKey: item.itemKey,
            title: item.title,
            url: item.url,
            rank: item.rank,
            keyword,
            firedAt: current,
            pushState,
          })
          .onConflictDoUpdate({
            target: [watchHits.watchId, watchHits.platform, watchHits.itemKey],
            set: {
              title: sql`excluded.title`,
              url: sql`excluded.url`,
              rank: sql`excluded.rank`,
              keyword: sql`excluded.keyword`,
              firedAt: sql`excluded.fired_at`,
              pushState: sql`excluded.push_state`,
              pushedAt: null,
            },
            setWhere: sql`${watchHits.firedAt} <= excluded.fired_at - ${window}`,
          })
          .returning({ id: watchHits.id })
        if (!hit) continue
        count++
        const notification: WatchHit = {
          watch_id: watch.id,
          watch_name: watch.name,
          trigger: watch.trigger,
          top_n: watch.topN,
          keyword,
          platform: event.platform,
          key: item.itemKey,
          title: item.title,
          url: item.url,
          rank: item.rank,
        }
        await addWatchHitNotification(tx, watch.userId, notification)
      }
      return count
    })
    result.fired += fired
    if (fired > 0 && watch.webhookKind) result.pushes.push({ watchId: watch.id, sendAt: sendAtOf(watch, new Date()) })
  }
  // A settled hit older than the window decides nothing any more (an upsert would move it anyway):
  // dropped, so the table holds about a window's worth of hits.
  await db
    .delete(watchHits)
    .where(
      and(
        eq(watchHits.platform, event.platform),
        inArray(watchHits.pushState, ['none', 'sent', 'failed']),
        lt(watchHits.firedAt, new Date(current.getTime() - 2 * WATCH_WINDOW_HOURS * 3600_000)),
      ),
    )
  return result
}

const sendAtOf = (watch: WatchRow, now: Date) =>
  nextSendAt(
    {
      delivery: watch.delivery,
      digestTime: watch.digestTime,
      quiet: watch.quietStart && watch.quietEnd ? { start: watch.quietStart, end: watch.quietEnd } : null,
      timeZone: watch.timezone,
    },
    now,
  )

/** A message lists this many hits; a bigger digest says how many more. */
const MESSAGE_MAX_LINES = 20
/** Per webhook: the strictest chat apps (WeCom, DingTalk) take 20 messages a minute from a robot. */
export const WEBHOOK_PUSH_RULE = { scope: 'webhook-push', limit: 20, windowSeconds: 60 }
/** A claim whose node died mid-send is taken over after this. */
const CLAIM_STALE = sql`make_interval(mins => 10)`

/** Thrown for a message worth another attempt (5xx, timeout, rate limit): the job's retry sends it. */
export class RetryLater extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RetryLater'
  }
}

export type PushResult =
  { state: 'sent' | 'failed'; hits: number } | { state: 'held'; until: Date } | { state: 'nothing' }

/**
 * Sends a watch's pending hits as one message when its delivery allows it now. Hits are claimed
 * first ('sending'), so two attempts running at once never send the same hit twice. A failure
 * worth retrying puts them back to 'pending' and throws RetryLater; any other (a 4xx, a refused
 * address, the app's own error) marks them 'failed' without a retry.
 */
export async function pushWatch(
  deps: Pick<AppDeps, 'database' | 'secrets' | 'config' | 'rateLimiter' | 'outboundLookup'>,
  watchId: string,
  now = new Date(),
): Promise<PushResult> {
  const { db } = deps.database
  const [row] = await db
    .select({ watch: watches, preferences: users.preferences })
    .from(watches)
    .innerJoin(users, eq(users.id, watches.userId))
    .where(eq(watches.id, watchId))
  if (!row) return { state: 'nothing' }
  const { watch } = row
  if (!watch.webhookKind) {
    await db
      .update(watchHits)
      .set({ pushState: 'none' })
      .where(and(eq(watchHits.watchId, watchId), eq(watchHits.pushState, 'pending')))
    return { state: 'nothing' }
  }
  const sendAt = sendAtOf(watch, now)
  // A held message's job may wake a little early; a minute's leeway sends it rather than re-queueing.
  if (sendAt.getTime() - now.getTime() > 60_000) return { state: 'held', until: sendAt }

  const claimed: WatchHitRow[] = await db
    .update(watchHits)
    .set({ pushState: 'sending', pushedAt: sql`now()` })
    .where(
      and(
        eq(watchHits.watchId, watchId),
        or(
          eq(watchHits.pushState, 'pending'),
          and(eq(watchHits.pushState, 'sending'), sql`${watchHits.pushedAt} < now() - ${CLAIM_STALE}`),
        ),
      ),
    )
    .returning()
  if (claimed.length === 0) return { state: 'nothing' }
  const ids = claimed.map((hit) => hit.id)
  const settle = (state: 'pending' | 'sent' | 'failed') =>
    db
      .update(watchHits)
      .set({ pushState: state, pushedAt: state === 'pending' ? null : sql`now()` })
      .where(and(eq(watchHits.watchId, watchId), sql`${watchHits.id} IN ${ids}`))

  const counter = await deps.rateLimiter.hit(WEBHOOK_PUSH_RULE, watchId)
  if (counter.count > WEBHOOK_PUSH_RULE.limit) {
    await settle('pending')
    throw new RetryLater('the webhook sent its allowance of messages this minute')
  }
  const sorted = [...claimed].sort((a, b) => a.firedAt.getTime() - b.firedAt.getTime() || a.rank - b.rank)
  const message: PushMessage = {
    language: languageOf(row),
    watchName: watch.name,
    lines: sorted
      .slice(0, MESSAGE_MAX_LINES)
      .map((hit) => ({ platform: hit.platform, rank: hit.rank, title: hit.title, url: hit.url })),
    more: Math.max(0, sorted.length - MESSAGE_MAX_LINES),
  }
  let target: WebhookTarget | null
  try {
    target = openWebhook(deps, watch)
  } catch {
    // Sealed with a key this server no longer has: nothing to retry until the creator saves it again.
    await settle('failed')
    return { state: 'failed', hits: ids.length }
  }
  if (!target) return { state: 'nothing' }
  const outcome = await sendWebhook(
    { policy: webhookPolicy(deps.config), lookup: deps.outboundLookup },
    target,
    message,
  )
  await recordDelivery(deps, watchId, outcome)
  if (outcome.ok) {
    await settle('sent')
    return { state: 'sent', hits: ids.length }
  }
  if (outcome.retry) {
    await settle('pending')
    throw new RetryLater(outcome.message ?? 'the webhook failed')
  }
  await settle('failed')
  return { state: 'failed', hits: ids.length }
}
