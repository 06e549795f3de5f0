import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  voiceDistilResultSchema,
  voiceStateSchema,
  type VoiceDistilInput,
  type VoiceProfile,
  type VoiceState,
} from '@hookline/contract'
import { api } from '@/lib/api-client'
import { currentUserQueryKey } from '@/lib/session'

const key = ['voice'] as const

/** GET /api/voice — the profile, whether a model can distil one, and the versions edited by hand. */
export const voiceQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async (): Promise<VoiceState> => voiceStateSchema.parse(await api.get('/voice')),
  })

export function useVoiceMutations() {
  const queryClient = useQueryClient()
  const keep = (state: VoiceState) => queryClient.setQueryData(key, state)
  const save = useMutation({
    mutationFn: async (profile: VoiceProfile) => voiceStateSchema.parse(await api.put('/voice', { body: { profile } })),
    onSuccess: keep,
  })
  const remove = useMutation({
    mutationFn: async () => voiceStateSchema.parse(await api.delete('/voice')),
    onSuccess: keep,
  })
  const distil = useMutation({
    mutationFn: async (input: VoiceDistilInput) =>
      voiceDistilResultSchema.parse(await api.post('/voice/distil', { body: input })),
    // The balance changed with the charge.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]),
  })
  return { save, remove, distil }
}
