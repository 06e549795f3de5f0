import { createFileRoute, redirect } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useAuthStore } from '@/stores/auth-store'
import { SignInPage } from '@/features/auth/sign-in/sign-in-page'
import { loadTranslations } from '@/lib/i18n'
import { lenient } from '@/lib/search-params'

export const Route = createFileRoute('/(auth)/sign-in')({
  loader: loadTranslations('auth'),
  /** Where to go once signed in; safe-redirect.ts checks it before it is followed. */
  validateSearch: z.object({ redirect: lenient(z.string()) }),
  // Already signed in → '/'.
  beforeLoad: () => {
    if (useAuthStore.getState().token) throw redirect({ to: '/' })
  },
  component: function SignInRoute() {
    const { redirect: target } = Route.useSearch()
    return <SignInPage redirect={target} />
  },
})
