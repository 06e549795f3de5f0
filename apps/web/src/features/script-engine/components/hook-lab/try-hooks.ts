import { hookLabResultSchema, type HookLabResult } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/scripts/:id/hooks — five hooks of named types for a version, each timed and checked. */
export async function tryHooks(scriptId: string, messageId: string): Promise<HookLabResult> {
  return hookLabResultSchema.parse(
    await api.post('/scripts/{id}/hooks', { params: { path: { id: scriptId } }, body: { message_id: messageId } }),
  )
}
