import { useMutation } from '@tanstack/react-query'
import type { User } from '@hookline/contract'
import { updateProfile } from '@/lib/profile-api'

export function useUpdateProfileMutation(options: {
  onSuccess: (user: User) => void
  onError: (error: unknown) => void
}) {
  return useMutation({ mutationFn: updateProfile, ...options })
}
