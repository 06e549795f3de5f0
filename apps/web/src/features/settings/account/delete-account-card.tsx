import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ErrorCode } from '@hookline/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/password-input'
import { isApiError } from '@/lib/api-client'
import { handleServerError } from '@/lib/handle-server-error'
import { queryClient } from '@/lib/query-client'
import { useAuthStore } from '@/stores/auth-store'
import { toast } from '@/hooks/use-toast'
import { useDeleteAccountMutation } from '../api/delete-account'

/**
 * Settings → Account → Delete account: a confirm dialog that asks for the password again. Scripts,
 * model connections and sessions go; the credit history stays on the server without a name.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('settings')
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const mutation = useDeleteAccountMutation({
    onSuccess: () => {
      // The session died with the account: clear it here, without asking the server to sign out.
      useAuthStore.getState().reset()
      queryClient.clear()
      toast({ variant: 'success', title: t('deleteAccount.done') })
      void navigate({ to: '/sign-in' })
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.code === ErrorCode.INVALID_CREDENTIALS)
        setError(t('deleteAccount.wrongPassword'))
      else handleServerError(failure)
    },
  })
  // Stays open on a wrong or missing password: the field says why.
  const confirm = () => {
    if (password) return mutation.mutateAsync({ password })
    setError(t('deleteAccount.passwordRequired'))
    return false
  }
  const change = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setPassword('')
      setError(undefined)
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('deleteAccount.explain')}</p>
      <ConfirmDialog
        open={open}
        onOpenChange={change}
        trigger={
          <Button variant="destructive" className="justify-self-start">
            <Trash2Icon />
            {t('deleteAccount.open')}
          </Button>
        }
        title={t('deleteAccount.confirmTitle')}
        description={t('deleteAccount.confirmDescription')}
        cancelLabel={t('deleteAccount.cancel')}
        confirmLabel={t('deleteAccount.confirm')}
        confirmIcon={Trash2Icon}
        destructive
        pending={mutation.isPending}
        onConfirm={confirm}
      >
        <FormField label={t('deleteAccount.password')} error={error}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value)
                setError(undefined)
              }}
            />
          )}
        </FormField>
      </ConfirmDialog>
    </div>
  )
}
