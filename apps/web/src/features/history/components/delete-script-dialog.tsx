import { Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/** Asks before a delete; the delete itself can still be undone from the toast. */
export function DeleteScriptDialog({ title, open, onOpenChange, onConfirm }: {
  title: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}) {
  const { t } = useTranslation('history')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogDescription>{t('delete.description', { title })}</DialogDescription>
        </DialogHeader>
        <div className='flex flex-col-reverse gap-2 sm:flex-row sm:justify-end'>
          <DialogClose asChild>
            <Button variant='outline'>{t('delete.cancel')}</Button>
          </DialogClose>
          <Button
            variant='destructive'
            onClick={() => {
              onOpenChange(false)
              onConfirm()
            }}
          >
            <Trash2Icon aria-hidden />
            {t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
