import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode, type Brief, type GenerateRequest, type QuickAction, type StreamDoneEvent } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import type { EngineTurn, ScriptEngine } from '../../engines/engine'
import { versionTarget } from '../../engines/requests'
import { parseScriptMarkdown } from '../../engines/script-markdown/parse'
import { AppError, notFound } from '../../lib/errors'
import { chargeCredits, ensureCreditsAvailable } from './credits'
import { toMessageDto } from './scripts.dto'

/** A generation that ended without a saved complete version; `messageId` holds what streamed. */
export class GenerationFailed extends Error {
  constructor(
    readonly error: AppError,
    readonly messageId: string | null,
    readonly stopped: boolean,
  ) {
    super(error.message)
  }
}

export interface PreparedGeneration {
  userId: string
  conversationId: string
  assistantId: string
  brief: Brief
  history: EngineTurn[]
  cost: number
}

type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0]

/**
 * The turns a request builds on: the chain of parents from the current version back to the
 * first request, read in one recursive query so a long conversation costs one round trip.
 */
async function historyPath(tx: Tx, fromId: string | null): Promise<EngineTurn[]> {
  if (!fromId) return []
  type Row = { role: 'user' | 'assistant'; content: string; action: QuickAction | null; engine: string | null }
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await tx.execute(sql`
    WITH RECURSIVE path AS (
      SELECT id, parent_id, role, content, action, engine, 0 AS depth FROM ${scriptMessages} WHERE id = ${fromId}
      UNION ALL
      SELECT m.id, m.parent_id, m.role, m.content, m.action, m.engine, path.depth + 1
      FROM ${scriptMessages} m JOIN path ON m.id = path.parent_id
    )
    SELECT role, content, action, engine FROM path ORDER BY depth DESC`)) as unknown as { rows: Row[] }
  return result.rows.map((row) => ({ role: row.role, content: row.content, action: row.action ?? null, engine: row.engine }))
}

export function createGenerationService({ database, config }: AppDeps, engine: ScriptEngine) {
  const { db } = database
  const cost = config.CREDITS_ENABLED ? config.CREDITS_PER_GENERATION : 0

  return {
    /**
     * Everything that can be refused is refused here, before a byte is streamed (404, 402):
     * the request and a streaming version are saved and the credits held, in one transaction.
     */
    async prepare(user: UserRow, conversationId: string, request: GenerateRequest): Promise<PreparedGeneration> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select()
          .from(scriptConversations)
          .where(and(eq(scriptConversations.id, conversationId), eq(scriptConversations.userId, user.id)))
          .for('update')
        if (!conversation) throw notFound('Script')
        await ensureCreditsAvailable(tx, user.id, cost)

        const history = await historyPath(tx, conversation.currentMessageId)
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${scriptMessages.version}), 0)::int` })
          .from(scriptMessages)
          .where(eq(scriptMessages.conversationId, conversationId))
        const version = Number(last) + 1
        const [request_] = await tx
          .insert(scriptMessages)
          .values({
            conversationId,
            userId: user.id,
            parentId: conversation.currentMessageId,
            role: 'user',
            content: request.text?.trim() ?? '',
            action: request.action ?? null,
          })
          .returning()
        history.push({ role: 'user', content: request_.content, action: request_.action ?? null })
        const targetSeconds = versionTarget(conversation.brief, history, engine.reads)
        const [assistant] = await tx
          .insert(scriptMessages)
          .values({ conversationId, userId: user.id, parentId: request_.id, role: 'assistant', status: 'streaming', engine: engine.label, version, targetSeconds, creditsHeld: cost })
          .returning({ id: scriptMessages.id })
        return { userId: user.id, conversationId, assistantId: assistant.id, brief: conversation.brief, history, cost }
      })
    },

    /**
     * Streams the engine's answer through `onDelta`, then charges and saves the version in one
     * transaction. A failure or a stop keeps what streamed as an incomplete version, uncharged.
     */
    async run(prepared: PreparedGeneration, signal: AbortSignal, onDelta: (text: string) => Promise<void>): Promise<StreamDoneEvent> {
      let content = ''
      try {
        for await (const text of engine.generate(prepared.brief, prepared.history, signal)) {
          content += text
          await onDelta(text)
        }
        signal.throwIfAborted()
      } catch (error) {
        throw await this.keepIncomplete(prepared, content, error, signal.aborted)
      }

      const parsed = parseScriptMarkdown(content)
      try {
        return await this.save(prepared, content, parsed)
      } catch (error) {
        if (error instanceof GenerationFailed) throw error
        throw await this.keepIncomplete(prepared, content, error, false)
      }
    },

    /** The charge and the saved version commit together or not at all (DESIGN §3). */
    async save(prepared: PreparedGeneration, content: string, parsed: ReturnType<typeof parseScriptMarkdown>): Promise<StreamDoneEvent> {
      return db.transaction(async (tx) => {
        const balance = prepared.cost > 0 ? await chargeCredits(tx, prepared.userId, prepared.cost) : null
        const [saved] = await tx
          .update(scriptMessages)
          .set({ status: 'complete', content, script: parsed.script, warnings: parsed.warnings, creditsHeld: 0, creditsCharged: prepared.cost, updatedAt: sql`now()` })
          .where(eq(scriptMessages.id, prepared.assistantId))
          .returning()
        // Deleted while streaming: the transaction rolls back, so nothing is charged.
        if (!saved) throw new GenerationFailed(notFound('Script'), null, false)
        await tx
          .update(scriptConversations)
          .set({ currentMessageId: saved.id, updatedAt: sql`now()` })
          .where(eq(scriptConversations.id, prepared.conversationId))
        return { message: toMessageDto(saved), ...(balance !== null ? { credits: { left_credits: balance } } : {}) }
      })
    },

    async keepIncomplete(prepared: PreparedGeneration, content: string, error: unknown, stopped: boolean): Promise<GenerationFailed> {
      const parsed = content ? parseScriptMarkdown(content) : null
      const [saved] = await db
        .update(scriptMessages)
        .set({
          status: content ? 'incomplete' : 'failed',
          content,
          script: parsed?.script ?? null,
          warnings: parsed?.warnings ?? [],
          creditsHeld: 0,
          updatedAt: sql`now()`,
        })
        .where(eq(scriptMessages.id, prepared.assistantId))
        .returning({ id: scriptMessages.id })
      const appError =
        error instanceof AppError
          ? error
          : stopped
            ? // Never sent: the client that stopped it has gone.
              new AppError(ErrorCode.CONFLICT, 'Generation stopped')
            : new AppError(ErrorCode.INTERNAL, 'The script engine failed', { cause: error })
      return new GenerationFailed(appError, saved?.id ?? null, stopped)
    },
  }
}

export type GenerationService = ReturnType<typeof createGenerationService>
