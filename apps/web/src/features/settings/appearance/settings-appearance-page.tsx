import { useTranslation } from 'react-i18next'
import { FONTS, useFont } from '@/context/font-provider'
import { THEMES, useTheme } from '@/context/theme-provider'
import { THEME_ICONS } from '@/components/theme-switch'
import { ChoiceGroup } from '../choice-group'
import { SettingsSection } from '../settings-section'

const FONT_CLASS = { inter: 'font-inter', manrope: 'font-manrope', system: 'font-system' } as const

export function SettingsAppearancePage() {
  const { t } = useTranslation('settings')
  const { t: tc } = useTranslation()
  const { theme, setTheme } = useTheme()
  const { font, setFont } = useFont()
  return (
    <SettingsSection title={t('appearance.title')} description={t('appearance.description')}>
      <div className="space-y-8">
        <ChoiceGroup
          label={t('appearance.theme')}
          value={theme}
          onChange={setTheme}
          choices={THEMES.map((value) => ({ value, label: tc(`theme.${value}`), icon: THEME_ICONS[value] }))}
        />
        <ChoiceGroup
          label={t('appearance.font')}
          value={font}
          onChange={setFont}
          choices={FONTS.map((value) => ({
            value,
            label: t(`appearance.fonts.${value}`),
            className: `${FONT_CLASS[value]} [font-family:var(--app-font)]`,
          }))}
        />
      </div>
    </SettingsSection>
  )
}
