import type { ReactNode } from 'react'
import { create } from 'zustand'

/** One toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000

export interface ToastInput {
  title?: ReactNode
  description?: ReactNode
  variant?: 'default' | 'destructive' | 'success'
  action?: ReactNode
}

export interface ToastItem extends ToastInput {
  id: string
  open: boolean
}

interface ToastState {
  toasts: ToastItem[]
  add: (toast: ToastItem) => void
  dismiss: (id?: string) => void
  remove: (id: string) => void
}

const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  add: (toast) => set({ toasts: [toast, ...get().toasts].slice(0, TOAST_LIMIT) }),
  dismiss: (id) => {
    for (const toast of get().toasts) {
      if (id !== undefined && toast.id !== id) continue
      if (removeTimers.has(toast.id)) continue
      removeTimers.set(
        toast.id,
        setTimeout(() => get().remove(toast.id), TOAST_REMOVE_DELAY),
      )
    }
    set({ toasts: get().toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) })
  },
  remove: (id) => {
    removeTimers.delete(id)
    set({ toasts: get().toasts.filter((t) => t.id !== id) })
  },
}))

let counter = 0

/** Usable outside React (query cache, api handlers) as well as inside. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  useToastStore.getState().add({ ...input, id, open: true })
  return { id, dismiss: () => useToastStore.getState().dismiss(id) }
}

export function useToast() {
  const toasts = useToastStore((s) => s.toasts)
  const dismiss = useToastStore((s) => s.dismiss)
  return { toasts, toast, dismiss }
}
