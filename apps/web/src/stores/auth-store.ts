import { create } from 'zustand'
import type { User } from '@hookline/contract'
import { STORAGE_KEYS, storage } from '@/lib/storage'

/**
 * Auth state. The token is the only sign of being signed in; the user is
 * loaded once at start (see session.ts) and kept fresh by the ['auth', 'user'] query.
 */
interface AuthState {
  user: User | null
  token: string
  /** Start-up session check: spinner while loading, content once initialised. */
  loading: boolean
  initialized: boolean
  setUser: (user: User | null) => void
  setToken: (token: string) => void
  reset: () => void
  setSessionStatus: (status: { loading: boolean; initialized: boolean }) => void
}

export const useAuthStore = create<AuthState>()((set) => ({
  user: null,
  token: storage.get(STORAGE_KEYS.token) ?? '',
  loading: false,
  initialized: false,
  setUser: (user) => set({ user }),
  setToken: (token) => {
    if (token) storage.set(STORAGE_KEYS.token, token)
    else storage.remove(STORAGE_KEYS.token)
    set({ token })
  },
  reset: () => {
    storage.remove(STORAGE_KEYS.token)
    set({ user: null, token: '' })
  },
  setSessionStatus: (status) => set(status),
}))
