import { PencilLineIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@hookline/contract'
import type { ScriptCheck } from '@hookline/contract/script-check'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
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
    // Exporting is no loss of anything: the primary button, not the destructive one.
    <ConfirmDialog
      open={format !== null}
      onOpenChange={onOpenChange}
      data-testid="export-blanks-dialog"
      title={t('export.blanksTitle', { count: blanks })}
      description={t(format === 'srt' ? 'export.blanksSrt' : 'export.blanksText', { seconds: blankSeconds(check) })}
      cancelLabel={t('export.cancel')}
      confirmLabel={t('export.exportAnyway')}
      onConfirm={onExport}
      extraAction={
        onFillIn && (
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
        )
      }
    />
  )
}
