import type { GenerateRequest, ScriptDetail, StreamDoneEvent } from '@hookline/contract'
import i18n from '@/lib/i18n'
import { isApiError } from '@/lib/api-client'
import { queryClient } from '@/lib/query-client'
import { currentUserQueryKey, updateSessionUser } from '@/lib/session'
import { toast } from '@/hooks/use-toast'
import { streamScriptGeneration } from '../api/generate-script'
import { getScript } from '../api/get-script'
import { scriptQueryKeys } from '@/lib/scripts-resource'
import { useGenerationStore } from '../stores/generation-store'
import { showGenerationError } from './generation-errors'

/** Open streams by conversation id; the Stop button aborts through these. */
const controllers = new Map<string, AbortController>()

/** The done event carries the new balance: the header's credits line follows without a reload. */
function applyCredits(done: StreamDoneEvent) {
  const { credits } = done
  if (credits) {
    updateSessionUser((user) => ({ ...user, credits }))
  } else {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
  }
}

/** False when the cached conversation does not hold the saved version yet (it was read before the request). */
function applyDone(scriptId: string, done: StreamDoneEvent): boolean {
  let held = false
  queryClient.setQueryData<ScriptDetail>(scriptQueryKeys.detail(scriptId), (detail) => {
    if (!detail) return detail
    held = detail.messages.some((message) => message.id === done.message.id)
    if (!held) return detail
    const messages = detail.messages.map((message) => (message.id === done.message.id ? done.message : message))
    return { ...detail, messages, current_message_id: done.message.id }
  })
  return held
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * After a stop or a failure the server saves what streamed a moment later; read the conversation
 * until no version is still marked as being written (or give up and let the page's polling finish).
 */
async function settle(scriptId: string): Promise<ScriptDetail | null> {
  let settled: ScriptDetail | null = null
  for (let attempt = 0; attempt < 12; attempt++) {
    try {
      const detail = await getScript(scriptId)
      const writing = detail.messages.some((message) => message.role === 'assistant' && message.status === 'streaming')
      if (!writing || attempt === 11) {
        queryClient.setQueryData(scriptQueryKeys.detail(scriptId), detail)
        settled = detail
        break
      }
    } catch {
      break
    }
    await sleep(250)
  }
  void queryClient.invalidateQueries({ queryKey: scriptQueryKeys.lists() })
  return settled
}

/** Why the version an error event kept is unfinished, as the server saved it. */
const keptReason = (detail: ScriptDetail | null, messageId: string | null | undefined) =>
  messageId ? (detail?.messages.find((message) => message.id === messageId)?.incomplete_reason ?? null) : null

/**
 * Writes the next version of a conversation: the first draft (empty request), a follow-up or a
 * quick action. Runs outside React so it survives navigation (brief form → conversation page).
 */
export async function startGeneration(scriptId: string, request: GenerateRequest) {
  if (controllers.has(scriptId)) return
  const controller = new AbortController()
  controllers.set(scriptId, controller)
  const store = useGenerationStore.getState()
  store.begin(scriptId, request)
  try {
    const outcome = await streamScriptGeneration(scriptId, request, {
      signal: controller.signal,
      onDelta: (text) => useGenerationStore.getState().append(scriptId, text),
      onRepairing: () => useGenerationStore.getState().markRepairing(scriptId),
    })
    if (outcome.kind === 'done') {
      applyCredits(outcome.event)
      if (applyDone(scriptId, outcome.event)) {
        void queryClient.invalidateQueries({ queryKey: scriptQueryKeys.all })
      } else {
        // The live view stays until the saved version is in the cache: ending it earlier shows the
        // previous version for a moment, and the page jumps twice.
        await queryClient.invalidateQueries({ queryKey: scriptQueryKeys.detail(scriptId) })
        void queryClient.invalidateQueries({ queryKey: scriptQueryKeys.all })
      }
    } else {
      const failure = outcome.kind === 'error' ? outcome.event : null
      const detail = await settle(scriptId)
      showGenerationError(failure, undefined, keptReason(detail, failure?.message_id))
    }
  } catch (error) {
    if (controller.signal.aborted) {
      useGenerationStore.getState().markStopped(scriptId)
      toast({ title: i18n.t('scripts:toast.stopped'), description: i18n.t('scripts:toast.stoppedDescription') })
      await settle(scriptId)
    } else {
      showGenerationError(isApiError(error) ? error : null, error)
      await settle(scriptId)
    }
  } finally {
    controllers.delete(scriptId)
    useGenerationStore.getState().end(scriptId)
  }
}

/** The Stop button: closing the stream stops the engine; what streamed is kept, uncharged. */
export function stopGeneration(scriptId: string) {
  controllers.get(scriptId)?.abort()
}
