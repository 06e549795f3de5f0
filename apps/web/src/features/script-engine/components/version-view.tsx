import { useEffect, useState, type ReactNode } from 'react'
import { CoinsIcon, HistoryIcon, LoaderCircleIcon, PencilIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { targetSeconds, type ScriptDetail } from '@hookline/contract'
import { totalSeconds } from '@hookline/contract/script-check'
import { toast } from '@/hooks/use-toast'
import { isApiError } from '@/lib/api-client'
import { Button } from '@/components/ui/button'
import { useEditVersionMutation } from '../api/edit-version'
import { useRestoreVersionMutation } from '../api/restore-version'
import { writeField, type TimedPart } from '../lib/edit-draft'
import { unchargedForWork } from '../lib/version-state'
import { isEdited, type Version } from '../lib/versions'
import { ScriptChecklist } from './check/script-checklist'
import { DurationSummary } from './duration-summary'
import { VersionEditor } from './edit/version-editor'
import { EngineBadge } from './engine-notice'
import { ExportMenu } from './export-menu'
import { ScriptMarkdown } from './script-markdown'
import { ScriptView } from './script-view'
import { UnfinishedNote } from './unfinished-note'
import { requestLabel } from './version-list'
import { VersionStateBadge } from './version-state-badge'
import { VersionStatusBadge } from './version-status-badge'

/**
 * One saved version: its header (status, engine, credits, edit, restore, export), its script check
 * and its script — or, in edit mode, the editor. `onShowVersion` shows another version (the one an
 * edit saved).
 */
export function VersionView({
  detail,
  version,
  onShowVersion,
  onEditingChange,
  onContinue,
  recovery,
}: {
  detail: ScriptDetail
  version: Version
  onShowVersion?: (id: string) => void
  /** Finish a version the model's output limit cut off; given only where Continue applies (the newest version). */
  onContinue?: () => void
  /** Retry / write offline after the model failed this version (the newest). */
  recovery?: ReactNode
  /** The page keeps follow-ups and other versions out of reach while a draft is open, so it is never lost unseen. */
  onEditingChange?: (editing: boolean) => void
}) {
  const { t } = useTranslation('scripts')
  const { message, request } = version
  const current = message.id === detail.current_message_id
  const restore = useRestoreVersionMutation({
    onSuccess: () => toast({ variant: 'success', title: t('versions.restored', { number: message.version }) }),
  })
  const briefTarget = targetSeconds(detail.platform, detail.brief.duration_seconds)
  // A "shorter" or "cut it to 30 s" request moves the target; older versions did not record one.
  const target = message.target_seconds ?? briefTarget
  const finished = message.status === 'complete' && message.script
  const [editing, setEditingState] = useState(false)
  const setEditing = (value: boolean) => {
    setEditingState(value)
    onEditingChange?.(value)
  }
  // One line edited in place is saved as the edit mode saves a draft: a new current version, no credit.
  const saveLine = useEditVersionMutation()
  const editLine = async (at: TimedPart, value: string): Promise<boolean> => {
    const script = writeField({ ...message.script!, notes: [] }, { kind: 'timed', at, field: 'voice_over' }, value)
    try {
      const saved = await saveLine.mutateAsync({ id: detail.id, baseMessageId: message.id, script })
      const savedVersion = saved.messages.find((m) => m.id === saved.current_message_id)
      toast({ variant: 'success', title: t('edit.saved', { number: savedVersion?.version ?? '' }) })
      if (saved.current_message_id) onShowVersion?.(saved.current_message_id)
      return true
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        toast({ title: t('edit.noChanges') })
        return true
      }
      toast({ variant: 'destructive', title: t('edit.failed'), description: (error as Error).message })
      return false
    }
  }
  // A view that goes away (another version shown, a stream started elsewhere) releases the page.
  useEffect(() => () => onEditingChange?.(false), [onEditingChange])

  return (
    <section aria-labelledby="version-title" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="version-title" className="text-sm font-semibold">
              {t('versions.version', { number: message.version })}
            </h2>
            <VersionStatusBadge message={message} current={current} />
            {finished && message.check && <VersionStateBadge check={message.check} />}
            <EngineBadge engine={message.engine} />
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span className="max-w-full truncate">
              {requestLabel(t, request, message.version === 1, message.engine)}
            </span>
            <span aria-hidden>·</span>
            <span className="flex items-center gap-1">
              <CoinsIcon aria-hidden className="size-3" />
              {message.credits_charged > 0
                ? t('credits.charged', { count: message.credits_charged })
                : unchargedForWork(message)
                  ? t('credits.notChargedNeedsWork')
                  : t('credits.notCharged')}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {finished && !editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon />
              {t('edit.button')}
            </Button>
          )}
          {!current && message.script && !editing && (
            <Button
              variant="outline"
              size="sm"
              disabled={restore.isPending}
              onClick={() => restore.mutate({ id: detail.id, messageId: message.id })}
            >
              {restore.isPending ? <LoaderCircleIcon className="animate-spin" /> : <HistoryIcon />}
              {t('versions.restore')}
            </Button>
          )}
          {message.content && (
            <ExportMenu
              scriptId={detail.id}
              message={message}
              onFillIn={finished && !editing ? () => setEditing(true) : undefined}
            />
          )}
        </div>
      </div>

      {finished && editing ? (
        <VersionEditor
          detail={detail}
          message={{ ...message, script: message.script! }}
          target={target}
          briefTarget={briefTarget}
          onClose={(savedId) => {
            setEditing(false)
            if (savedId) onShowVersion?.(savedId)
          }}
        />
      ) : finished ? (
        <>
          <DurationSummary
            total={totalSeconds(message.script!)}
            target={target}
            briefTarget={briefTarget}
            className="px-1"
          />
          {message.check && <ScriptChecklist check={message.check} />}
          {/* Older hand edits still carry the notes of the version they were edited from. */}
          <ScriptView
            script={isEdited(message) ? { ...message.script!, notes: [] } : message.script!}
            onEditLine={onShowVersion ? editLine : undefined}
          />
        </>
      ) : (
        <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
          {message.status !== 'complete' && (
            <UnfinishedNote message={message} onContinue={onContinue} recovery={recovery} />
          )}
          {message.content ? <ScriptMarkdown markdown={message.content} /> : null}
        </div>
      )}
    </section>
  )
}
