import { useEffect, useRef, useState } from 'react'
import { ArrowDownWideNarrowIcon, ArrowUpNarrowWideIcon, FlameIcon, SearchIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Platform } from '@hookline/contract'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { cn } from '@/lib/utils'
import { HISTORY_PLATFORMS, HISTORY_SORTS, type HistorySort } from '../history-search'

/** Typing settles for this long before the URL (and the request) follows. */
export const SEARCH_DEBOUNCE_MS = 300

export function HistoryToolbar({
  q,
  platform,
  sort,
  onSearch,
  onPlatform,
  onSort,
}: {
  q: string
  platform?: Platform
  sort: HistorySort
  onSearch: (q: string) => void
  onPlatform: (platform?: Platform) => void
  onSort: (sort: HistorySort) => void
}) {
  const { t } = useTranslation('history')
  const [text, setText] = useState(q)
  const typed = useRef(q)
  // Back/forward or a link changed ?q=: show it (unless it is what was just typed).
  useEffect(() => {
    if (q !== typed.current.trim()) setText(q)
    typed.current = q
  }, [q])
  useEffect(() => {
    if (text.trim() === q) return
    const timer = setTimeout(() => {
      typed.current = text
      onSearch(text.trim())
    }, SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, q, onSearch])

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <div className="relative flex-1">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          maxLength={200}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => setText('')}
            aria-label={t('search.clear')}
            className="absolute top-1/2 right-2 flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <XIcon className="size-4" />
          </button>
        )}
      </div>
      <div className="flex gap-2">
        <NativeSelect
          aria-label={t('filter.platform')}
          value={platform ?? ''}
          onChange={(event) => onPlatform((event.target.value || undefined) as Platform | undefined)}
          className="md:w-44"
        >
          <option value="">{t('filter.allPlatforms')}</option>
          {HISTORY_PLATFORMS.map((option) => (
            <option key={option} value={option}>
              {t(`common:platforms.${option}`)}
            </option>
          ))}
        </NativeSelect>
        <div
          role="group"
          aria-label={t('sort.label')}
          className="inline-flex shrink-0 gap-1 rounded-lg border bg-muted/50 p-1"
        >
          {HISTORY_SORTS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={sort === option}
              onClick={() => onSort(option)}
              className={cn(
                'inline-flex h-7 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                sort === option && 'bg-background text-foreground shadow-xs dark:bg-input/40',
              )}
            >
              {option === 'newest' ? (
                <ArrowDownWideNarrowIcon aria-hidden className="size-4 max-sm:hidden" />
              ) : option === 'outlier' ? (
                <FlameIcon aria-hidden className="size-4 max-sm:hidden" />
              ) : (
                <ArrowUpNarrowWideIcon aria-hidden className="size-4 max-sm:hidden" />
              )}
              {t(`sort.${option}`)}
            </button>
          ))}
        </div>
      </div>
    </div>
  )
}
