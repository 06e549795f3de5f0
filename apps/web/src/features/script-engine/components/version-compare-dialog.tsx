import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { NativeSelect } from '@/components/ui/native-select'
import { changedLines } from '../lib/markdown-blocks'
import { timecode, totalSeconds } from '../lib/script-timing'
import type { Version } from '../lib/versions'
import { ScriptMarkdown } from './script-markdown'
import { requestLabel } from './version-list'

/** Two versions side by side (stacked on a phone); lines only one of them has are tinted. */
export function VersionCompareDialog({
  open,
  onOpenChange,
  versions,
  initial,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  versions: Version[]
  initial: [string, string]
}) {
  const { t } = useTranslation('scripts')
  const [ids, setIds] = useState(initial)
  const byId = useMemo(() => new Map(versions.map((version) => [version.message.id, version])), [versions])
  const left = byId.get(ids[0]) ?? versions.at(-2)
  const right = byId.get(ids[1]) ?? versions.at(-1)
  const leftId = useId()
  const rightId = useId()
  // Opened by the Compare button, not a Dialog.Trigger: Radix alone would drop focus on <body>.
  const focus = useReturnFocus()

  const column = (version: Version | undefined, other: Version | undefined, side: 0 | 1, selectId: string) => (
    <div className="flex min-h-0 min-w-0 flex-col gap-2">
      <Label htmlFor={selectId} className="text-xs text-muted-foreground">
        {side === 0 ? t('compare.left') : t('compare.right')}
      </Label>
      <NativeSelect
        id={selectId}
        value={version?.message.id ?? ''}
        onChange={(event) =>
          setIds((current) => (side === 0 ? [event.target.value, current[1]] : [current[0], event.target.value]))
        }
      >
        {versions.map(({ message, request }) => (
          <option key={message.id} value={message.id}>
            {`v${message.version} · ${requestLabel(t, request, message.version === 1, message.engine)}`}
          </option>
        ))}
      </NativeSelect>
      {version && (
        <div
          className="min-h-0 flex-1 overflow-y-auto rounded-lg border bg-muted/20 p-3"
          data-testid={`compare-${side === 0 ? 'left' : 'right'}`}
        >
          {version.message.script && (
            <p className="mb-2 text-xs text-muted-foreground tabular-nums">
              {t('compare.total', { total: timecode(totalSeconds(version.message.script)) })}
            </p>
          )}
          <ScriptMarkdown
            markdown={version.message.content}
            changed={other ? changedLines(version.message.content, other.message.content) : undefined}
          />
        </div>
      )}
    </div>
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => focus.remember()}
        onCloseAutoFocus={(event) => focus.restore(event)}
        className="flex h-[90dvh] max-w-[calc(100%-1rem)] flex-col gap-3 p-4 sm:max-w-6xl sm:p-6"
      >
        <DialogHeader>
          <DialogTitle>{t('compare.title')}</DialogTitle>
          <DialogDescription>{t('compare.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid min-h-0 flex-1 grid-rows-2 gap-3 md:grid-cols-2 md:grid-rows-1">
          {column(left, right, 0, leftId)}
          {column(right, left, 1, rightId)}
        </div>
      </DialogContent>
    </Dialog>
  )
}
