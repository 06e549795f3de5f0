import { useState } from 'react'
import { CaptionsIcon, DownloadIcon, FileTextIcon, LoaderCircleIcon, ScrollTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { toast } from '@/hooks/use-toast'
import { handleServerError } from '@/lib/handle-server-error'
import { exportCurrentVersion } from '../api/export-current-version'
import { saveFile } from '../lib/save-file'

const FORMATS: Array<{ format: ExportFormat; icon: typeof FileTextIcon }> = [
  { format: 'markdown', icon: FileTextIcon },
  { format: 'text', icon: ScrollTextIcon },
  { format: 'srt', icon: CaptionsIcon },
]

/** Downloads the current version as Markdown, teleprompter text or SRT captions. */
export function HistoryExportMenu({ scriptId, title }: { scriptId: string; title: string }) {
  const { t } = useTranslation('history')
  const [busy, setBusy] = useState(false)
  const run = async (format: ExportFormat) => {
    setBusy(true)
    try {
      const file = await exportCurrentVersion(scriptId, format)
      saveFile(file.filename, file.mime_type, file.content)
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
        <Button variant='ghost' size='icon' disabled={busy} aria-label={t('export.label', { title })}>
          {busy ? <LoaderCircleIcon className='animate-spin' /> : <DownloadIcon />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align='end'>
        <DropdownMenuLabel>{t('export.title')}</DropdownMenuLabel>
        {FORMATS.map(({ format, icon: Icon }) => (
          <DropdownMenuItem key={format} onSelect={() => void run(format)}>
            <Icon aria-hidden />
            {t(`export.formats.${format}`)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
