import { TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
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
    <AlertDialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <AlertDialogContent data-testid="failing-default-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <TriangleAlertIcon aria-hidden className="size-5 text-amber-600" />
            {t('failingDefault.title', { name })}
          </AlertDialogTitle>
          <AlertDialogDescription>{t('failingDefault.description')}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onDecline}>{declineLabel}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{t('failingDefault.confirm')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
