import { LayoutGridIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TrendPlatformFilter } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { PlatformIcon } from './platform-icon'

/** Segmented platform filter; the choice lives in the URL (?platform=), the page passes it in. */
export function PlatformFilter<T extends TrendPlatformFilter>({
  options,
  value,
  onChange,
}: {
  options: readonly T[]
  value: T
  onChange: (next: T) => void
}) {
  const { t } = useTranslation('trending')
  const narrowRow = options.length === 3
  return (
    // Below sm the choices do not fit one row at 375 px: four make a 2×2 grid; three fit one row
    // once the platform tiles are dropped (the names stay).
    <div
      role="group"
      aria-label={t('filter.label')}
      className={cn(
        'grid gap-1 rounded-lg border bg-muted/50 p-1 sm:inline-flex sm:w-fit',
        narrowRow ? 'grid-cols-3' : 'grid-cols-2',
      )}
    >
      {options.map((option) => {
        const selected = option === value
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option)}
            className={cn(
              'inline-flex h-8 items-center justify-center gap-2 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selected && 'bg-background text-foreground shadow-xs dark:bg-input/40',
              narrowRow && 'max-sm:px-1',
            )}
          >
            {option === 'all' ? (
              <LayoutGridIcon aria-hidden className="size-4" />
            ) : (
              <PlatformIcon platform={option} className={cn('size-5 rounded-md', narrowRow && 'max-sm:hidden')} />
            )}
            {t(`platforms.${option}`)}
          </button>
        )
      })}
    </div>
  )
}
