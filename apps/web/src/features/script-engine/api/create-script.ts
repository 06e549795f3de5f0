import { scriptDetailSchema, type Brief, type ScriptDetail } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useScriptDetailMutation, type ScriptDetailMutationOptions } from './use-script-detail-mutation'

/** POST /api/scripts — a new conversation from a brief (automatic title, no version yet). */
export async function createScript(brief: Brief): Promise<ScriptDetail> {
  return scriptDetailSchema.parse(await api.post<unknown>('/api/scripts', { brief }))
}

export const useCreateScriptMutation = (options: ScriptDetailMutationOptions<Brief> = {}) => useScriptDetailMutation(createScript, options)
