import { PencilLineIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@hookline/contract'
import type { ScriptCheck } from '@hookline/contract/script-check'
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
import { Button, buttonVariants } from '@/components/ui/button'
import { blankSeconds } from '../lib/version-state'

/**
 * Asked before SRT captions or teleprompter text of a version with blanks leave Hookline: how many
 * blanks, what the file does with them, and the way to fill them in first.
 */
export function ExportBlanksDialog({
  check,
  blanks,
  format,
  onOpenChange,
  onExport,
  onFillIn,
}: {
  check: ScriptCheck
  /** Blanks in the voice-over, the text these formats are made of. */
  blanks: number
  /** The format asked for; null keeps the dialog closed. */
  format: ExportFormat | null
  onOpenChange: (open: boolean) => void
  onExport: () => void
  onFillIn?: () => void
}) {
  const { t } = useTranslation('scripts')
  return (
    <AlertDialog open={format !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid="export-blanks-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('export.blanksTitle', { count: blanks })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(format === 'srt' ? 'export.blanksSrt' : 'export.blanksText', { seconds: blankSeconds(check) })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('export.cancel')}</AlertDialogCancel>
          {onFillIn && (
            <Button
              variant="outline"
              onClick={() => {
                onOpenChange(false)
                onFillIn()
              }}
            >
              <PencilLineIcon aria-hidden />
              {t('export.fillIn')}
            </Button>
          )}
          {/* Exporting is no loss of anything: the primary button, not the destructive one. */}
          <AlertDialogAction className={buttonVariants()} onClick={onExport}>
            {t('export.exportAnyway')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
