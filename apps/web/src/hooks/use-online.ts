import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

/** Whether the browser has a network, as TanStack Query sees it (it pauses queries and mutations offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  )
}
