import { useId, useMemo, useState } from 'react'
import { HistoryIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Language } from '@hookline/contract'
import { totalSeconds } from '@hookline/contract/script-check'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Switch } from '@/components/ui/switch'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { useRestoreVersionMutation } from '../api/restore-version'
import { changedLines } from '../lib/markdown-blocks'
import { timecode } from '../lib/script-timing'
import { diffScripts, type DiffPart, type DiffRow, type FieldDiff } from '../lib/version-diff'
import type { Version } from '../lib/versions'
import { ScriptMarkdown } from './script-markdown'
import { requestLabel } from './version-list'

/**
 * Two versions in one scroll, row beside row (stacked on a phone): beats are matched by content,
 * so a removed shot is the only row that changes, and inside a changed row only the words that
 * differ are marked. "Changes only" hides the rows both versions share; either version can be
 * made current from here.
 */
export function VersionCompareDialog({
  open,
  onOpenChange,
  scriptId,
  currentId,
  language,
  versions,
  initial,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  scriptId: string
  currentId: string | null
  language: Language
  versions: Version[]
  initial: [string, string]
}) {
  const { t } = useTranslation('scripts')
  const [ids, setIds] = useState(initial)
  const [changesOnly, setChangesOnly] = useState(false)
  const byId = useMemo(() => new Map(versions.map((version) => [version.message.id, version])), [versions])
  const left = byId.get(ids[0]) ?? versions.at(-2)
  const right = byId.get(ids[1]) ?? versions.at(-1)
  const selectIds = [useId(), useId()]
  const switchId = useId()
  // Opened by the Compare button, not a Dialog.Trigger: Radix alone would drop focus on <body>.
  const focus = useReturnFocus()
  const restore = useRestoreVersionMutation({
    onSuccess: (_detail, input) => {
      const number = byId.get(input.messageId)?.message.version
      toast({ variant: 'success', title: t('versions.restored', { number }) })
    },
  })

  const leftScript = left?.message.script
  const rightScript = right?.message.script
  const rows = leftScript && rightScript ? diffScripts(leftScript, rightScript, language) : null
  const shown = rows && changesOnly ? rows.filter((row) => row.status !== 'same') : rows
  const changeCount = rows?.filter((row) => row.status !== 'same').length ?? 0

  const picker = (version: Version | undefined, side: 0 | 1) => (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={selectIds[side]} className="text-xs text-muted-foreground">
        {side === 0 ? t('compare.left') : t('compare.right')}
      </Label>
      <div className="flex min-w-0 items-center gap-2">
        <NativeSelect
          id={selectIds[side]}
          className="min-w-0 flex-1"
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
        {version &&
          (version.message.id === currentId ? (
            <span className="shrink-0 text-xs text-muted-foreground">{t('status.current')}</span>
          ) : (
            version.message.script && (
              <Button
                variant="outline"
                size="sm"
                className="shrink-0"
                disabled={restore.isPending}
                onClick={() => restore.mutate({ id: scriptId, messageId: version.message.id })}
              >
                {restore.isPending && restore.variables?.messageId === version.message.id ? (
                  <LoaderCircleIcon className="animate-spin" />
                ) : (
                  <HistoryIcon />
                )}
                {t('compare.restore', { number: version.message.version })}
              </Button>
            )
          ))}
      </div>
      {version?.message.script && (
        <p className="text-xs text-muted-foreground tabular-nums">
          {t('compare.total', { total: timecode(totalSeconds(version.message.script)) })}
        </p>
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
        <div className="grid gap-3 md:grid-cols-2">
          {picker(left, 0)}
          {picker(right, 1)}
        </div>
        {rows && (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <div className="flex items-center gap-2">
              <Switch id={switchId} checked={changesOnly} onCheckedChange={setChangesOnly} />
              <Label htmlFor={switchId}>{t('compare.changesOnly')}</Label>
            </div>
            <span className="text-xs text-muted-foreground" data-testid="compare-count">
              {t('compare.changeCount', { count: changeCount })}
            </span>
          </div>
        )}
        <div
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-lg border bg-muted/20 [overflow-wrap:anywhere]"
          data-testid="compare-scroll"
        >
          {shown ? (
            shown.length > 0 ? (
              <ol className="divide-y" aria-label={t('compare.title')}>
                {shown.map((row) => (
                  <CompareRow
                    key={`${row.section}-${row.left}-${row.right}`}
                    row={row}
                    leftNumber={left?.message.version}
                    rightNumber={right?.message.version}
                  />
                ))}
              </ol>
            ) : (
              <p className="p-6 text-center text-sm text-muted-foreground">{t('compare.noChanges')}</p>
            )
          ) : (
            // A version without a parsed script (unfinished) is compared line by line.
            <div className="grid gap-3 p-3 md:grid-cols-2">
              {[left, right].map((version, side) =>
                version ? (
                  <div key={side} className="min-w-0" data-testid={`compare-${side === 0 ? 'left' : 'right'}`}>
                    <ScriptMarkdown
                      markdown={version.message.content}
                      changed={changedLines(
                        version.message.content,
                        (side === 0 ? right : left)?.message.content ?? '',
                      )}
                    />
                  </div>
                ) : null,
              )}
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  )
}

const STATUS_TINT: Record<DiffRow['status'], string> = {
  same: '',
  changed: 'bg-amber-400/5',
  added: 'bg-emerald-500/5',
  removed: 'bg-red-500/5',
}

function CompareRow({
  row,
  leftNumber,
  rightNumber,
}: {
  row: DiffRow
  leftNumber: number | null | undefined
  rightNumber: number | null | undefined
}) {
  const { t } = useTranslation('scripts')
  return (
    <li
      className={cn('grid gap-2 p-3 md:grid-cols-2 md:gap-4', STATUS_TINT[row.status])}
      data-testid="compare-row"
      data-status={row.status}
      data-section={row.section}
    >
      <CompareCell row={row} side="left" number={leftNumber} />
      <CompareCell row={row} side="right" number={rightNumber} />
      {row.status !== 'same' && <span className="sr-only">{t(`compare.status.${row.status}`)}</span>}
    </li>
  )
}

function rowTitle(t: ReturnType<typeof useTranslation<'scripts'>>['t'], row: DiffRow, index: number, label: string) {
  switch (row.section) {
    case 'titles':
      return t('compare.titleOption', { number: index + 1 })
    case 'hook':
      return t('script.hook')
    case 'call_to_action':
      return t('script.callToAction')
    case 'beats':
      return t('script.beatName', { number: index + 1, label })
    case 'hashtags':
      return t('script.hashtags')
    case 'cover_text':
      return t('script.coverText')
    case 'caption':
      return t('script.caption')
  }
}

const FIELD_LABEL: Partial<Record<FieldDiff['field'], string>> = {
  shot: 'script.shot',
  on_screen_text: 'script.onScreenText',
  seconds: 'script.seconds',
}

function CompareCell({
  row,
  side,
  number,
}: {
  row: DiffRow
  side: 'left' | 'right'
  number: number | null | undefined
}) {
  const { t } = useTranslation('scripts')
  const index = row[side]
  if (index === null) {
    return (
      <div className="hidden rounded-md border border-dashed p-2 text-xs text-muted-foreground md:block">
        {t('compare.notInVersion', { number })}
      </div>
    )
  }
  const partsOf = (field: FieldDiff['field']) => row.fields.find((candidate) => candidate.field === field)?.[side]
  const label = (partsOf('label') ?? []).map((part) => part.text).join('')
  const status = row.status === 'added' || row.status === 'removed' ? row.status : null
  return (
    <div
      // On a phone the rows stack: a row both versions share is shown once.
      className={cn(
        'grid min-w-0 content-start gap-1 text-sm',
        row.status === 'same' && side === 'right' && 'max-md:hidden',
      )}
      data-side={side}
    >
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold text-primary">
        {row.status !== 'same' && (
          <span className="rounded border px-1 text-[0.65rem] text-muted-foreground tabular-nums md:hidden">
            v{number}
          </span>
        )}
        {rowTitle(t, row, index, label)}
        {status && (
          <span
            className={cn(
              'rounded px-1.5 py-px text-[0.65rem] font-medium',
              status === 'added'
                ? 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-200'
                : 'bg-red-500/15 text-red-800 dark:text-red-200',
            )}
          >
            {t(`compare.status.${status}`)}
          </span>
        )}
      </p>
      {row.fields
        .filter((field) => field.field !== 'label')
        .map((field) => {
          const parts = field[side]
          if (!parts || parts.every((part) => !part.text)) return null
          const key = FIELD_LABEL[field.field]
          return (
            <p
              key={field.field}
              className={cn(key ? 'grid grid-cols-[5.5rem_minmax(0,1fr)] gap-2 text-xs' : 'leading-relaxed')}
            >
              {key && <span className="text-muted-foreground">{t(key)}</span>}
              <span>
                {field.field === 'seconds' ? (
                  <Parts
                    parts={[
                      {
                        text: t('duration.seconds', { count: Number(parts.map((part) => part.text).join('')) }),
                        changed: field.changed,
                      },
                    ]}
                    side={side}
                    whole={status !== null}
                  />
                ) : (
                  <Parts parts={parts} side={side} whole={status !== null} />
                )}
              </span>
            </p>
          )
        })}
    </div>
  )
}

/** Text with the words only this side has marked: struck through on the left, underlined on the right. */
function Parts({ parts, side, whole }: { parts: DiffPart[]; side: 'left' | 'right'; whole: boolean }) {
  return parts.map((part, index) => {
    if (!part.changed || whole) return <span key={index}>{part.text}</span>
    return side === 'left' ? (
      <del key={index} className="rounded-sm bg-red-500/20 text-red-900 decoration-red-500/60 dark:text-red-100">
        {part.text}
      </del>
    ) : (
      <ins key={index} className="rounded-sm bg-emerald-500/20 text-emerald-900 no-underline dark:text-emerald-100">
        {part.text}
      </ins>
    )
  })
}
