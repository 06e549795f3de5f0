import { useMutation } from '@tanstack/react-query'
import { userSchema, type User } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { setSessionUser } from '@/lib/session'

/** POST /api/auth/claim-admin: the setup token from the server log makes this account the first admin. */
export async function claimAdmin(token: string): Promise<User> {
  return userSchema.parse(await api.post('/auth/claim-admin', { body: { token } }))
}

export const useClaimAdmin = () => useMutation({ mutationFn: claimAdmin, onSuccess: setSessionUser })
