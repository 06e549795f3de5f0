import { useTranslation } from 'react-i18next'
import { targetSeconds, type ScriptDetail } from '@hookline/contract'
import { PlatformDot } from './platform-picker'

/** The brief a conversation was started from, for reference beside the versions. */
export function BriefSummary({ detail }: { detail: ScriptDetail }) {
  const { t } = useTranslation('scripts')
  const { brief } = detail
  const rows: Array<[string, React.ReactNode]> = [
    [t('brief.fields.topic'), brief.topic],
    [
      t('brief.fields.platform'),
      <span className="inline-flex items-center gap-1.5">
        <PlatformDot platform={brief.platform} />
        {t(`common:platforms.${brief.platform}`)}
      </span>,
    ],
    [t('brief.fields.format'), t(`formats.${brief.format}`)],
    [
      t('brief.fields.duration_seconds'),
      brief.duration_seconds
        ? t('duration.seconds', { count: brief.duration_seconds })
        : t('brief.durationDefault', { duration: t('duration.seconds', { count: targetSeconds(brief.platform) }) }),
    ],
    [t('brief.fields.language'), t(`languages.${brief.language}`)],
  ]
  if (brief.tone) rows.push([t('brief.fields.tone'), brief.tone])
  if (brief.audience) rows.push([t('brief.fields.audience'), brief.audience])
  if (brief.notes) rows.push([t('brief.fields.notes'), brief.notes])

  return (
    <section aria-labelledby="brief-summary-title" className="rounded-xl border bg-card shadow-xs">
      <h2 id="brief-summary-title" className="border-b px-4 py-2.5 text-sm font-semibold">
        {t('brief.summaryTitle')}
      </h2>
      <dl className="grid gap-2.5 px-4 py-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[5.5rem_1fr] gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
