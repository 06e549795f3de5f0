import { useState } from 'react'
import { CaptionsIcon, ChevronDownIcon, CopyIcon, DownloadIcon, FileTextIcon, LoaderCircleIcon, ScrollTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat } from '@hookline/contract'
import { handleServerError } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
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
import { exportScript } from '../api/export-script'
import { copyToClipboard } from '../lib/clipboard'

const FORMATS: Array<{ format: ExportFormat; icon: typeof FileTextIcon }> = [
  { format: 'markdown', icon: FileTextIcon },
  { format: 'text', icon: ScrollTextIcon },
  { format: 'srt', icon: CaptionsIcon },
]

function download(filename: string, mimeType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: `${mimeType};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Export one version: Markdown, teleprompter text or SRT captions, as a file or to the clipboard. */
export function ExportMenu({ scriptId, messageId }: { scriptId: string; messageId: string }) {
  const { t } = useTranslation('scripts')
  const [busy, setBusy] = useState(false)

  const run = async (format: ExportFormat, how: 'download' | 'copy') => {
    setBusy(true)
    try {
      const file = await exportScript(scriptId, format, messageId)
      if (how === 'download') {
        download(file.filename, file.mime_type, file.content)
        toast({ variant: 'success', title: t('export.downloaded', { filename: file.filename }) })
      } else if (await copyToClipboard(file.content)) {
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
        <Button variant='outline' size='sm' disabled={busy}>
          {busy ? <LoaderCircleIcon className='animate-spin' /> : <DownloadIcon />}
          {t('export.button')}
          <ChevronDownIcon className='opacity-60' />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align='end' className='w-64'>
        <DropdownMenuLabel>{t('export.download')}</DropdownMenuLabel>
        <DropdownMenuGroup>
          {FORMATS.map(({ format, icon: Icon }) => (
            <DropdownMenuItem key={format} onSelect={() => void run(format, 'download')}>
              <Icon />
              {t(`export.formats.${format}`)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('export.copy')}</DropdownMenuLabel>
        <DropdownMenuGroup>
          {FORMATS.map(({ format }) => (
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
