import { scriptDetailSchema, type CreateScriptRequest, type ScriptDetail } from '@hookline/contract'
import { onlineManager } from '@tanstack/react-query'
import { api, ApiError, OFFLINE_MESSAGE } from '@/lib/api-client'
import { useScriptDetailMutation, type ScriptDetailMutationOptions } from './use-script-detail-mutation'

/**
 * POST /api/scripts — a new conversation from a brief (automatic title, no version yet), written
 * by `connection_id` (null: the server's engine; absent: the creator's default).
 */
export async function createScript(request: CreateScriptRequest): Promise<ScriptDetail> {
  return scriptDetailSchema.parse(await api.post('/scripts', { body: request }))
}

/**
 * Offline, TanStack Query would hold Generate paused with its spinner turning for ever: the call
 * runs at once instead and fails as "You are offline", the brief kept for a new try.
 */
async function createScriptWhenOnline(request: CreateScriptRequest): Promise<ScriptDetail> {
  if (!onlineManager.isOnline()) throw new ApiError(0, OFFLINE_MESSAGE, 0)
  return createScript(request)
}

export const useCreateScriptMutation = (options: ScriptDetailMutationOptions<CreateScriptRequest> = {}) =>
  useScriptDetailMutation(createScriptWhenOnline, { networkMode: 'always', ...options })
