import { useCallback, useEffect, useState } from 'react'
import { getRouteApi, Link } from '@tanstack/react-router'
import { HistoryIcon, SearchXIcon, SparklesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Platform, ScriptPageSize } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useHistory } from './api/list-history'
import { HistoryItem } from './components/history-item'
import { HistoryPagination } from './components/history-pagination'
import { HistoryToolbar } from './components/history-toolbar'
import { usePendingDeletes } from './hooks/pending-deletes'
import { useDeleteWithUndo } from './hooks/use-delete-with-undo'
import { historyQuery, type HistorySearch, type HistorySort } from './history-search'

const route = getRouteApi('/_authenticated/history/')

/** Relative dates ("5 minutes ago") move on while the page is open. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** /history (Script History): search, filter, sort and page the creator's scripts. */
export function HistoryPage() {
  const { t } = useTranslation('history')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = historyQuery(search)
  const history = useHistory(query)
  const pendingIds = usePendingDeletes((state) => state.ids)
  const deleteWithUndo = useDeleteWithUndo()
  const now = useMinuteClock()

  // Typing replaces the history entry; paging, sorting and filtering add one, so Back steps through them.
  const update = useCallback(
    (next: Partial<HistorySearch>, replace = false) =>
      void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }), replace }),
    [navigate],
  )
  const onSearch = useCallback((q: string) => update({ q: q || undefined }, true), [update])

  const items = history.data?.items.filter((item) => !pendingIds.includes(item.id)) ?? []
  const hidden = (history.data?.items.length ?? 0) - items.length
  const total = Math.max(0, (history.data?.total ?? 0) - hidden)
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize))
  // A search stops counting at 1000 matches (SCRIPT_SEARCH_COUNT_LIMIT): "1000+", more pages may follow.
  const exact = history.data?.total_exact ?? true
  const filtered = Boolean(query.q || query.platform)

  // A page past the end (the last script on it deleted, a stale link): go to the last page.
  useEffect(() => {
    if (history.data && !history.isPlaceholderData && exact && query.page > pageCount)
      update({ page: pageCount > 1 ? pageCount : undefined }, true)
  }, [history.data, history.isPlaceholderData, exact, query.page, pageCount, update])

  return (
    <PageContainer title={t('page.title')} description={t('page.subtitle')}>
      <HistoryToolbar
        q={query.q ?? ''}
        platform={query.platform}
        sort={query.sort}
        onSearch={onSearch}
        onPlatform={(platform?: Platform) => update({ platform })}
        onSort={(sort: HistorySort) => update({ sort: sort === 'newest' ? undefined : sort })}
      />
      {history.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : history.isError ? (
        <EmptyState icon={SearchXIcon} title={t('error.title')} description={t('error.description')}>
          <Button variant="outline" onClick={() => void history.refetch()}>
            {t('error.retry')}
          </Button>
        </EmptyState>
      ) : total === 0 && !filtered ? (
        <EmptyState icon={HistoryIcon} title={t('empty.title')} description={t('empty.firstDescription')}>
          <Button asChild>
            <Link to="/script-engine">
              <SparklesIcon aria-hidden />
              {t('empty.create')}
            </Link>
          </Button>
        </EmptyState>
      ) : total === 0 ? (
        <EmptyState icon={SearchXIcon} title={t('empty.title')} description={t('empty.description')}>
          <Button variant="outline" onClick={() => update({ q: undefined, platform: undefined })}>
            {t('empty.clear')}
          </Button>
        </EmptyState>
      ) : (
        <>
          <p className="-mb-3 text-sm text-muted-foreground" aria-live="polite">
            {query.q
              ? t(exact ? 'results.matching' : 'results.matchingMany', { count: total, q: query.q })
              : t('results.total', { count: total })}
          </p>
          <ul className="space-y-3" aria-busy={history.isPlaceholderData}>
            {items.map((item) => (
              <HistoryItem key={item.id} item={item} now={now} onDelete={deleteWithUndo} />
            ))}
          </ul>
        </>
      )}
      {total > 0 && (
        <HistoryPagination
          page={exact ? Math.min(query.page, pageCount) : query.page}
          pageCount={exact ? pageCount : Math.max(pageCount, query.page)}
          more={!exact}
          pageSize={query.pageSize}
          onPage={(page) => update({ page: page > 1 ? page : undefined })}
          onPageSize={(pageSize: ScriptPageSize) => update({ pageSize: pageSize === 10 ? undefined : pageSize })}
        />
      )}
    </PageContainer>
  )
}
