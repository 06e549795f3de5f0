import { FlaskConicalIcon, TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PlatformTrends } from '@hookline/contract'
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import { intlLocale } from '@/lib/relative-time'
import { cn } from '@/lib/utils'

/**
 * The day a sample was recorded, e.g. "Nov 3, 2026" / "2026年11月3日". A bare date (2025-06-02) is
 * that calendar day wherever the reader is, so it is read and written in UTC.
 */
const recordedDate = (iso: string, language: string | undefined) =>
  new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? { timeZone: 'UTC' } : {}),
  }).format(new Date(iso))

const pill =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50'

/**
 * The stale badge (a failed refresh keeps the old list and says so) and the sample-data
 * marker (TRENDING_FIXTURES_DIR, or the recorded lists offered when nothing was ever fetched,
 * which say the day they were recorded). Each explains itself in a tooltip, reachable by keyboard.
 */
export function PlatformStatus({
  trends,
}: {
  trends: Pick<PlatformTrends, 'stale' | 'sample' | 'error' | 'recordedAt'>
}) {
  const { t, i18n } = useTranslation('trending')
  if (!trends.stale && !trends.sample) return null
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {trends.stale && (
        <Tooltip>
          <TooltipTrigger asChild>
            <span
              tabIndex={0}
              data-testid="stale-badge"
              className={cn(pill, 'border-amber-500/30 bg-amber-500/10 text-amber-700 dark:text-amber-300')}
            >
              <TriangleAlertIcon aria-hidden className="size-3" />
              {t('status.stale')}
            </span>
          </TooltipTrigger>
          <TooltipContent className="max-w-64">
            {t(trends.error ? 'status.staleHint' : 'status.staleOldHint')}
          </TooltipContent>
        </Tooltip>
      )}
      {trends.sample && (
        <Tooltip>
          <TooltipTrigger asChild>
            <span
              tabIndex={0}
              data-testid="sample-badge"
              className={cn(pill, 'border-sky-500/30 bg-sky-500/10 text-sky-700 dark:text-sky-300')}
            >
              <FlaskConicalIcon aria-hidden className="size-3" />
              {trends.recordedAt
                ? t('status.sampleRecorded', { date: recordedDate(trends.recordedAt, i18n.resolvedLanguage) })
                : t('status.sample')}
            </span>
          </TooltipTrigger>
          <TooltipContent className="max-w-64">{t('status.sampleHint')}</TooltipContent>
        </Tooltip>
      )}
    </span>
  )
}
