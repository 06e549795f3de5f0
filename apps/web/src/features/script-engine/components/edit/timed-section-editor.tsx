import { useTranslation } from 'react-i18next'
import { speechSeconds, TIMING_TOLERANCE } from '@hookline/contract/script-check'
import type { Script } from '@hookline/contract'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { fieldId, timedBeat, withTimed, type TimedPart } from '../../lib/edit-draft'
import { EditField } from './edit-field'

/**
 * The hook, a beat or the call to action in edit mode: voice-over, shot, on-screen text and
 * seconds, with how long the voice-over takes to say beside its seconds as the creator types.
 */
export function TimedSectionEditor({
  script,
  at,
  title,
  section,
  onChange,
  className,
}: {
  script: Script
  at: TimedPart
  /** The heading: "Beat 2 · Set-up", "Hook (first 3 s)". */
  title: string
  /** The short name its fields are labelled with: "Beat 2", "The hook". */
  section: string
  onChange: (script: Script) => void
  className?: string
}) {
  const { t } = useTranslation('scripts')
  const beat = timedBeat(script, at)
  const speech = speechSeconds(beat.voice_over)
  const over = speech > beat.seconds * (1 + TIMING_TOLERANCE) + 0.05
  const secondsId = `${fieldId({ kind: 'timed', at, field: 'voice_over' })}-seconds`
  const field = (key: 'voice_over' | 'shot' | 'on_screen_text', label: string) => ({
    id: fieldId({ kind: 'timed', at, field: key }),
    label,
    accessibleLabel: t('edit.fieldOf', { field: label, section }),
    value: beat[key],
    onChange: (value: string) => onChange(withTimed(script, at, { [key]: value })),
  })

  return (
    <section aria-label={title} className={cn('grid gap-3 rounded-xl border bg-card p-4 shadow-xs', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <label className="flex items-center gap-2 text-xs text-muted-foreground" htmlFor={secondsId}>
          {t('script.seconds')}
          <Input
            id={secondsId}
            type="number"
            inputMode="decimal"
            min={0}
            max={1800}
            step={0.1}
            aria-label={t('edit.secondsOf', { section })}
            className="h-8 w-20 text-right text-foreground tabular-nums"
            value={Number.isFinite(beat.seconds) ? beat.seconds : 0}
            onChange={(event) =>
              onChange(
                withTimed(script, at, {
                  seconds: Math.max(0, Math.round((event.target.valueAsNumber || 0) * 10) / 10),
                }),
              )
            }
          />
        </label>
      </div>
      <EditField
        {...field('voice_over', t('script.voiceOver'))}
        large
        hint={
          <span
            className={cn('tabular-nums', over && 'font-medium text-amber-900 dark:text-amber-200')}
            data-testid="speech-estimate"
          >
            {t(over ? 'edit.speechOver' : 'edit.speech', { speech, seconds: beat.seconds })}
          </span>
        }
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <EditField {...field('shot', t('script.shot'))} />
        <EditField {...field('on_screen_text', t('script.onScreenText'))} />
      </div>
    </section>
  )
}
