import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptBeat } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { timecode } from '../lib/script-timing'
import { CopyButton } from './copy-button'
import { EditableLine } from './editable-line'

/** The hook or the call to action: one timed section shown as a card of its four fields. */
export function TimedSectionCard({
  icon: Icon,
  title,
  beat,
  start,
  className,
  onEditVoiceOver,
}: {
  icon: LucideIcon
  title: string
  beat: ScriptBeat
  start: number
  className?: string
  /** Click-to-edit of the voice-over; absent while streaming or on an unfinished version. */
  onEditVoiceOver?: (value: string) => Promise<boolean>
}) {
  const { t } = useTranslation('scripts')
  return (
    <section aria-label={title} className={cn('min-w-0 rounded-xl border bg-card p-4 shadow-xs', className)}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span className="flex size-7 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon aria-hidden className="size-4" />
          </span>
          {title}
        </h3>
        <span className="flex items-center gap-1 text-xs text-muted-foreground tabular-nums">
          {timecode(start)}–{timecode(start + beat.seconds)}
          <span aria-hidden>·</span>
          {t('duration.seconds', { count: beat.seconds })}
          <CopyButton text={beat.voice_over} label={t('copy.voiceOverOf', { section: title })} />
        </span>
      </div>
      <div className="mt-3 text-base leading-relaxed font-medium">
        <EditableLine
          text={beat.voice_over}
          name={t('edit.fieldOf', { field: t('script.voiceOver'), section: title })}
          onSave={onEditVoiceOver}
        />
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('script.shot')}</dt>
          <dd>{beat.shot}</dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="text-xs text-muted-foreground">{t('script.onScreenText')}</dt>
          <dd>{beat.on_screen_text}</dd>
        </div>
      </dl>
    </section>
  )
}
