import { UnplugIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ModelConnection } from '@hookline/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
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
    <ConfirmDialog
      open={connection !== null}
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('disconnect.title', { name })}
      description={t('disconnect.description', { fallback })}
      cancelLabel={t('disconnect.cancel')}
      confirmLabel={t('disconnect.confirm')}
      confirmIcon={UnplugIcon}
      destructive
      onConfirm={() => {
        if (connection) onConfirm(connection)
      }}
    />
  )
}
