import { UnplugIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ModelConnection } from '@hookline/contract'
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
import { modelLabel } from '@/lib/model-labels'

/** Asks before a connection and its key are deleted; says what writes the scripts that used it. */
export function DisconnectDialog({
  connection,
  fallback,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: {
  connection: ModelConnection | null
  /** The server's engine: what writes the scripts that used this connection (API: DELETE). */
  fallback: string
  onConfirm: (connection: ModelConnection) => void
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  const { t } = useTranslation('apps')
  const name = connection ? modelLabel(t, connection.provider, connection.model) : ''
  return (
    <AlertDialog open={connection !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('disconnect.title', { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t('disconnect.description', { fallback })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('disconnect.cancel')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => connection && onConfirm(connection)}>
            <UnplugIcon aria-hidden />
            {t('disconnect.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
