import { hookLabResultSchema, type HookLabResult } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/scripts/:id/hooks — five hooks of named types for a version, each timed and checked. */
export async function tryHooks(scriptId: string, messageId: string): Promise<HookLabResult> {
  return hookLabResultSchema.parse(
    await api.post<unknown>(`/api/scripts/${encodeURIComponent(scriptId)}/hooks`, { message_id: messageId }),
  )
}
