import { and, count, desc, eq } from 'drizzle-orm'
import {
  ErrorCode,
  HOOK_LIBRARY_MAX,
  starHookSchema,
  type HookLibrary,
  type Platform,
  type StarHookInput,
  type StarredHook,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, starredHooks, type StarredHookRow, type UserRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'

const toHook = (row: StarredHookRow, title: string | null): StarredHook => ({
  id: row.id,
  voice_over: row.voiceOver,
  on_screen_text: row.onScreenText,
  type: row.type,
  language: row.language,
  platform: row.platform as Platform,
  script_id: row.scriptId,
  script_title: title,
  created_at: row.createdAt.toISOString(),
})

/**
 * The hook library: hooks the creator starred, newest first. Starring the same words again
 * returns the hook already kept; a hook's source script must be the creator's own.
 */
export function createHookLibraryService({ database }: Pick<AppDeps, 'database'>) {
  const { db } = database

  return {
    async list(user: UserRow): Promise<HookLibrary> {
      const rows = await db
        .select({ hook: starredHooks, title: scriptConversations.title })
        .from(starredHooks)
        .leftJoin(scriptConversations, eq(scriptConversations.id, starredHooks.scriptId))
        .where(eq(starredHooks.userId, user.id))
        .orderBy(desc(starredHooks.createdAt))
        .limit(HOOK_LIBRARY_MAX)
      return { items: rows.map((row) => toHook(row.hook, row.title)) }
    },

    async star(user: UserRow, input: StarHookInput): Promise<StarredHook> {
      const hook = starHookSchema.parse(input)
      return db.transaction(async (tx) => {
        let title: string | null = null
        let platform = hook.platform
        if (hook.script_id) {
          const [script] = await tx
            .select({ title: scriptConversations.title, platform: scriptConversations.platform })
            .from(scriptConversations)
            .where(and(eq(scriptConversations.id, hook.script_id), eq(scriptConversations.userId, user.id)))
          if (!script) throw notFound('Script')
          title = script.title
          platform ??= script.platform as Platform
        }
        if (!platform)
          throw new AppError(ErrorCode.VALIDATION_FAILED, 'platform: Say the platform of a hook without a script', {
            data: { field: 'platform' },
          })
        const keptAlready = async () => {
          const [kept] = await tx
            .select({ hook: starredHooks, title: scriptConversations.title })
            .from(starredHooks)
            .leftJoin(scriptConversations, eq(scriptConversations.id, starredHooks.scriptId))
            .where(and(eq(starredHooks.userId, user.id), eq(starredHooks.voiceOver, hook.voice_over)))
          return kept ? toHook(kept.hook, kept.title) : null
        }
        const kept = await keptAlready()
        if (kept) return kept
        const [{ total }] = await tx
          .select({ total: count() })
          .from(starredHooks)
          .where(eq(starredHooks.userId, user.id))
        if (total >= HOOK_LIBRARY_MAX)
          throw new AppError(
            ErrorCode.CONFLICT,
            `The hook library keeps at most ${HOOK_LIBRARY_MAX} hooks: unstar one first`,
            { data: { reason: 'library_full', limit: HOOK_LIBRARY_MAX } },
          )
        const [row] = await tx
          .insert(starredHooks)
          .values({
            userId: user.id,
            voiceOver: hook.voice_over,
            onScreenText: hook.on_screen_text,
            type: hook.type,
            language: hook.language,
            platform,
            scriptId: hook.script_id ?? null,
          })
          // Two stars of the same words at once keep one.
          .onConflictDoNothing()
          .returning()
        if (row) return toHook(row, title)
        return (await keptAlready())!
      })
    },

    async unstar(user: UserRow, id: string): Promise<null> {
      const deleted = await db
        .delete(starredHooks)
        .where(and(eq(starredHooks.id, id), eq(starredHooks.userId, user.id)))
        .returning({ id: starredHooks.id })
      if (deleted.length === 0) throw notFound('Starred hook')
      return null
    },
  }
}
