import { modelConnectionSchema, type ModelConnection, type ModelConnectionInput } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useConnectionMutation, type ConnectionMutationOptions } from './use-connection-mutation'

/** POST /api/model-connections — saves and tests a connection (a failing one is saved too). */
export async function createModelConnection(input: ModelConnectionInput): Promise<ModelConnection> {
  return modelConnectionSchema.parse(await api.post('/model-connections', { body: input }))
}

export const useCreateModelConnection = (
  options: ConnectionMutationOptions<ModelConnection, ModelConnectionInput> = {},
) => useConnectionMutation(createModelConnection, options)
