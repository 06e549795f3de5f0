import { and, eq } from 'drizzle-orm'
import { ErrorCode, detectLanguage, targetSeconds, type HookLabResult } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { ChatModels } from '../chats/chats-model'
import { UnusableAnswer, type ModelRounds } from '../chats/model-round'
import { checkHook, readHooks } from './hook-lab-check'
import { hookLabPrompt } from './hook-lab-prompt'
import { hookTemplates } from './hook-lab-templates'

/**
 * Try other hooks: the creator's model writes five hooks of named types for one version, each
 * checked and timed. A round costs what a chat answer costs (CHAT_CREDITS_PER_MESSAGE), held as a
 * model round (chats/model-round.ts) before the model is asked, charged only when hooks came back.
 */
export function createHookLabService({ database }: Pick<AppDeps, 'database'>, models: ChatModels, rounds: ModelRounds) {
  const { db } = database

  return {
    async tryHooks(user: UserRow, scriptId: string, messageId: string, signal: AbortSignal): Promise<HookLabResult> {
      const [row] = await db
        .select({ brief: scriptConversations.brief, version: scriptMessages })
        .from(scriptMessages)
        .innerJoin(scriptConversations, eq(scriptConversations.id, scriptMessages.conversationId))
        .where(
          and(
            eq(scriptMessages.id, messageId),
            eq(scriptMessages.conversationId, scriptId),
            eq(scriptConversations.userId, user.id),
            eq(scriptMessages.role, 'assistant'),
          ),
        )
      if (!row) throw notFound('Version')
      const { brief, version } = row
      if (!version.script || version.status !== 'complete')
        throw new AppError(ErrorCode.CONFLICT, 'This version has no finished script to try hooks on')
      const target = version.targetSeconds ?? targetSeconds(brief.platform, brief.duration_seconds)
      const language = detectLanguage(version.content)
      const choice = await models.choose(db, user.id).catch((error: unknown) => {
        if (error instanceof AppError && (error.data as { reason?: string } | null)?.reason === 'no_model') return null
        throw error
      })
      // No model: the offline engine's hook templates for this topic, free, labelled as templates.
      if (!choice)
        return {
          source: 'template',
          model: null,
          hooks: hookTemplates(brief, version.script).map((hook) =>
            checkHook(brief, version.script!, target, language, { ...hook, type: null }),
          ),
        }
      const { system, prompt } = hookLabPrompt(brief, version.script, language)
      const { value: checked, left } = await rounds.run(
        user.id,
        'hook_lab',
        choice,
        { system, maxOutputTokens: 1200, signal, conversationId: scriptId },
        async (generate) => {
          const hooks = readHooks(await generate([{ role: 'user', content: prompt }]))
          if (!hooks || hooks.length === 0)
            throw new UnusableAnswer(
              'not_hooks',
              new AppError(
                ErrorCode.NOT_A_SCRIPT,
                'The model did not answer with hooks; nothing was charged. Try again.',
              ),
            )
          return hooks.map((hook) => checkHook(brief, version.script!, target, language, hook))
        },
      )
      return {
        source: 'model',
        model: choice.label,
        hooks: checked,
        ...(left !== null ? { credits: { left_credits: left } } : {}),
      }
    },
  }
}
