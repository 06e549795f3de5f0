import { ArrowUpDownIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendSort } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { TRENDING_SORTS } from '../trending-search'

/** Rank / rising fastest / newest: the order of every list on the page, kept in the URL (?sort=). */
export function SortControl({ value, onChange }: { value: TrendSort; onChange: (next: TrendSort) => void }) {
  const { t } = useTranslation('trending')
  return (
    <div className="flex min-w-0 items-center gap-2">
      <ArrowUpDownIcon aria-hidden className="size-4 shrink-0 text-muted-foreground max-sm:hidden" />
      <div
        role="group"
        aria-label={t('sort.label')}
        className="grid flex-1 grid-cols-3 gap-1 rounded-lg border bg-muted/50 p-1 sm:inline-flex sm:flex-none"
      >
        {TRENDING_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={option === value}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-8 items-center justify-center rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 max-sm:px-1',
              option === value && 'bg-background text-foreground shadow-xs dark:bg-input/40',
            )}
          >
            {t(`sort.${option}`)}
          </button>
        ))}
      </div>
    </div>
  )
}
