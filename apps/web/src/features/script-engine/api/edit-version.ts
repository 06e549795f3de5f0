import { scriptDetailSchema, type Script, type ScriptDetail } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useScriptDetailMutation, type ScriptDetailMutationOptions } from './use-script-detail-mutation'

interface EditVersionInput {
  id: string
  baseMessageId: string
  script: Script
}

/** POST /api/scripts/:id/versions — save a version edited by hand as the new current version (no credit). */
export async function editVersion({ id, baseMessageId, script }: EditVersionInput): Promise<ScriptDetail> {
  const body = { base_message_id: baseMessageId, script }
  return scriptDetailSchema.parse(await api.post('/scripts/{id}/versions', { params: { path: { id } }, body }))
}

export const useEditVersionMutation = (options: ScriptDetailMutationOptions<EditVersionInput> = {}) =>
  useScriptDetailMutation(editVersion, options)
