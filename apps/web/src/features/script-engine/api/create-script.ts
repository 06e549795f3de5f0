import { scriptDetailSchema, type CreateScriptRequest, type ScriptDetail } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useScriptDetailMutation, type ScriptDetailMutationOptions } from './use-script-detail-mutation'

/**
 * POST /api/scripts — a new conversation from a brief (automatic title, no version yet), written
 * by `connection_id` (null: the server's engine; absent: the creator's default).
 */
export async function createScript(request: CreateScriptRequest): Promise<ScriptDetail> {
  return scriptDetailSchema.parse(await api.post<unknown>('/api/scripts', request))
}

export const useCreateScriptMutation = (options: ScriptDetailMutationOptions<CreateScriptRequest> = {}) => useScriptDetailMutation(createScript, options)
