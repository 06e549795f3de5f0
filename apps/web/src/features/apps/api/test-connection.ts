import { useMutation } from '@tanstack/react-query'
import { connectionTestResultSchema, type ConnectionProbe, type ConnectionTestResult } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** POST /api/model-connections/test — "Test connection" before saving: ok with latency, or why not (200 either way). */
export async function testConnection(probe: ConnectionProbe): Promise<ConnectionTestResult> {
  return connectionTestResultSchema.parse(await api.post('/model-connections/test', { body: probe }))
}

export const useTestConnection = () => useMutation({ mutationFn: testConnection })
