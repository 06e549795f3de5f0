import { useMemo, useRef } from 'react'

/**
 * Focus back on what opened a dialog. Radix returns focus to a Dialog.Trigger only; dialogs opened
 * from several buttons or a shortcut (/apps, the command palette) remember the opener and, if it
 * is gone (a disconnected row), focus `fallback` instead.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  // Stable across renders, so an effect may depend on it without re-running.
  return useMemo(
    () => ({
      remember: () => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      },
      restore: (event: Event, fallback?: () => HTMLElement | null) => {
        event.preventDefault()
        const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null)
        target?.focus()
      },
    }),
    [],
  )
}
