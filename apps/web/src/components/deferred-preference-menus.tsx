import { lazy, Suspense } from 'react'
import { LanguagesIcon, MoonIcon, SunIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useTheme } from '@/context/theme-provider'
import { Button } from '@/components/ui/button'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'

// Radix DropdownMenu and its positioning code are ~24 KB gzip: loaded after the public pages have
// painted, not before them, so /sign-in's form stays inside its budget (docs/decisions/015).
const LanguageSwitch = lazy(() =>
  import('@/components/language-switch').then((module) => ({ default: module.LanguageSwitch })),
)
const ThemeSwitch = lazy(() => import('@/components/theme-switch').then((module) => ({ default: module.ThemeSwitch })))

/** The language and theme menus of the public pages; same-looking buttons until they load. */
export function DeferredPreferenceMenus() {
  const painted = useAfterFirstPaint()
  if (!painted) return <PreferenceMenusPlaceholder />
  return (
    <Suspense fallback={<PreferenceMenusPlaceholder />}>
      <LanguageSwitch />
      <ThemeSwitch />
    </Suspense>
  )
}

function PreferenceMenusPlaceholder() {
  const { t } = useTranslation()
  const { resolvedTheme } = useTheme()
  const ThemeIcon = resolvedTheme === 'dark' ? MoonIcon : SunIcon
  return (
    <>
      <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('language.label')} disabled>
        <LanguagesIcon />
      </Button>
      <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('theme.toggle')} disabled>
        <ThemeIcon />
      </Button>
    </>
  )
}
