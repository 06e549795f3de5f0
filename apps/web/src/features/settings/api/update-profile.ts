import { useMutation } from '@tanstack/react-query'
import { userSchema, type Preferences, type UpdateProfileRequest, type User } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { setSessionUser } from '@/lib/session'
import { useAuthStore } from '@/stores/auth-store'

/** PATCH /api/users/me: nickname, avatar_url (https or null), preferences (merged server-side). */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const user = userSchema.parse(await api.patch<unknown>('/api/users/me', body))
  setSessionUser(user)
  return user
}

export function useUpdateProfileMutation(options: {
  onSuccess: (user: User) => void
  onError: (error: unknown) => void
}) {
  return useMutation({ mutationFn: updateProfile, ...options })
}

/** Copies a theme/font/language choice to the signed-in account (lib/preferences.ts calls it). */
export function saveAccountPreferences(preferences: Preferences) {
  if (!useAuthStore.getState().token) return
  updateProfile({ preferences }).catch((error: unknown) =>
    console.warn('Could not save preferences to the account', error),
  )
}
