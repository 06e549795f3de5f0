import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'

/** The podium (1–3) stands out, as on the platforms' own hot lists. */
const PODIUM = ['bg-[#ff4d4f] text-white', 'bg-[#ff7a2f] text-white', 'bg-[#f5a623] text-white']

export function RankBadge({ rank, className }: { rank: number; className?: string }) {
  const { t } = useTranslation('trending')
  return (
    <span
      className={cn(
        'flex size-6 shrink-0 items-center justify-center rounded-md text-xs font-semibold tabular-nums',
        PODIUM[rank - 1] ?? 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <span className="sr-only">{t('item.rank', { rank })}</span>
      <span aria-hidden>{rank}</span>
    </span>
  )
}
