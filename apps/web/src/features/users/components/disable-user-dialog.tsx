import { useState, type FormEvent } from 'react'
import { LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CREDIT_REASON_MAX_LENGTH, type AdminUser } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useSetUserDisabled } from '../api/admin-users'

/**
 * Asks before an account is disabled (signed out everywhere, sign-in refused) or enabled again,
 * and why: the reason goes to the audit log with who did it and when.
 */
export function DisableUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users')
  const setDisabled = useSetUserDisabled()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const disabling = user?.status !== 'disabled'
  const close = () => {
    setReason('')
    setMissing(false)
    onClose()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!user) return
    if (!reason.trim()) {
      setMissing(true)
      return
    }
    setDisabled.mutate(
      { id: user.id, disabled: disabling, reason: reason.trim() },
      {
        onSuccess: (updated) => {
          toast({
            variant: 'success',
            title: t(updated.status === 'disabled' ? 'disable.done' : 'enable.done', { email: updated.email }),
          })
          close()
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('actionFailed'),
            description: isApiError(error) ? apiErrorMessage(error) : undefined,
          }),
      },
    )
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t(disabling ? 'disable.title' : 'enable.title', { email: user?.email })}</DialogTitle>
            <DialogDescription>{t(disabling ? 'disable.description' : 'enable.description')}</DialogDescription>
          </DialogHeader>
          <FormField label={t('statusReason.label')} error={missing ? t('statusReason.required') : undefined}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                autoFocus
                maxLength={CREDIT_REASON_MAX_LENGTH}
                placeholder={t(disabling ? 'statusReason.disablePlaceholder' : 'statusReason.enablePlaceholder')}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value)
                  if (event.target.value.trim()) setMissing(false)
                }}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant={disabling ? 'destructive' : 'default'} disabled={setDisabled.isPending}>
              {setDisabled.isPending && <LoaderCircleIcon className="animate-spin" />}
              {t(disabling ? 'disable.confirm' : 'enable.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
