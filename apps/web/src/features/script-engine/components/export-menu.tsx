import { useState } from 'react'
import { ChevronDownIcon, CopyIcon, DownloadIcon, LoaderCircleIcon, NotebookPenIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ExportFormat, ScriptMessage } from '@hookline/contract'
import { handleServerError } from '@/lib/handle-server-error'
import {
  downloadScriptExport,
  EXPORT_FORMATS,
  fetchScriptExport,
  TIMED_EXPORT_FORMATS,
  type ExportOptions,
} from '@/lib/script-export'
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
import { spokenBlanks } from '../lib/version-state'
import { isEdited } from '../lib/versions'
import { ExportBlanksDialog } from './export-blanks-dialog'

type How = 'download' | 'copy'

/**
 * Export one version: Markdown (revision notes only when picked), teleprompter text or SRT
 * captions, as a file or to the clipboard. Captions or teleprompter text of a version with blanks
 * ask first (ExportBlanksDialog); `onFillIn` opens the editor instead.
 */
export function ExportMenu({
  scriptId,
  message,
  onFillIn,
}: {
  scriptId: string
  message: ScriptMessage
  onFillIn?: () => void
}) {
  const { t } = useTranslation('scripts')
  const [busy, setBusy] = useState(false)
  const [asking, setAsking] = useState<{ format: ExportFormat; how: How } | null>(null)
  const check = message.check
  const blanks = message.script ? spokenBlanks(message.script) : 0
  const hasNotes = Boolean(message.script?.notes.length) && !isEdited(message)

  const run = async (format: ExportFormat, how: How, options: ExportOptions = {}) => {
    setBusy(true)
    try {
      const request = { messageId: message.id, ...options }
      if (how === 'download') {
        const file = await downloadScriptExport(scriptId, format, request)
        toast({ variant: 'success', title: t('export.downloaded', { filename: file.filename }) })
      } else if (await copyToClipboard((await fetchScriptExport(scriptId, format, request)).content)) {
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
  const choose = (format: ExportFormat, how: How) => {
    if (check && blanks > 0 && TIMED_EXPORT_FORMATS.includes(format)) setAsking({ format, how })
    else void run(format, how)
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={busy}>
            {busy ? <LoaderCircleIcon className="animate-spin" /> : <DownloadIcon />}
            {t('export.button')}
            <ChevronDownIcon className="opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-72">
          <DropdownMenuLabel>{t('export.download')}</DropdownMenuLabel>
          <DropdownMenuGroup>
            {EXPORT_FORMATS.map((format) => (
              <DropdownMenuItem key={format} onSelect={() => choose(format, 'download')}>
                <ExportFormatIcon format={format} />
                {t(`export.formats.${format}`)}
              </DropdownMenuItem>
            ))}
            {hasNotes && (
              <DropdownMenuItem onSelect={() => void run('markdown', 'download', { notes: true })}>
                <NotebookPenIcon />
                {t('export.withNotes')}
              </DropdownMenuItem>
            )}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t('export.copy')}</DropdownMenuLabel>
          <DropdownMenuGroup>
            {EXPORT_FORMATS.map((format) => (
              <DropdownMenuItem key={format} onSelect={() => choose(format, 'copy')}>
                <CopyIcon />
                {t(`export.copyFormats.${format}`)}
              </DropdownMenuItem>
            ))}
            {hasNotes && (
              <DropdownMenuItem onSelect={() => void run('markdown', 'copy', { notes: true })}>
                <CopyIcon />
                {t('export.copyWithNotes')}
              </DropdownMenuItem>
            )}
          </DropdownMenuGroup>
        </DropdownMenuContent>
      </DropdownMenu>
      {check && (
        <ExportBlanksDialog
          check={check}
          blanks={blanks}
          format={asking?.format ?? null}
          onOpenChange={(open) => !open && setAsking(null)}
          onExport={() => {
            if (asking) void run(asking.format, asking.how)
            setAsking(null)
          }}
          onFillIn={onFillIn}
        />
      )}
    </>
  )
}
