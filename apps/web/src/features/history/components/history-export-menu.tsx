import { useState } from 'react'
import { DownloadIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat, ScriptState } from '@hookline/contract'
import { ExportFormatIcon } from '@/components/export-format-icon'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { toast } from '@/hooks/use-toast'
import { handleServerError } from '@/lib/handle-server-error'
import { downloadScriptExport, EXPORT_FORMATS, TIMED_EXPORT_FORMATS } from '@/lib/script-export'

/**
 * Downloads the current version as Markdown, teleprompter text or SRT captions. Captions or
 * teleprompter text of an outline ask first: its blanks are left out of the captions and marked in
 * the teleprompter text.
 */
export function HistoryExportMenu({
  scriptId,
  title,
  state,
}: {
  scriptId: string
  title: string
  state: ScriptState | null
}) {
  const { t } = useTranslation('history')
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<ExportFormat | null>(null)
  const run = async (format: ExportFormat) => {
    setBusy(true)
    try {
      const file = await downloadScriptExport(scriptId, format)
      toast({ variant: 'success', title: t('export.done', { filename: file.filename }) })
    } catch (error) {
      handleServerError(error)
    } finally {
      setBusy(false)
    }
  }
  const choose = (format: ExportFormat) => {
    if (state === 'outline' && TIMED_EXPORT_FORMATS.includes(format)) setAsking(format)
    else void run(format)
  }
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" disabled={busy} aria-label={t('export.label', { title })}>
            {busy ? <LoaderCircleIcon className="animate-spin" /> : <DownloadIcon />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t('export.title')}</DropdownMenuLabel>
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => choose(format)}>
              <ExportFormatIcon format={format} />
              {t(`export.formats.${format}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('export.outlineTitle')}
        description={asking === 'srt' ? t('export.outlineSrt') : t('export.outlineText')}
        cancelLabel={t('export.cancel')}
        confirmLabel={t('export.exportAnyway')}
        onConfirm={() => {
          if (asking) void run(asking)
        }}
      />
    </>
  )
}
