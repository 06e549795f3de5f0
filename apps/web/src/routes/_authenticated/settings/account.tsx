import { createFileRoute } from '@tanstack/react-router'
import { SettingsAccountPage } from '@/features/settings/account/settings-account-page'

export const Route = createFileRoute('/_authenticated/settings/account')({
  component: SettingsAccountPage,
})
