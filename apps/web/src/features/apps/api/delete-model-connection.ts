import { api } from '@/lib/api-client'
import { useConnectionMutation, type ConnectionMutationOptions } from './use-connection-mutation'

/** DELETE /api/model-connections/:id — scripts that used it fall back to the default. */
export async function deleteModelConnection(id: string): Promise<void> {
  await api.delete('/model-connections/{id}', { params: { path: { id } } })
}

export const useDeleteModelConnection = (options: ConnectionMutationOptions<void, string> = {}) =>
  useConnectionMutation(deleteModelConnection, options)
