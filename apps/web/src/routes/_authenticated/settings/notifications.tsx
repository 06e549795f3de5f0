import { createFileRoute } from '@tanstack/react-router'
import { SettingsNotificationsPage } from '@/features/settings/notifications/settings-notifications-page'

export const Route = createFileRoute('/_authenticated/settings/notifications')({
  component: SettingsNotificationsPage,
})
