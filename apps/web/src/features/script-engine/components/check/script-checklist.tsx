import { useId, useState } from 'react'
import {
  CheckIcon,
  ChevronDownIcon,
  CircleAlertIcon,
  CircleCheckIcon,
  MicIcon,
  PencilLineIcon,
  XIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptCheck } from '@hookline/contract/script-check'
import { cn } from '@/lib/utils'
import { findingText } from '../../lib/check-text'
import { blankSeconds, workFirst } from '../../lib/version-state'

/*
 * Text colours are the dark shades of each hue on a light tint of it: the success token itself
 * is too light for small text on white (WCAG AA 4.5:1).
 */
const TONE = {
  ok: 'bg-success/15 text-emerald-800 dark:text-emerald-300',
  fail: 'bg-amber-500/15 text-amber-900 dark:text-amber-200',
}

/**
 * The script check of a version as a compact checklist: one line — how many rules hold
 * and the first thing to fix — that opens onto every rule with its findings.
 */
export function ScriptChecklist({
  check,
  placeholders = check.placeholders,
  live = false,
  className,
}: {
  check: ScriptCheck
  /** The editor counts placeholders in every field it shows; the stored check counts the spoken ones. */
  placeholders?: number
  /** Re-run as the creator types (edit mode). */
  live?: boolean
  className?: string
}) {
  const { t } = useTranslation('scripts')
  const [open, setOpen] = useState(false)
  const listId = useId()
  const allOk = check.passed === check.total
  // What makes a version need work leads; an outline's missing voice-over is already in its badge.
  const first = workFirst(check)[0]
  const more = check.findings.length - 1

  return (
    <div className={cn('rounded-lg border bg-card text-sm shadow-xs', className)} data-testid="script-check">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex w-full items-start gap-2.5 rounded-lg px-3 py-2 text-left outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span
          className={cn(
            'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full',
            allOk ? TONE.ok : TONE.fail,
          )}
        >
          {allOk ? (
            <CircleCheckIcon aria-hidden className="size-3.5" />
          ) : (
            <CircleAlertIcon aria-hidden className="size-3.5" />
          )}
        </span>
        <span className="min-w-0 flex-1 leading-relaxed" data-testid="script-check-summary">
          <span className="font-medium tabular-nums">
            {t('check.summary', { passed: check.passed, total: check.total })}
          </span>
          {' — '}
          {first ? findingText(t, first) : t('check.allPass')}
          {more > 0 && <span className="text-muted-foreground"> {t('check.more', { count: more })}</span>}
          {live && <span className="sr-only"> ({t('check.live')})</span>}
        </span>
        <ChevronDownIcon
          aria-hidden
          className={cn('mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
        <span className="sr-only">{open ? t('check.hideDetails') : t('check.details')}</span>
      </button>

      <SpeechMeasure check={check} />

      {open && (
        <div id={listId} className="grid gap-2 border-t px-3 py-2.5">
          <ul className="grid gap-1.5" aria-label={t('check.summary', { passed: check.passed, total: check.total })}>
            {check.rules.map((rule) => {
              const findings = check.findings.filter((finding) => finding.rule === rule.id)
              return (
                <li key={rule.id} className="grid gap-1" data-rule={rule.id} data-ok={rule.ok}>
                  <span className="flex items-center gap-2">
                    <span
                      className={cn(
                        'flex size-4 shrink-0 items-center justify-center rounded-full',
                        rule.ok ? TONE.ok : TONE.fail,
                      )}
                    >
                      {rule.ok ? (
                        <CheckIcon aria-hidden className="size-3" />
                      ) : (
                        <XIcon aria-hidden className="size-3" />
                      )}
                    </span>
                    <span className="sr-only">{rule.ok ? t('check.pass') : t('check.fail')}:</span>
                    <span className={cn(!rule.ok && 'font-medium')}>{t(`check.rules.${rule.id}`)}</span>
                  </span>
                  {findings.length > 0 && (
                    <ul className="grid list-disc gap-0.5 pl-10 text-xs leading-relaxed text-muted-foreground">
                      {findings.map((finding, index) => (
                        <li key={index}>{findingText(t, finding)}</li>
                      ))}
                    </ul>
                  )}
                </li>
              )
            })}
          </ul>
          {placeholders > 0 && (
            <p className="flex items-center gap-2 text-xs text-muted-foreground">
              <PencilLineIcon aria-hidden className="size-3.5" />
              {t('check.placeholders', { count: placeholders })}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/**
 * The voice-over written so far and, apart from it, the time the blanks stand for: a blank is
 * never counted as speech, so an outline cannot look finished.
 */
function SpeechMeasure({ check }: { check: ScriptCheck }) {
  const { t } = useTranslation('scripts')
  const blanks = check.placeholder_seconds > 0
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t px-3 py-1.5 text-xs text-muted-foreground"
      data-testid="speech-measure"
    >
      <span className="inline-flex items-center gap-1 tabular-nums">
        <MicIcon aria-hidden className="size-3" />
        {t('check.voiceOver', { seconds: Math.round(check.voice_over_seconds) })}
      </span>
      {blanks && (
        <span className="inline-flex items-center gap-1 font-medium text-sky-800 tabular-nums dark:text-sky-300">
          <PencilLineIcon aria-hidden className="size-3" />
          {t('check.blanks', { count: check.placeholders, seconds: blankSeconds(check) })}
        </span>
      )}
      {blanks && <span className="basis-full sm:basis-auto">{t('check.speechNote')}</span>}
    </div>
  )
}
