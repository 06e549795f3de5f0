import type { ReactNode } from 'react'
import { Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'

/**
 * Asks before a delete; the delete itself can still be undone from the toast. `children` is the
 * button that opens it, where focus returns when the dialog is cancelled.
 */
export function DeleteScriptDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
  children,
}: {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('history')
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={children}
      title={t('delete.title')}
      description={t('delete.description', { title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      confirmIcon={Trash2Icon}
      destructive
      onConfirm={onConfirm}
    />
  )
}
