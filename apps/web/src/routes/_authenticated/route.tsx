import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useAuthStore } from '@/stores/auth-store'
import { AuthenticatedLayout } from '@/components/layout/authenticated-layout'
import { VerificationBanner } from '@/features/auth/verification-banner'
import { NotificationBell } from '@/features/notifications/notification-bell'

export const Route = createFileRoute('/_authenticated')({
  // Signed in means holding a token; otherwise back to /sign-in with the way back.
  beforeLoad: ({ location }) => {
    if (!useAuthStore.getState().token) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } })
    }
  },
  component: () => (
    <AuthenticatedLayout banner={<VerificationBanner />} headerEnd={<NotificationBell />}>
      <Outlet />
    </AuthenticatedLayout>
  ),
})
