import { useTranslation } from 'react-i18next'
import { changeLanguage, LANGUAGES, type AppLanguage } from '@/lib/i18n'
import { ChoiceGroup } from '../choice-group'
import { SettingsSection } from '../settings-section'

export function SettingsDisplayPage() {
  const { t, i18n } = useTranslation('settings')
  const { t: tc } = useTranslation()
  return (
    <SettingsSection title={t('display.title')} description={t('display.description')}>
      <ChoiceGroup
        label={t('display.language')}
        value={(i18n.resolvedLanguage ?? 'zh') as AppLanguage}
        onChange={(lng) => void changeLanguage(lng)}
        choices={LANGUAGES.map((value) => ({
          value,
          label: tc(`language.${value}`),
          lang: value === 'en' ? 'en' : 'zh-CN',
        }))}
      />
    </SettingsSection>
  )
}
