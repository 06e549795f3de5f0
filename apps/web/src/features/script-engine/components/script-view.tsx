import { MegaphoneIcon, ZapIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Script } from '@hookline/contract'
import type { TimedPart } from '../lib/edit-draft'
import { Badge } from '@/components/ui/badge'
import { CopyButton } from './copy-button'
import { ShotTable } from './shot-table'
import { TimedSectionCard } from './timed-section-card'

function SectionHeading({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h3 className="text-sm font-semibold">{children}</h3>
      {aside}
    </div>
  )
}

/**
 * A version as a structured script: titles, hook, shot table, CTA, tags and cover. While a version
 * streams, `arrived` says which timed sections have started, so the stream is drawn in the layout
 * it ends in; `onEditLine` makes each voice-over editable in place.
 */
export function ScriptView({
  script,
  arrived,
  onEditLine,
}: {
  script: Script
  arrived?: { hook: boolean; callToAction: boolean }
  onEditLine?: (at: TimedPart, value: string) => Promise<boolean>
}) {
  const { t } = useTranslation('scripts')
  const afterHook = script.hook.seconds
  const beatsEnd = afterHook + script.beats.reduce((sum, beat) => sum + beat.seconds, 0)
  const hashtags = script.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`))

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
      {script.titles.length > 0 && (
        <section aria-label={t('script.titles')} className="grid gap-2">
          <SectionHeading>{t('script.titles')}</SectionHeading>
          <ol className="grid gap-1.5">
            {script.titles.map((title, index) => (
              <li key={index} className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2 shadow-xs">
                <span className="text-xs font-semibold text-muted-foreground tabular-nums">{index + 1}</span>
                <span className="min-w-0 flex-1 text-sm font-medium">{title}</span>
                <CopyButton text={title} label={t('copy.title', { number: index + 1 })} />
              </li>
            ))}
          </ol>
        </section>
      )}

      {(!arrived || arrived.hook) && (
        <TimedSectionCard
          icon={ZapIcon}
          title={t('script.hook')}
          beat={script.hook}
          start={0}
          className="border-primary/30 bg-primary/[0.03] dark:bg-primary/[0.06]"
          onEditVoiceOver={onEditLine && ((value) => onEditLine({ part: 'hook' }, value))}
        />
      )}

      {script.beats.length > 0 && (
        <section aria-label={t('script.beats')} className="grid gap-2">
          <SectionHeading>{t('script.beats')}</SectionHeading>
          <ShotTable
            beats={script.beats}
            start={afterHook}
            onEditVoiceOver={onEditLine && ((index, value) => onEditLine({ part: 'beat', index }, value))}
          />
        </section>
      )}

      {(!arrived || arrived.callToAction) && (
        <TimedSectionCard
          icon={MegaphoneIcon}
          title={t('script.callToAction')}
          beat={script.call_to_action}
          start={beatsEnd}
          onEditVoiceOver={onEditLine && ((value) => onEditLine({ part: 'call_to_action' }, value))}
        />
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        {hashtags.length > 0 && (
          <section
            aria-label={t('script.hashtags')}
            className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-xs"
          >
            <SectionHeading aside={<CopyButton text={hashtags.join(' ')} label={t('copy.hashtags')} />}>
              {t('script.hashtags')}
            </SectionHeading>
            <p className="flex flex-wrap gap-1.5">
              {hashtags.map((tag) => (
                <Badge key={tag} variant="secondary" className="font-normal">
                  {tag}
                </Badge>
              ))}
            </p>
          </section>
        )}
        {script.cover_text && (
          <section
            aria-label={t('script.coverText')}
            className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-xs"
          >
            <SectionHeading aside={<CopyButton text={script.cover_text} label={t('copy.coverText')} />}>
              {t('script.coverText')}
            </SectionHeading>
            <p className="text-lg font-bold tracking-tight">{script.cover_text}</p>
          </section>
        )}
      </div>

      {script.caption && (
        <section aria-label={t('script.caption')} className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs">
          <SectionHeading aside={<CopyButton text={script.caption} label={t('copy.caption')} />}>
            {t('script.caption')}
          </SectionHeading>
          <p className="text-sm leading-relaxed whitespace-pre-line">{script.caption}</p>
        </section>
      )}

      {script.notes.length > 0 && (
        <section aria-label={t('script.notes')} className="grid gap-2 rounded-xl border border-dashed p-4">
          <SectionHeading>{t('script.notes')}</SectionHeading>
          <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            {script.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
