import { FlameIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { BriefTrend } from '@hookline/contract'

/**
 * "From Weibo hot search #3": the brief starts from a trending item (Hot Discoveries' "write a
 * script"), whose details go to the model with the brief. The creator can drop it with the ×.
 */
export function BriefTrendChip({ trend, onRemove }: { trend: BriefTrend; onRemove: () => void }) {
  const { t } = useTranslation('scripts')
  const source = t(`brief.trend.sources.${trend.platform}`)
  const label = trend.rank
    ? t('brief.trend.from', { source, rank: trend.rank })
    : t('brief.trend.fromUnranked', { source })
  return (
    <div className="grid gap-1.5" data-testid="brief-trend">
      <span className="inline-flex w-fit max-w-full items-center gap-1.5 rounded-full border border-[#ff7a2f]/40 bg-[#ff7a2f]/10 py-0.5 pr-0.5 pl-2.5 text-xs font-medium">
        <FlameIcon aria-hidden className="size-3.5 shrink-0 text-[#ff7a2f]" />
        <span className="truncate" title={trend.title}>
          {label}
        </span>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('brief.trend.remove', { label })}
          className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon aria-hidden className="size-3.5" />
        </button>
      </span>
      <p className="text-xs text-muted-foreground">{t('brief.trend.hint')}</p>
    </div>
  )
}
