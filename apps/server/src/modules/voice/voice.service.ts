import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import {
  ErrorCode,
  voiceDistilSchema,
  type Language,
  type Script,
  type VoiceDistilInput,
  type VoiceDistilResult,
  type VoiceProfile,
  type VoiceState,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, voiceProfiles, type UserRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { ChatModels } from '../chats/chats-model'
import { UnusableAnswer, type ModelRounds } from '../chats/model-round'
import { EDITED_ENGINE_LABEL } from '../scripts/scripts-edit.service'
import { readVoiceProfile } from './voice-read'
import { voicePrompt, voiceRepair } from './voice-prompt'

/** Versions offered as samples: the creator's newest hand edits, enough to pick five from. */
const EDITED_VERSIONS_SHOWN = 20

/** What a version says aloud, in order: the words a voice is read from. */
const spokenText = (script: Script) =>
  [script.hook, ...script.beats, script.call_to_action]
    .map((section) => section.voice_over.trim())
    .filter(Boolean)
    .join('\n')

const needsModel = () =>
  new AppError(ErrorCode.CONFLICT, 'Distilling your voice needs a model: connect one in Apps', {
    data: { reason: 'no_model' },
  })

/**
 * The creator's voice (settings): the model distils a profile from three to five of their own
 * scripts (pasted, or versions they edited by hand), saved at once so a paid answer is never lost;
 * the creator reads, edits and saves it. A distillation is a model round (chats/model-round.ts):
 * held and charged like a chat answer, never charged when no profile came back.
 */
export function createVoiceService(
  { database, config }: Pick<AppDeps, 'database' | 'config'>,
  models: ChatModels,
  rounds: ModelRounds,
) {
  const { db } = database

  async function state(user: UserRow): Promise<VoiceState> {
    const [[row], label, edited] = await Promise.all([
      db.select().from(voiceProfiles).where(eq(voiceProfiles.userId, user.id)),
      models.describe(db, user.id),
      db
        .select({
          id: scriptMessages.id,
          scriptId: scriptMessages.conversationId,
          title: scriptConversations.title,
          script: scriptMessages.script,
          createdAt: scriptMessages.createdAt,
        })
        .from(scriptMessages)
        .innerJoin(scriptConversations, eq(scriptConversations.id, scriptMessages.conversationId))
        .where(
          and(
            eq(scriptMessages.userId, user.id),
            eq(scriptMessages.engine, EDITED_ENGINE_LABEL),
            eq(scriptMessages.status, 'complete'),
            isNotNull(scriptMessages.script),
          ),
        )
        .orderBy(desc(scriptMessages.createdAt))
        .limit(EDITED_VERSIONS_SHOWN),
    ])
    return {
      profile: row?.profile ?? null,
      updated_at: row?.updatedAt.toISOString() ?? null,
      model: {
        available: label !== null,
        label,
        credits_per_message: config.CREDITS_ENABLED ? config.CHAT_CREDITS_PER_MESSAGE : 0,
      },
      edited_versions: edited.map((version) => ({
        id: version.id,
        script_id: version.scriptId,
        title: version.title,
        excerpt: (version.script?.hook.voice_over ?? '').slice(0, 80),
        created_at: version.createdAt.toISOString(),
      })),
    }
  }

  async function store(userId: string, profile: VoiceProfile, model: string | null) {
    const [row] = await db
      .insert(voiceProfiles)
      .values({ userId, profile, model })
      .onConflictDoUpdate({
        target: voiceProfiles.userId,
        set: { profile, model, updatedAt: sql`now()` },
      })
      .returning()
    return row
  }

  return {
    state,

    async save(user: UserRow, profile: VoiceProfile): Promise<VoiceState> {
      await store(user.id, profile, null)
      return state(user)
    },

    async remove(user: UserRow): Promise<VoiceState> {
      await db.delete(voiceProfiles).where(eq(voiceProfiles.userId, user.id))
      return state(user)
    },

    async distil(user: UserRow, input: VoiceDistilInput, signal: AbortSignal): Promise<VoiceDistilResult> {
      const { samples, message_ids: ids } = voiceDistilSchema.parse(input)
      // Versions first: another user's version is a 404 whatever else would refuse (no model).
      const versions = ids.length
        ? await db
            .select({ id: scriptMessages.id, script: scriptMessages.script })
            .from(scriptMessages)
            .where(
              and(
                inArray(scriptMessages.id, ids),
                eq(scriptMessages.userId, user.id),
                eq(scriptMessages.role, 'assistant'),
                isNotNull(scriptMessages.script),
              ),
            )
        : []
      if (versions.length !== new Set(ids).size) throw notFound('Version')
      const texts = [...samples, ...versions.map((version) => spokenText(version.script!))].filter(Boolean)
      const choice = await models.choose(db, user.id).catch((error: unknown) => {
        throw error instanceof AppError && (error.data as { reason?: string } | null)?.reason === 'no_model'
          ? needsModel()
          : error
      })
      const language: Language = /[\u4e00-\u9fff]/.test(texts.join('')) ? 'zh' : 'en'
      const { system, prompt } = voicePrompt(texts, language)
      const { value: profile, left } = await rounds.run(
        user.id,
        'voice',
        choice,
        { system, maxOutputTokens: 1200, signal },
        async (generate) => {
          const first = await generate([{ role: 'user', content: prompt }])
          const read = readVoiceProfile(first, texts)
          if ('profile' in read) return read.profile
          // One repair turn, told what was wrong; the round costs the same either way.
          const again = readVoiceProfile(
            await generate([
              { role: 'user', content: prompt },
              { role: 'assistant', content: first },
              { role: 'user', content: voiceRepair(read.problems, language) },
            ]),
            texts,
          )
          if ('profile' in again) return again.profile
          throw new UnusableAnswer(
            'not_profile',
            new AppError(
              ErrorCode.NOT_A_SCRIPT,
              'The model did not answer with a voice profile; nothing was charged. Try again.',
            ),
          )
        },
      )
      const row = await store(user.id, profile, choice.label)
      return {
        profile,
        model: choice.label,
        updated_at: row.updatedAt.toISOString(),
        ...(left !== null ? { credits: { left_credits: left } } : {}),
      }
    },
  }
}
