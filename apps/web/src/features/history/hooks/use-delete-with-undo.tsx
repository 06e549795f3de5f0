import { useQueryClient } from '@tanstack/react-query'
import { Undo2Icon } from 'lucide-react'
import { Toast as ToastPrimitive } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { ScriptListItem } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { toast, useToastStore } from '@/hooks/use-toast'
import { handleServerError } from '@/lib/handle-server-error'
import { scriptQueryKeys } from '@/lib/scripts-resource'
import {
  cancelPendingDelete,
  commitAllPendingDeletes,
  commitPendingDelete,
  schedulePendingDelete,
} from './pending-deletes'

/** Confirmed delete → the row goes, a toast offers Undo, and the DELETE is sent when it closes. */
export function useDeleteWithUndo() {
  const { t } = useTranslation('history')
  const queryClient = useQueryClient()

  return (item: ScriptListItem) => {
    // One toast at a time: an earlier delete's toast is about to be replaced, so it goes through now.
    void commitAllPendingDeletes()
    schedulePendingDelete(item.id, (error) => {
      if (error) handleServerError(error)
      void queryClient.invalidateQueries({ queryKey: scriptQueryKeys.all })
    })
    let unsubscribe = () => {}
    const undo = () => {
      unsubscribe()
      cancelPendingDelete(item.id)
      toast({ variant: 'success', title: t('delete.restored', { title: item.title }) })
    }
    const handle = toast({
      title: t('delete.deleted', { title: item.title }),
      action: (
        <ToastPrimitive.Action altText={t('delete.undo')} asChild>
          <Button variant="outline" size="sm" onClick={undo}>
            <Undo2Icon />
            {t('delete.undo')}
          </Button>
        </ToastPrimitive.Action>
      ),
    })
    unsubscribe = useToastStore.subscribe((state) => {
      const mine = state.toasts.find((shown) => shown.id === handle.id)
      if (mine?.open) return
      unsubscribe()
      void commitPendingDelete(item.id)
    })
  }
}
