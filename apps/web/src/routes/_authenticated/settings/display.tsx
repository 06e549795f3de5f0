import { createFileRoute } from '@tanstack/react-router'
import { SettingsDisplayPage } from '@/features/settings/display/settings-display-page'

export const Route = createFileRoute('/_authenticated/settings/display')({
  component: SettingsDisplayPage,
})
