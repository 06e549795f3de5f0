import { create } from 'zustand'
import { deleteScript, deleteScriptOnUnload } from '../api/delete-script'

/**
 * Delete with undo, done on the client (docs/decisions/021): a deleted script disappears from the
 * list at once, and the DELETE is sent only when its toast closes without Undo. Nothing is lost
 * on Undo because nothing was sent; a tab closed during the window still sends it (keepalive).
 */
interface PendingDeletes {
  ids: string[]
  add: (id: string) => void
  drop: (id: string) => void
}

export const usePendingDeletes = create<PendingDeletes>()((set, get) => ({
  ids: [],
  add: (id) => set({ ids: [...get().ids, id] }),
  drop: (id) => set({ ids: get().ids.filter((pending) => pending !== id) }),
}))

/** id → send it now (the toast closed, another delete replaced it, or the page is going away). */
const committers = new Map<string, () => Promise<void>>()

export function schedulePendingDelete(id: string, onSettled: (error?: unknown) => void) {
  usePendingDeletes.getState().add(id)
  committers.set(id, async () => {
    committers.delete(id)
    try {
      await deleteScript(id)
      onSettled()
    } catch (error) {
      onSettled(error)
    } finally {
      usePendingDeletes.getState().drop(id)
    }
  })
}

export const commitPendingDelete = (id: string) => committers.get(id)?.() ?? Promise.resolve()

/** Undo: forget the delete; the row comes back because it was never removed on the server. */
export function cancelPendingDelete(id: string) {
  committers.delete(id)
  usePendingDeletes.getState().drop(id)
}

export const commitAllPendingDeletes = () => Promise.all([...committers.keys()].map(commitPendingDelete))

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const id of committers.keys()) deleteScriptOnUnload(id)
    committers.clear()
  })
}
