import { useTranslation } from 'react-i18next'
import type { AdminUser } from '@hookline/contract'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { useSetUserDisabled } from '../api/admin-users'

/** Asks before an account is disabled (signed out everywhere, sign-in refused) or enabled again. */
export function DisableUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('users')
  const setDisabled = useSetUserDisabled()
  const disabling = user?.status !== 'disabled'
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(disabling ? 'disable.title' : 'enable.title', { email: user?.email })}</AlertDialogTitle>
          <AlertDialogDescription>{t(disabling ? 'disable.description' : 'enable.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('cancel')}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              user &&
              setDisabled.mutate(
                { id: user.id, disabled: disabling },
                {
                  onSuccess: (updated) =>
                    toast({
                      variant: 'success',
                      title: t(updated.status === 'disabled' ? 'disable.done' : 'enable.done', {
                        email: updated.email,
                      }),
                    }),
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: t('actionFailed'),
                      description: isApiError(error) ? apiErrorMessage(error) : undefined,
                    }),
                },
              )
            }
          >
            {t(disabling ? 'disable.confirm' : 'enable.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
