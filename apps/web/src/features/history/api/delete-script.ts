import { api } from '@/lib/api-client'
import { useAuthStore } from '@/stores/auth-store'

/** DELETE /api/scripts/:id — the conversation and all its versions. */
export async function deleteScript(id: string): Promise<void> {
  await api.delete('/scripts/{id}', { params: { path: { id } } })
}

/**
 * The same request for a page that is going away (tab closed during the undo window): a
 * keepalive fetch outlives the page, which the api-client's timeout-bound fetch would not.
 */
export function deleteScriptOnUnload(id: string): void {
  const token = useAuthStore.getState().token
  void fetch(`/api/scripts/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    keepalive: true,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).catch(() => {})
}
