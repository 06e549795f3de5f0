/**
 * localStorage that never throws: private modes and blocked storage must not break the app,
 * they only lose persistence.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      /* persistence is best effort */
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      /* persistence is best effort */
    }
  },
}

/** Storage keys, in one place so boot-preferences.js has one list to mirror. */
export const STORAGE_KEYS = {
  token: 'token',
  font: 'font',
  language: 'app-language',
  theme: 'vite-ui-theme',
} as const
