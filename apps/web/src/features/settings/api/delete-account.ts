import { useMutation } from '@tanstack/react-query'
import type { DeleteAccountRequest } from '@hookline/contract'
import { apiRequest } from '@/lib/api-client'

/** DELETE /api/users/me with the password typed again: the account and everything in it go. */
export async function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  // The password travels in the body: api.delete sends none, so the one request function is used.
  await apiRequest<null>('/api/users/me', { method: 'DELETE', body })
}

export function useDeleteAccountMutation(options: { onSuccess: () => void; onError: (error: unknown) => void }) {
  return useMutation({ mutationFn: deleteAccount, ...options })
}
