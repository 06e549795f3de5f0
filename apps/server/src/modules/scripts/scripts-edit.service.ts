import { and, eq, sql } from 'drizzle-orm'
import {
  detectLanguage,
  ErrorCode,
  targetSeconds,
  type Script,
  type ScriptBeat,
  type ScriptDetail,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { renderScriptMarkdown } from '../../engines'
import { AppError, notFound } from '../../lib/errors'
import { createScriptsService } from './scripts.service'
import { checkVersion } from './version-check'
import type { PlanCache } from './plan-cache'

/** The engine label of a version the creator edited by hand: the web shows it as "Edited by you". */
export const EDITED_ENGINE_LABEL = 'edited'

const beat = (b: ScriptBeat): ScriptBeat => ({
  label: b.label.trim(),
  shot: b.shot.trim(),
  voice_over: b.voice_over.trim(),
  on_screen_text: b.on_screen_text.trim(),
  seconds: Math.round(b.seconds * 10) / 10,
})

/**
 * One form for a script, whatever typed it: fields trimmed, empty titles and tags dropped, tags
 * without their '#' (the Markdown adds the platform's own form), an empty caption as none. The
 * base version goes through it too, so "no changes" compares like with like.
 */
export function normaliseScript(script: Script): Script {
  const tags = script.hashtags.map((tag) => tag.replace(/^[#＃\s]+|[#＃\s]+$/g, '').trim()).filter(Boolean)
  return {
    titles: script.titles.map((title) => title.trim()).filter(Boolean),
    hook: beat(script.hook),
    beats: script.beats.map(beat),
    call_to_action: beat(script.call_to_action),
    hashtags: [...new Set(tags)],
    cover_text: script.cover_text.trim(),
    caption: script.caption?.trim() || null,
    notes: script.notes.map((note) => note.trim()).filter(Boolean),
  }
}

/**
 * Edit by hand: a creator's own version of a script, saved as a new version after the
 * one they edited. It costs nothing (credits pay for model usage), is checked like any version,
 * rendered in the base version's language, carries none of the base's revision notes, and becomes
 * current, so exports and the next follow-up use the edited text.
 */
export function createScriptsEditService(deps: AppDeps, plans: PlanCache) {
  const { db } = deps.database
  const scripts = createScriptsService(deps)

  return {
    async saveEdit(user: UserRow, id: string, baseMessageId: string, edited: Script): Promise<ScriptDetail> {
      await db.transaction(async (tx) => {
        // Locked so two saves at once cannot take the same version number.
        const [conversation] = await tx
          .select()
          .from(scriptConversations)
          .where(and(eq(scriptConversations.id, id), eq(scriptConversations.userId, user.id)))
          .for('update')
        if (!conversation) throw notFound('Script')
        const [base] = await tx
          .select()
          .from(scriptMessages)
          .where(
            and(
              eq(scriptMessages.id, baseMessageId),
              eq(scriptMessages.conversationId, id),
              eq(scriptMessages.role, 'assistant'),
            ),
          )
        if (!base) throw notFound('Version')
        if (base.status !== 'complete' || !base.script) {
          throw new AppError(ErrorCode.CONFLICT, 'This version has no finished script to edit', {
            data: { field: 'base_message_id' },
          })
        }

        // Revision notes say what a model changed in the base: a hand edit made none of those changes.
        const script = { ...normaliseScript(edited), notes: [] }
        if (JSON.stringify(script) === JSON.stringify({ ...normaliseScript(base.script), notes: [] })) {
          throw new AppError(ErrorCode.CONFLICT, 'No changes', { data: { field: 'script' } })
        }
        const { brief } = conversation
        const language = detectLanguage(base.content)
        const target = base.targetSeconds ?? targetSeconds(brief.platform, brief.duration_seconds)
        const [{ last }] = await tx
          .select({ last: sql<number>`coalesce(max(${scriptMessages.version}), 0)::int` })
          .from(scriptMessages)
          .where(eq(scriptMessages.conversationId, id))
        const [saved] = await tx
          .insert(scriptMessages)
          .values({
            conversationId: id,
            userId: user.id,
            parentId: base.id,
            role: 'assistant',
            status: 'complete',
            content: renderScriptMarkdown(script, { language, platform: brief.platform }),
            script,
            warnings: [],
            engine: EDITED_ENGINE_LABEL,
            version: Number(last) + 1,
            targetSeconds: target,
            check: checkVersion(brief, script, target, language),
            creditsCharged: 0,
          })
          .returning({ id: scriptMessages.id })
        await tx
          .update(scriptConversations)
          .set({ currentMessageId: saved.id, updatedAt: sql`now()` })
          .where(eq(scriptConversations.id, id))
      })
      plans.forget(id)
      return scripts.get(user, id)
    },
  }
}
