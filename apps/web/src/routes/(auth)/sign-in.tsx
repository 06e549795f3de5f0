import { createFileRoute, redirect } from '@tanstack/react-router'
import { useAuthStore } from '@/stores/auth-store'
import { SignInPage } from '@/features/auth/sign-in/sign-in-page'
import { loadTranslations } from '@/lib/i18n'

/** A plain check instead of zod keeps zod out of the entry chunk (bench/bundle-size.mjs). */
const validateSearch = (search: Record<string, unknown>): { redirect?: string } =>
  typeof search.redirect === 'string' ? { redirect: search.redirect } : {}

export const Route = createFileRoute('/(auth)/sign-in')({
  loader: loadTranslations('auth'),
  validateSearch,
  // Already signed in → '/'.
  beforeLoad: () => {
    if (useAuthStore.getState().token) throw redirect({ to: '/' })
  },
  component: function SignInRoute() {
    const { redirect: target } = Route.useSearch()
    return <SignInPage redirect={target} />
  },
})
