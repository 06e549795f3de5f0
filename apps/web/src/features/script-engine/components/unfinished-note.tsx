import type { ReactNode } from 'react'
import { CircleAlertIcon, LoaderCircleIcon, StepForwardIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptMessage } from '@hookline/contract'
import { Button } from '@/components/ui/button'

/**
 * Why a version is not finished (its incomplete_reason: the model's output limit, a Stop, the
 * provider closing the stream…) and what was kept. A version the output limit cut off, or one the
 * creator stopped, offers Continue, which costs nothing until the script is complete.
 */
export function UnfinishedNote({
  message,
  onContinue,
  recovery,
}: {
  message: ScriptMessage
  onContinue?: () => void
  /** What to do after a failure (retry, write offline), on the newest version. */
  recovery?: ReactNode
}) {
  const { t } = useTranslation('scripts')
  if (message.status === 'complete') return null
  const streaming = message.status === 'streaming'
  const reason = message.incomplete_reason
  // The output limit cut it, or the creator stopped it: either way the writer can pick up where it left off.
  const canContinue =
    Boolean(onContinue) && message.status === 'incomplete' && (reason === 'length' || reason === 'stopped')
  return (
    <div
      role="note"
      data-testid="unfinished-note"
      data-reason={reason ?? undefined}
      className="grid gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-800 dark:text-amber-200"
    >
      <p className="flex items-start gap-2">
        {streaming ? (
          <LoaderCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 animate-spin" />
        ) : (
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        )}
        <span>
          {streaming || !reason
            ? t(`versions.statusNote.${message.status}`)
            : t('versions.reasonAndKept', {
                reason: t(`versions.reasons.${reason}`),
                kept: t(`versions.kept.${message.status === 'failed' ? 'failed' : 'incomplete'}`),
              })}
        </span>
      </p>
      {recovery && !canContinue && <div className="pl-6">{recovery}</div>}
      {canContinue && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 pl-6">
          <Button size="sm" onClick={onContinue}>
            <StepForwardIcon />
            {t('continue.button')}
          </Button>
          <span className="text-xs text-muted-foreground">
            {t(reason === 'stopped' ? 'continue.hintStopped' : 'continue.hint')}
          </span>
        </div>
      )}
    </div>
  )
}
