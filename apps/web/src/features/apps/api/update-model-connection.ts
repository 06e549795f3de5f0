import { modelConnectionSchema, type ModelConnection, type ModelConnectionUpdate } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { useConnectionMutation, type ConnectionMutationOptions } from './use-connection-mutation'

export interface UpdateConnectionInput {
  id: string
  changes: ModelConnectionUpdate
}

/** PATCH /api/model-connections/:id — an edit (tested again when the address, key or model changed), or "Set as default". */
export async function updateModelConnection({ id, changes }: UpdateConnectionInput): Promise<ModelConnection> {
  return modelConnectionSchema.parse(
    await api.patch('/model-connections/{id}', { params: { path: { id } }, body: changes }),
  )
}

export const useUpdateModelConnection = (
  options: ConnectionMutationOptions<ModelConnection, UpdateConnectionInput> = {},
) => useConnectionMutation(updateModelConnection, options)
