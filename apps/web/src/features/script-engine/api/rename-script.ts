import { scriptDetailSchema, type ScriptDetail } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useScriptDetailMutation, type ScriptDetailMutationOptions } from './use-script-detail-mutation'

interface RenameInput {
  id: string
  title: string
}

/** PATCH /api/scripts/:id — rename a conversation. */
export async function renameScript({ id, title }: RenameInput): Promise<ScriptDetail> {
  return scriptDetailSchema.parse(await api.patch('/scripts/{id}', { params: { path: { id } }, body: { title } }))
}

export const useRenameScriptMutation = (options: ScriptDetailMutationOptions<RenameInput> = {}) =>
  useScriptDetailMutation(renameScript, options)
