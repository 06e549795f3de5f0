import type { Preferences } from '@hookline/contract'
import { STORAGE_KEYS, storage } from '@/lib/storage'

/**
 * Theme, font and language follow the account: every switch saves its choice to the server, and
 * signing in (or starting the app signed in) applies what the account has. localStorage stays
 * the source the page reads at start (so the first paint has the right theme without waiting on
 * the server); the account's values overwrite it once known.
 */

/** What the theme and font providers listen to, so a choice applied from the account shows at once. */
export const PREFERENCES_APPLIED = 'hookline:preferences-applied'

/** What every theme, font and language switch announces; main.tsx copies it to the account. */
export const PREFERENCES_CHOSEN = 'hookline:preferences-chosen'

/**
 * Announces one choice to be copied to the account, fire-and-forget. An event rather than a call:
 * the profile API needs the session, whose module needs this one, and the theme and language
 * modules that call this load before both.
 */
export function savePreferences(preferences: Preferences) {
  window.dispatchEvent(new CustomEvent<Preferences>(PREFERENCES_CHOSEN, { detail: preferences }))
}

/** The account's saved choices, applied in this browser (sign-in, app start); missing ones stay as they are. */
export function applyAccountPreferences(preferences: Preferences | undefined) {
  if (!preferences) return
  if (preferences.theme && preferences.theme !== (storage.get(STORAGE_KEYS.theme) ?? 'system'))
    storage.set(STORAGE_KEYS.theme, preferences.theme)
  if (preferences.font && preferences.font !== (storage.get(STORAGE_KEYS.font) ?? 'inter'))
    storage.set(STORAGE_KEYS.font, preferences.font)
  window.dispatchEvent(new CustomEvent<Preferences>(PREFERENCES_APPLIED, { detail: preferences }))
}
