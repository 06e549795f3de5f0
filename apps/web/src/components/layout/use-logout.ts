import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { endSession } from '@/lib/session'
import { toast } from '@/hooks/use-toast'

/** Logout: idle → in progress → idle; state cleared either way; always back to /sign-in. */
export function useLogout() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      toast({ variant: 'success', title: t('auth.loggedOut') })
      void navigate({ to: '/sign-in' })
    },
    onError: (error) => {
      console.error(error)
      toast({ variant: 'destructive', title: t('auth.logoutFailed') })
      void navigate({ to: '/sign-in' })
    },
  })
}
