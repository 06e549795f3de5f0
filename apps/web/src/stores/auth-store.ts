import { create } from 'zustand'
import { STORAGE_KEYS, storage } from '@/lib/storage'

/**
 * The session token, the only sign of being signed in (route guards read it before anything
 * loads). The signed-in user is not kept here: it belongs to the ['auth', 'user'] query
 * (lib/session.ts), so there is one copy to keep fresh.
 */
interface AuthState {
  token: string
  setToken: (token: string) => void
  reset: () => void
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: storage.get(STORAGE_KEYS.token) ?? '',
  setToken: (token) => {
    if (token) storage.set(STORAGE_KEYS.token, token)
    else storage.remove(STORAGE_KEYS.token)
    set({ token })
  },
  reset: () => {
    storage.remove(STORAGE_KEYS.token)
    set({ token: '' })
  },
}))
