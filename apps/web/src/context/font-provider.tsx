import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { STORAGE_KEYS, storage } from '@/lib/storage'

export type Font = 'inter' | 'manrope' | 'system'
export const FONTS: Font[] = ['inter', 'manrope', 'system']

/** SPEC §5: anything but a known font falls back to inter. */
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

  const setFont = (next: Font) => {
    const safe = normaliseFont(next)
    storage.set(STORAGE_KEYS.font, safe)
    setFontState(safe)
  }

  return <FontContext value={{ font, setFont }}>{children}</FontContext>
}

export function useFont() {
  const context = useContext(FontContext)
  if (!context) throw new Error('useFont must be used within FontProvider')
  return context
}
