import { ArrowDownIcon, ArrowUpIcon, LayersIcon, SparklesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendItemWithMomentum } from '@hookline/contract'
import { intlLocale } from '@/lib/relative-time'
import { cn } from '@/lib/utils'
import { momentumBadges, type MomentumBadge } from '../lib/trend-momentum'

const chip = 'inline-flex items-center gap-0.5 rounded px-1.5 py-px text-[11px] leading-4 font-medium whitespace-nowrap'

const TONE: Record<MomentumBadge['kind'], string> = {
  new: 'bg-violet-500/12 text-violet-700 dark:text-violet-300',
  rising: 'bg-emerald-500/12 text-emerald-700 dark:text-emerald-300',
  falling: 'bg-rose-500/12 text-rose-700 dark:text-rose-300',
  platforms: 'bg-sky-500/12 text-sky-700 dark:text-sky-300',
}

/** New / rising +n / falling −n / on N platforms: what Hookline's rank history says of a row. */
export function MomentumBadges({ item, className }: { item: TrendItemWithMomentum; className?: string }) {
  const { t, i18n } = useTranslation('trending')
  const badges = momentumBadges(item)
  if (badges.length === 0) return null
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)} data-testid="momentum-badges">
      {badges.map((badge) => {
        if (badge.kind === 'new')
          return (
            <span key="new" className={cn(chip, TONE.new)} title={t('momentum.newHint')}>
              <SparklesIcon aria-hidden className="size-3" />
              {t('momentum.new')}
            </span>
          )
        if (badge.kind === 'platforms') {
          const names = new Intl.ListFormat(intlLocale(i18n.resolvedLanguage)).format(
            badge.others.map((platform) => t(`platforms.${platform}`)),
          )
          return (
            <span
              key="platforms"
              className={cn(chip, TONE.platforms)}
              title={t('momentum.alsoOn', { platforms: names })}
            >
              <LayersIcon aria-hidden className="size-3" />
              {t('momentum.platforms', { count: badge.count })}
              <span className="sr-only">{t('momentum.alsoOnShort', { platforms: names })}</span>
            </span>
          )
        }
        const Icon = badge.kind === 'rising' ? ArrowUpIcon : ArrowDownIcon
        return (
          <span
            key={badge.kind}
            className={cn(chip, TONE[badge.kind])}
            title={t(`momentum.${badge.kind}Hint`, { count: badge.places })}
          >
            <Icon aria-hidden className="size-3" />
            <span aria-hidden>{badge.kind === 'rising' ? `+${badge.places}` : `−${badge.places}`}</span>
            <span className="sr-only">{t(`momentum.${badge.kind}Hint`, { count: badge.places })}</span>
          </span>
        )
      })}
    </span>
  )
}
