import { createFileRoute } from '@tanstack/react-router'
import { SettingsLayout } from '@/features/settings/settings-layout'
import { loadTranslations } from '@/lib/i18n'

export const Route = createFileRoute('/_authenticated/settings')({
  loader: loadTranslations('settings'),
  component: SettingsLayout,
})
