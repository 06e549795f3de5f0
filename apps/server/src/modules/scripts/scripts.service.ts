import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  detectLanguage,
  ErrorCode,
  targetSeconds,
  type Brief,
  type ExportFormat,
  type ScriptDetail,
  type ScriptExport,
  type ScriptList,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import {
  parseScriptMarkdown,
  renderScriptMarkdown,
  stateLine,
  toMarkdownFile,
  toSrt,
  toTeleprompterText,
  withoutNotes,
  type ScriptEngine,
} from '../../engines'
import { AppError, notFound } from '../../lib/errors'
import { chooseConnection } from '../model-connections/connection-engines'
import { insufficientCredits } from '../credits/credit-ledger'
import { liveHolds } from './credits'
import { autoTitle, exportFilename, toDetailDto, toMessageDto } from './scripts.dto'
import { checkVersion } from './version-check'
import { searchScripts, type ScriptListQueryInput } from './scripts-search'
import type { PlanCache } from './plan-cache'
import type { RunningGenerations } from './running-generations'

const exportTypes: Record<ExportFormat, { extension: string; mime: string }> = {
  markdown: { extension: 'md', mime: 'text/markdown; charset=utf-8' },
  text: { extension: 'txt', mime: 'text/plain; charset=utf-8' },
  srt: { extension: 'srt', mime: 'application/x-subrip; charset=utf-8' },
}

export function createScriptsService(
  { database, config }: AppDeps,
  options: { serverEngine?: ScriptEngine; plans?: PlanCache; running?: RunningGenerations } = {},
) {
  const { db } = database

  /**
   * A script whose writer costs credits (a connected model, or the server's model engine) is not
   * created for a balance that cannot pay its first version: no empty conversation is left behind.
   * Offline drafts cost nothing, so a creator at 0 credits can still write with the offline engine.
   */
  async function ensureFirstVersionAffordable(user: UserRow, writer: string | null) {
    const paid = writer !== null || (options.serverEngine !== undefined && options.serverEngine.name !== 'offline')
    const cost = config.CREDITS_ENABLED && paid ? config.CREDITS_PER_GENERATION : 0
    if (cost <= 0) return
    const { held } = await liveHolds(db, user.id)
    if (user.credits - held < cost) throw insufficientCredits(cost, user.credits - held)
  }

  async function ownConversation(user: UserRow, id: string) {
    const [row] = await db
      .select()
      .from(scriptConversations)
      .where(and(eq(scriptConversations.id, id), eq(scriptConversations.userId, user.id)))
    if (!row) throw notFound('Script')
    return row
  }

  return {
    /**
     * `connectionId`: absent → the creator's default connection (or the server's engine when
     * none); null → the server's engine; an id → that connection, if it is the creator's (404).
     */
    async create(user: UserRow, brief: Brief, title?: string, connectionId?: string | null): Promise<ScriptDetail> {
      const writer = await chooseConnection(db, user, connectionId)
      await ensureFirstVersionAffordable(user, writer)
      const [row] = await db
        .insert(scriptConversations)
        .values({
          userId: user.id,
          title: title?.trim() || autoTitle(brief),
          brief,
          topic: brief.topic,
          platform: brief.platform,
          format: brief.format,
          language: brief.language,
          connectionId: writer,
        })
        .returning()
      return toDetailDto(row, [])
    },

    /** History: search, filter, sort and page (scripts-search.ts). */
    list: (user: UserRow, query: ScriptListQueryInput): Promise<ScriptList> => searchScripts(db, user, query),

    async get(user: UserRow, id: string): Promise<ScriptDetail> {
      const conversation = await ownConversation(user, id)
      const messages = await db
        .select()
        .from(scriptMessages)
        .where(eq(scriptMessages.conversationId, id))
        // A request and its version share a timestamp (one transaction): the request comes first.
        .orderBy(asc(scriptMessages.createdAt), desc(scriptMessages.role))
      // Versions saved before checks were stored are checked on read, by the same rules.
      const target = targetSeconds(conversation.brief.platform, conversation.brief.duration_seconds)
      const dtos = messages.map((row) =>
        toMessageDto(
          row.check || !row.script || row.status === 'streaming'
            ? row
            : {
                ...row,
                check: checkVersion(
                  conversation.brief,
                  row.script,
                  row.targetSeconds ?? target,
                  detectLanguage(row.content),
                ),
              },
        ),
      )
      return toDetailDto(conversation, dtos)
    },

    async rename(user: UserRow, id: string, title: string): Promise<ScriptDetail> {
      await ownConversation(user, id)
      await db
        .update(scriptConversations)
        .set({ title, updatedAt: sql`now()` })
        .where(eq(scriptConversations.id, id))
      return this.get(user, id)
    },

    async remove(user: UserRow, id: string): Promise<void> {
      const deleted = await db
        .delete(scriptConversations)
        .where(and(eq(scriptConversations.id, id), eq(scriptConversations.userId, user.id)))
        .returning({ id: scriptConversations.id })
      if (deleted.length === 0) throw notFound('Script')
      options.plans?.forget(id)
      // A version still being written has nothing left to save: it ends now, uncharged.
      options.running?.scriptDeleted(id)
    },

    /** Makes an earlier version current: the next follow-up revises it. */
    async restore(user: UserRow, id: string, messageId: string): Promise<ScriptDetail> {
      await ownConversation(user, id)
      const [message] = await db
        .select()
        .from(scriptMessages)
        .where(
          and(
            eq(scriptMessages.id, messageId),
            eq(scriptMessages.conversationId, id),
            eq(scriptMessages.role, 'assistant'),
          ),
        )
      if (!message) throw notFound('Version')
      if (!message.content.trim() || message.status === 'streaming') {
        throw new AppError(ErrorCode.CONFLICT, 'This version has no script to restore', {
          data: { field: 'message_id' },
        })
      }
      await db
        .update(scriptConversations)
        .set({ currentMessageId: message.id, updatedAt: sql`now()` })
        .where(eq(scriptConversations.id, id))
      options.plans?.forget(id)
      return this.get(user, id)
    },

    async export(
      user: UserRow,
      id: string,
      format: ExportFormat,
      messageId?: string,
      { notes = false }: { notes?: boolean } = {},
    ): Promise<ScriptExport> {
      const conversation = await ownConversation(user, id)
      const targetId = messageId ?? conversation.currentMessageId
      if (!targetId) throw notFound('Version')
      const [message] = await db
        .select()
        .from(scriptMessages)
        .where(
          and(
            eq(scriptMessages.id, targetId),
            eq(scriptMessages.conversationId, id),
            eq(scriptMessages.role, 'assistant'),
          ),
        )
      if (!message || !message.content.trim()) throw notFound('Version')
      const parsed = message.script ?? parseScriptMarkdown(message.content).script
      const script = notes ? parsed : { ...parsed, notes: [] }
      const language = detectLanguage(message.content)
      const state = stateLine({ status: message.status, check: message.check ?? null }, language)
      // A complete version is re-rendered in the clean layout; a partial one is exported as streamed.
      const content =
        format === 'text'
          ? toTeleprompterText(script, language, state)
          : format === 'srt'
            ? toSrt(script)
            : toMarkdownFile(
                message.status === 'complete'
                  ? renderScriptMarkdown(script, { language, platform: conversation.brief.platform })
                  : notes
                    ? message.content
                    : withoutNotes(message.content),
                conversation.title,
                state,
              )
      const type = exportTypes[format]
      return {
        format,
        filename: exportFilename(conversation.title, message.version, type.extension),
        mime_type: type.mime,
        content,
      }
    },
  }
}
