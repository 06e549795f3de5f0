import { createFileRoute } from '@tanstack/react-router'
import { SettingsBillingPage } from '@/features/settings/billing/settings-billing-page'

export const Route = createFileRoute('/_authenticated/settings/')({
  component: SettingsBillingPage,
})
