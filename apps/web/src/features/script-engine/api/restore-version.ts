import { scriptDetailSchema, type ScriptDetail } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useScriptDetailMutation, type ScriptDetailMutationOptions } from './use-script-detail-mutation'

interface RestoreInput {
  id: string
  messageId: string
}

/** POST /api/scripts/:id/messages/:messageId/restore — make an earlier version current. */
export async function restoreVersion({ id, messageId }: RestoreInput): Promise<ScriptDetail> {
  return scriptDetailSchema.parse(
    await api.post('/scripts/{id}/messages/{messageId}/restore', { params: { path: { id, messageId } } }),
  )
}

export const useRestoreVersionMutation = (options: ScriptDetailMutationOptions<RestoreInput> = {}) =>
  useScriptDetailMutation(restoreVersion, options)
