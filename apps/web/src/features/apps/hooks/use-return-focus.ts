import { useRef } from 'react'

/**
 * Focus back on what opened a dialog. Radix returns focus to a Dialog.Trigger only; /apps opens
 * its dialogs from many buttons, so it remembers the opener and, if that is gone (a disconnected
 * row), focuses `fallback` instead.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    restore: (event: Event, fallback?: () => HTMLElement | null) => {
      event.preventDefault()
      const target = opener.current?.isConnected ? opener.current : (fallback?.() ?? null)
      target?.focus()
    },
  }
}
