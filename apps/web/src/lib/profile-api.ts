import { userSchema, type Preferences, type UpdateProfileRequest, type User } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { setSessionUser } from '@/lib/session'
import { useAuthStore } from '@/stores/auth-store'

/**
 * PATCH /api/users/me: nickname, avatar_url (https or null), preferences (merged server-side).
 * Shared code, because every theme, font and language switch saves through it (lib/preferences.ts)
 * as well as the settings' profile form.
 */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const user = userSchema.parse(await api.patch('/users/me', { body }))
  setSessionUser(user)
  return user
}

/** Copies a theme/font/language choice to the signed-in account; a failure is only logged. */
export function saveAccountPreferences(preferences: Preferences) {
  if (!useAuthStore.getState().token) return
  updateProfile({ preferences }).catch((error: unknown) =>
    console.warn('Could not save preferences to the account', error),
  )
}
