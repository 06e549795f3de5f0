import { useState } from 'react'
import { DownloadIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@hookline/contract'
import { ExportFormatIcon } from '@/components/export-format-icon'
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
import { downloadScriptExport, EXPORT_FORMATS } from '@/lib/script-export'

/** Downloads the current version as Markdown, teleprompter text or SRT captions. */
export function HistoryExportMenu({ scriptId, title }: { scriptId: string; title: string }) {
  const { t } = useTranslation('history')
  const [busy, setBusy] = useState(false)
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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" disabled={busy} aria-label={t('export.label', { title })}>
          {busy ? <LoaderCircleIcon className="animate-spin" /> : <DownloadIcon />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('export.title')}</DropdownMenuLabel>
        {EXPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void run(format)}>
            <ExportFormatIcon format={format} />
            {t(`export.formats.${format}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
