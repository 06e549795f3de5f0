import { LanguagesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, LANGUAGES, type AppLanguage } from '@/lib/i18n'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

/** Language names are written in their own language, so each is readable to its speakers. */
export function LanguageMenuItems() {
  const { t, i18n } = useTranslation()
  return (
    <DropdownMenuRadioGroup
      value={i18n.resolvedLanguage}
      onValueChange={(value) => void changeLanguage(value as AppLanguage)}
    >
      {LANGUAGES.map((lng) => (
        <DropdownMenuRadioItem key={lng} value={lng} lang={lng === 'en' ? 'en' : 'zh-CN'}>
          {t(`language.${lng}`)}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  )
}

export function LanguageSwitch() {
  const { t } = useTranslation()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('language.label')}>
          <LanguagesIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageMenuItems />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
