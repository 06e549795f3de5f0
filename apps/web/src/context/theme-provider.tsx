import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { Preferences } from '@hookline/contract'
import { STORAGE_KEYS, storage } from '@/lib/storage'
import { PREFERENCES_APPLIED, savePreferences } from '@/lib/preferences'

export type Theme = 'light' | 'dark' | 'system'
export const THEMES: Theme[] = ['light', 'dark', 'system']

/** The browser theme-color follows the applied theme. */
const THEME_COLOR = { dark: '#020817', light: '#fff' } as const

function readTheme(): Theme {
  const stored = storage.get(STORAGE_KEYS.theme)
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)')

/** 'system' keeps following the device while the page is open */
function subscribeToSystemTheme(onChange: () => void) {
  const query = darkQuery()
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const systemPrefersDark = () => darkQuery().matches

/**
 * Switches the theme in one frame. Without this, every element with a colour transition (buttons,
 * rows, links) fades from the old theme's colours while the rest has already switched: light text
 * on a white page for a moment, which axe also caught as a contrast failure.
 */
function withoutTransitions(change: () => void) {
  const pause = document.createElement('style')
  pause.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.appendChild(pause)
  change()
  // Reading a computed style applies the new colours before transitions come back.
  void window.getComputedStyle(document.body).color
  requestAnimationFrame(() => pause.remove())
}

function applyTheme(resolved: 'light' | 'dark') {
  const root = document.documentElement
  const current = root.classList.contains(resolved) && !root.classList.contains(resolved === 'dark' ? 'light' : 'dark')
  if (!current) {
    withoutTransitions(() => {
      root.classList.remove('light', 'dark')
      root.classList.add(resolved)
    })
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[resolved])
}

interface ThemeContextValue {
  theme: Theme
  resolvedTheme: 'light' | 'dark'
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(readTheme)
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark)
  const resolvedTheme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme

  // Before paint, so a switch never shows a frame of the old theme.
  useLayoutEffect(() => applyTheme(resolvedTheme), [resolvedTheme])

  // The account's theme, applied at sign-in (lib/preferences.ts).
  useEffect(() => {
    const onApplied = (event: Event) => {
      const theme = (event as CustomEvent<Preferences>).detail.theme
      if (theme) setThemeState(theme)
    }
    window.addEventListener(PREFERENCES_APPLIED, onApplied)
    return () => window.removeEventListener(PREFERENCES_APPLIED, onApplied)
  }, [])

  /** Every switch (header, palette, settings) goes through here, so every one is saved to the account. */
  const setTheme = (next: Theme) => {
    storage.set(STORAGE_KEYS.theme, next)
    setThemeState(next)
    savePreferences({ theme: next })
  }

  return <ThemeContext value={{ theme, resolvedTheme, setTheme }}>{children}</ThemeContext>
}

export function useTheme() {
  const context = useContext(ThemeContext)
  if (!context) throw new Error('useTheme must be used within ThemeProvider')
  return context
}
