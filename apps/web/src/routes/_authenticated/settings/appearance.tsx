import { createFileRoute } from '@tanstack/react-router'
import { SettingsAppearancePage } from '@/features/settings/appearance/settings-appearance-page'

export const Route = createFileRoute('/_authenticated/settings/appearance')({
  component: SettingsAppearancePage,
})
