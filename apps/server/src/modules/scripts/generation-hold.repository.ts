import { and, eq, sql } from 'drizzle-orm'
import type { Brief, GenerateRequest } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { selectRows } from '../../db/raw-rows'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { versionLanguage, versionTarget, type EngineTurn, type ScriptEngine } from '../../engines'
import { notFound } from '../../lib/errors'
import { lockBalance } from '../credits/credit-ledger'
import type { EngineFor } from '../model-connections/connection-engines'
import { ensureCreditsAvailable } from './credits'
import { versionToContinue } from './generation-continue'
import { conversationWithHistory, historyPath } from './generation-history'
import type { VersionJob } from './generation-pipeline'
import { ensureConnectionRate, takeGenerationSlot } from './generation-slots'
import type { KnownPlan, PlanCache } from './plan-cache'
import { nodeIdOf } from './stream-recovery'

/** A version held for writing: its row is `streaming` and its credits are held until it is settled. */
export interface PreparedGeneration extends VersionJob {
  userId: string
  conversationId: string
  /** The script's connection as the hold read it (null: the server's engine). */
  connectionId: string | null
  assistantId: string
}

/**
 * What a generation would be, read without locks (or kept from this script's last version,
 * plan-cache.ts) so the model can be asked before the hold commits; hold() checks it.
 */
interface GenerationPlan {
  engine: ScriptEngine
  connectionId: string | null
  parentId: string | null
  /** The script's path to its current version, without the new request. */
  history: EngineTurn[]
  brief: Brief
}

/** The creator's request as the engine reads it: the same turn hold() saves and generation-history.ts reads back. */
const userTurn = (request: GenerateRequest): EngineTurn => ({
  role: 'user',
  content: request.text?.trim() ?? '',
  action: request.action ?? null,
  engine: null,
})

/**
 * Where a generation starts in the database: the plan of a script's next version (read without
 * locks, or kept by this node) and the hold that commits it, with every limit and the credit hold
 * checked in the transaction that creates the streaming version they guard.
 */
export function createGenerationHold({ database, config }: AppDeps, engineFor: EngineFor, plans: PlanCache) {
  const nodeId = nodeIdOf(config)
  const { db } = database
  // Credits pay for model usage, whichever provider writes; an offline draft costs nothing and holds nothing.
  const costOf = (engine: ScriptEngine) =>
    config.CREDITS_ENABLED && engine.name !== 'offline' ? config.CREDITS_PER_GENERATION : 0

  async function readPlan(user: UserRow, conversationId: string): Promise<KnownPlan> {
    const conversation = await conversationWithHistory(db, conversationId, user.id)
    if (!conversation) throw notFound('Script')
    const known: KnownPlan = {
      userId: user.id,
      brief: conversation.brief,
      connectionId: conversation.connectionId,
      parentId: conversation.currentMessageId,
      history: conversation.history,
    }
    plans.set(conversationId, known)
    return known
  }

  return {
    /**
     * The script, its engine and its history as they stand, without locks (hold() checks them
     * again): as this node last knew them, else read. The engine is always built now, so a
     * connection's new key or address is used at once.
     */
    async plan(user: UserRow, conversationId: string): Promise<GenerationPlan> {
      const known = plans.get(conversationId, user.id) ?? (await readPlan(user, conversationId))
      const { brief, connectionId, parentId, history } = known
      return { engine: await engineFor(db, user.id, connectionId), brief, connectionId, parentId, history }
    },

    /**
     * Everything that can refuse a generation is refused here, before a byte is streamed (404, 409,
     * 429, 402): the request and a streaming version are saved and the credits held, in one
     * transaction. With a plan that still holds (same engine, same current version), its engine and
     * history are used as they are: the identity tells the caller its early answer is still right.
     */
    async hold(user: UserRow, conversationId: string, request: GenerateRequest, plan?: GenerationPlan) {
      return db.transaction(async (tx): Promise<PreparedGeneration> => {
        // The account first, then the conversation (lockBalance says why the order matters).
        const balance = (await lockBalance(tx, user.id)) ?? 0
        const [conversation] = await tx
          .select()
          .from(scriptConversations)
          .where(and(eq(scriptConversations.id, conversationId), eq(scriptConversations.userId, user.id)))
          .for('update')
        if (!conversation) {
          plans.forget(conversationId)
          throw notFound('Script')
        }
        // Continue builds on the version the output limit cut, not on the current one (generation-continue.ts).
        const parentId =
          request.action === 'continue' ? await versionToContinue(tx, conversationId) : conversation.currentMessageId
        const planHolds = plan?.parentId === parentId
        // A stale plan is read afresh next time rather than guessed wrong again.
        if (plan && !planHolds) plans.forget(conversationId)
        const engine =
          planHolds && plan.connectionId === conversation.connectionId
            ? plan.engine
            : await engineFor(tx, user.id, conversation.connectionId)
        const cost = costOf(engine)
        const version = await takeGenerationSlot(tx, user.id, conversationId, config.GENERATION_MAX_CONCURRENT_PER_USER)
        await ensureCreditsAvailable(tx, user.id, cost, balance)
        if (conversation.connectionId)
          await ensureConnectionRate(tx, user.id, config.GENERATION_MAX_PER_USER_PER_MINUTE)

        const history = planHolds ? plan.history : await historyPath(tx, parentId)
        const turn = userTurn(request)
        const turns = [...history, turn]
        const targetSeconds = versionTarget(conversation.brief, turns, engine.reads)
        // The request and its streaming version in one statement: one round trip fewer before the
        // provider is asked, which happens only once this hold has committed.
        const [assistant] = await selectRows<{ id: string }>(
          tx,
          sql`with request as (
            insert into ${scriptMessages} (conversation_id, user_id, parent_id, role, content, action)
            values (${conversationId}, ${user.id}, ${parentId}, 'user', ${turn.content}, ${turn.action})
            returning id
          )
          insert into ${scriptMessages}
            (conversation_id, user_id, parent_id, role, status, engine, version, target_seconds, credits_held, node_id)
          select ${conversationId}::uuid, ${user.id}::uuid, request.id, 'assistant', 'streaming', ${engine.label}::text,
            ${version}::int, ${targetSeconds}::int, ${cost}::int, ${nodeId}::text
          from request
          returning id`,
        )
        return {
          engine,
          userId: user.id,
          conversationId,
          connectionId: conversation.connectionId,
          assistantId: assistant.id,
          brief: conversation.brief,
          history: turns,
          language: versionLanguage(conversation.brief, turns),
          targetSeconds,
          cost,
        }
      })
    },
  }
}
