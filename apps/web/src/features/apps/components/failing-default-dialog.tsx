import { TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'

/**
 * A model that failed its test does not quietly become the one every new script is written by:
 * the creator is asked first, and the safe answer (keep the current default) is the one in focus.
 */
export function FailingDefaultDialog({
  name,
  open,
  onConfirm,
  onDecline,
  onDismiss,
  declineLabel,
}: {
  name: string
  open: boolean
  onConfirm: () => void
  /** The other button: the caller goes on without making it the default. */
  onDecline: () => void
  /** Escape: back to where the creator was, nothing done. */
  onDismiss: () => void
  declineLabel: string
}) {
  const { t } = useTranslation('apps')
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      data-testid="failing-default-dialog"
      titleIcon={<TriangleAlertIcon aria-hidden className="size-5 text-amber-600" />}
      title={t('failingDefault.title', { name })}
      description={t('failingDefault.description')}
      cancelLabel={declineLabel}
      onCancel={onDecline}
      confirmLabel={t('failingDefault.confirm')}
      destructive
      onConfirm={onConfirm}
    />
  )
}
