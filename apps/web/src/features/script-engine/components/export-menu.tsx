import { useState } from 'react'
import { ChevronDownIcon, CopyIcon, DownloadIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@hookline/contract'
import { handleServerError } from '@/lib/handle-server-error'
import { downloadScriptExport, EXPORT_FORMATS, fetchScriptExport } from '@/lib/script-export'
import { toast } from '@/hooks/use-toast'
import { ExportFormatIcon } from '@/components/export-format-icon'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { copyToClipboard } from '../lib/clipboard'

/** Export one version: Markdown, teleprompter text or SRT captions, as a file or to the clipboard. */
export function ExportMenu({ scriptId, messageId }: { scriptId: string; messageId: string }) {
  const { t } = useTranslation('scripts')
  const [busy, setBusy] = useState(false)

  const run = async (format: ExportFormat, how: 'download' | 'copy') => {
    setBusy(true)
    try {
      if (how === 'download') {
        const file = await downloadScriptExport(scriptId, format, messageId)
        toast({ variant: 'success', title: t('export.downloaded', { filename: file.filename }) })
      } else if (await copyToClipboard((await fetchScriptExport(scriptId, format, messageId)).content)) {
        toast({ variant: 'success', title: t('toast.copied') })
      } else {
        toast({ variant: 'destructive', title: t('toast.copyFailed') })
      }
    } catch (error) {
      handleServerError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={busy}>
          {busy ? <LoaderCircleIcon className="animate-spin" /> : <DownloadIcon />}
          {t('export.button')}
          <ChevronDownIcon className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{t('export.download')}</DropdownMenuLabel>
        <DropdownMenuGroup>
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => void run(format, 'download')}>
              <ExportFormatIcon format={format} />
              {t(`export.formats.${format}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('export.copy')}</DropdownMenuLabel>
        <DropdownMenuGroup>
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => void run(format, 'copy')}>
              <CopyIcon />
              {t(`export.copyFormats.${format}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
