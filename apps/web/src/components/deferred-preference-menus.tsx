import { LanguagesIcon, MoonIcon, SunIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useTheme } from '@/context/theme-provider'
import { Button } from '@/components/ui/button'
import { deferredComponent } from '@/components/deferred-component'

// Radix DropdownMenu and its positioning code are large for a first load: loaded after the public
// pages have painted, not before them, so /sign-in's form stays inside its budget
// (docs/decisions/015).
const PreferenceMenus = deferredComponent(() =>
  Promise.all([import('@/components/language-switch'), import('@/components/theme-switch')]).then(
    ([{ LanguageSwitch }, { ThemeSwitch }]) =>
      function PreferenceMenus() {
        return (
          <>
            <LanguageSwitch />
            <ThemeSwitch />
          </>
        )
      },
  ),
)

/** The language and theme menus of the public pages; same-looking buttons until they load. */
export function DeferredPreferenceMenus() {
  return <PreferenceMenus fallback={<PreferenceMenusPlaceholder />} />
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
