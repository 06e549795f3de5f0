import { createFileRoute } from '@tanstack/react-router'
import { HelpCenterPage } from '@/features/help-center/help-center-page'

export const Route = createFileRoute('/_authenticated/help-center/')({
  component: HelpCenterPage,
})
