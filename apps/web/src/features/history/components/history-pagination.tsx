import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ScriptPageSize } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { HISTORY_PAGE_SIZES } from '../history-search'

export function HistoryPagination({
  page,
  pageCount,
  more = false,
  pageSize,
  onPage,
  onPageSize,
}: {
  page: number
  pageCount: number
  /** The count stopped at its limit: there may be pages after pageCount. */
  more?: boolean
  pageSize: ScriptPageSize
  onPage: (page: number) => void
  onPageSize: (size: ScriptPageSize) => void
}) {
  const { t } = useTranslation('history')
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-between gap-3">
      <NativeSelect
        aria-label={t('pagination.pageSize')}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value) as ScriptPageSize)}
        className="w-auto min-w-36"
      >
        {HISTORY_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('pagination.show', { count: size })}
          </option>
        ))}
      </NativeSelect>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon aria-hidden />
          {t('pagination.previous')}
        </Button>
        <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
          {t(more ? 'pagination.pageOfMany' : 'pagination.pageOf', { page, total: pageCount })}
        </span>
        <Button variant="outline" size="sm" disabled={!more && page >= pageCount} onClick={() => onPage(page + 1)}>
          {t('pagination.next')}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
