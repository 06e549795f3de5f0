import { and, eq } from 'drizzle-orm'
import { streamText } from 'ai'
import { ErrorCode, detectLanguage, targetSeconds, type HookLabResult } from '@hookline/contract'
import type { AppDeps } from '../../context'
import { scriptConversations, scriptMessages, type UserRow } from '../../db/schema'
import { mapProviderError } from '../../engines/openai-compatible/map-error'
import { AppError, notFound } from '../../lib/errors'
import { applyCreditChange, insufficientCredits, lockBalance } from '../credits/credit-ledger'
import { ensureConnectionRate } from '../scripts/generation-slots'
import type { ChatModels } from '../chats/chats-model'
import { liveHolds } from '../scripts/credits'
import { checkHook, readHooks } from './hook-lab-check'
import { hookLabPrompt } from './hook-lab-prompt'
import { hookTemplates } from './hook-lab-templates'

/**
 * Try other hooks: the creator's model writes five hooks of named types for one version, each
 * checked and timed. A round costs what a chat answer costs (CHAT_CREDITS_PER_MESSAGE), held
 * against the balance and the connection's rate before the model is asked, charged only when
 * hooks came back.
 */
export function createHookLabService({ database, config }: Pick<AppDeps, 'database' | 'config'>, models: ChatModels) {
  const { db } = database
  const cost = () => (config.CREDITS_ENABLED ? config.CHAT_CREDITS_PER_MESSAGE : 0)

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
      const price = cost()
      await db.transaction(async (tx) => {
        const balance = (await lockBalance(tx, user.id)) ?? 0
        const live = await liveHolds(tx, user.id)
        if (price > 0 && balance - live.held < price) throw insufficientCredits(price, balance - live.held)
        if (choice.connectionId) await ensureConnectionRate(tx, user.id, config.GENERATION_MAX_PER_USER_PER_MINUTE)
      })

      const { system, prompt } = hookLabPrompt(brief, version.script, language)
      // Streamed and read whole: the same request shape as every other answer of the creator's model.
      let failure: unknown = null
      const answer = streamText({
        model: choice.model,
        system,
        prompt,
        maxRetries: 0,
        maxOutputTokens: 1200,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(config.AI_TOTAL_TIMEOUT_MS)]),
        onError: ({ error }) => {
          failure = error
        },
      })
      const text = await Promise.resolve(answer.text).then(
        (value) => value,
        (error: unknown) => {
          failure ??= error
          return ''
        },
      )
      if (failure) throw failure instanceof AppError ? failure : mapProviderError(failure, choice.settings)
      const hooks = readHooks(text)
      if (!hooks || hooks.length === 0)
        throw new AppError(
          ErrorCode.NOT_A_SCRIPT,
          'The model did not answer with hooks; nothing was charged. Try again.',
        )
      const checked = hooks.map((hook) => checkHook(brief, version.script!, target, language, hook))
      const left =
        price > 0
          ? await db.transaction((tx) =>
              applyCreditChange(tx, {
                userId: user.id,
                delta: -price,
                kind: 'generation',
                conversationId: scriptId,
                model: choice.label,
              }),
            )
          : null
      return {
        source: 'model',
        model: choice.label,
        hooks: checked,
        ...(left !== null ? { credits: { left_credits: left } } : {}),
      }
    },
  }
}
