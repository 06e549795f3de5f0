import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import type { Preferences } from '@hookline/contract'
import { STORAGE_KEYS, storage } from '@/lib/storage'
import { PREFERENCES_APPLIED, savePreferences } from '@/lib/preferences'

export type Font = 'inter' | 'manrope' | 'system'
export const FONTS: Font[] = ['inter', 'manrope', 'system']

/** Anything but a known font falls back to inter. */
export function normaliseFont(value: string | null | undefined): Font {
  return value === 'manrope' || value === 'system' ? value : 'inter'
}

interface FontContextValue {
  font: Font
  setFont: (font: Font) => void
}

const FontContext = createContext<FontContextValue | null>(null)

export function FontProvider({ children }: { children: ReactNode }) {
  const [font, setFontState] = useState<Font>(() => normaliseFont(storage.get(STORAGE_KEYS.font)))

  useEffect(() => {
    const root = document.documentElement
    for (const f of FONTS) root.classList.remove(`font-${f}`)
    root.classList.add(`font-${font}`)
  }, [font])

  // The account's font, applied at sign-in (lib/preferences.ts).
  useEffect(() => {
    const onApplied = (event: Event) => {
      const font = (event as CustomEvent<Preferences>).detail.font
      if (font) setFontState(normaliseFont(font))
    }
    window.addEventListener(PREFERENCES_APPLIED, onApplied)
    return () => window.removeEventListener(PREFERENCES_APPLIED, onApplied)
  }, [])

  /** Every switch goes through here, so every one is saved to the account. */
  const setFont = (next: Font) => {
    const safe = normaliseFont(next)
    storage.set(STORAGE_KEYS.font, safe)
    setFontState(safe)
    savePreferences({ font: safe })
  }

  return <FontContext value={{ font, setFont }}>{children}</FontContext>
}

export function useFont() {
  const context = useContext(FontContext)
  if (!context) throw new Error('useFont must be used within FontProvider')
  return context
}
