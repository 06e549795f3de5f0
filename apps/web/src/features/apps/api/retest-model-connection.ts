import { modelConnectionSchema, type ModelConnection } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useConnectionMutation, type ConnectionMutationOptions } from './use-connection-mutation'

/** POST /api/model-connections/:id/test — "Test again": the saved connection's status is refreshed. */
export async function retestModelConnection(id: string): Promise<ModelConnection> {
  return modelConnectionSchema.parse(await api.post('/model-connections/{id}/test', { params: { path: { id } } }))
}

export const useRetestModelConnection = (options: ConnectionMutationOptions<ModelConnection, string> = {}) =>
  useConnectionMutation(retestModelConnection, options)
