import { useCallback, useEffect, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon, UsersIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AdminUser } from '@hookline/contract'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/lib/session'
import { useAdminUsers } from './api/admin-users'
import { AdjustCreditsDialog } from './components/adjust-credits-dialog'
import { AdminAuditLog } from './components/admin-audit-log'
import { DisableUserDialog } from './components/disable-user-dialog'
import { UsersTable } from './components/users-table'
import { USERS_PAGE_SIZES, USERS_STATUSES, usersQuery, type UsersSearch } from './users-search'

/** A search waits this long after the last key, so typing does not send a request per letter. */
const SEARCH_DEBOUNCE_MS = 300

/** /users: every account and the admin audit log, for the instance's admins (the route shows anyone else the 403 page). */
export function UsersPage({ search }: { search: UsersSearch }) {
  const { t } = useTranslation('users')
  const navigate = useNavigate({ from: '/users/' })
  const me = useCurrentUser()?.id
  const query = usersQuery(search)
  const users = useAdminUsers(query)
  const [typed, setTyped] = useState(search.q ?? '')
  const [adjusting, setAdjusting] = useState<AdminUser | null>(null)
  const [toggling, setToggling] = useState<AdminUser | null>(null)
  const update = useCallback(
    (changes: Partial<UsersSearch>) =>
      void navigate({ search: (previous) => ({ ...previous, page: undefined, ...changes }) }),
    [navigate],
  )

  useEffect(() => {
    const trimmed = typed.trim()
    if (trimmed === (search.q ?? '')) return
    const timer = setTimeout(() => update({ q: trimmed || undefined }), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed, search.q, update])

  const pageCount = users.data ? Math.max(1, Math.ceil(users.data.total / query.pageSize)) : 1
  return (
    <PageContainer
      title={t('title')}
      description={t('subtitle')}
      actions={
        <Button variant="outline" asChild>
          <Link to="/users/jobs">{t('jobsLink')}</Link>
        </Button>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1">
          <SearchIcon
            className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={t('search')}
            placeholder={t('search')}
            className="ps-8"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <NativeSelect
          aria-label={t('filterStatus')}
          className="w-auto"
          value={search.status ?? ''}
          onChange={(event) => update({ status: (event.target.value || undefined) as UsersSearch['status'] })}
        >
          <option value="">{t('allStatuses')}</option>
          {USERS_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>

      {users.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <EmptyState icon={UsersIcon} title={t('loadFailed')} description={t('loadFailedDescription')}>
          <Button variant="outline" onClick={() => void users.refetch()}>
            {t('retry')}
          </Button>
        </EmptyState>
      ) : users.data.items.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title={t('empty')}
          description={search.q || search.status ? t('emptyFiltered') : undefined}
        />
      ) : (
        <UsersTable
          users={users.data.items}
          sort={query.sort}
          order={query.order}
          onSort={(sort, order) =>
            update({ sort: sort === 'created_at' ? undefined : sort, order: order === 'desc' ? undefined : order })
          }
          onAdjust={setAdjusting}
          onToggleDisabled={setToggling}
          currentUserId={me}
        />
      )}

      {users.data && users.data.total > 0 && (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-between gap-3">
          <NativeSelect
            aria-label={t('pageSize')}
            className="w-auto"
            value={query.pageSize}
            onChange={(event) => update({ pageSize: Number(event.target.value) as UsersSearch['pageSize'] })}
          >
            {USERS_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('show', { count: size })}
              </option>
            ))}
          </NativeSelect>
          <div className="flex items-center gap-2">
            <span className="text-sm text-muted-foreground tabular-nums">
              {t('total', { count: users.data.total })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={query.page <= 1}
              onClick={() =>
                void navigate({
                  search: (previous) => ({ ...previous, page: query.page - 1 > 1 ? query.page - 1 : undefined }),
                })
              }
            >
              <ChevronLeftIcon aria-hidden />
              {t('previous')}
            </Button>
            <span className="text-sm whitespace-nowrap text-muted-foreground tabular-nums" aria-live="polite">
              {t('pageOf', { page: query.page, total: pageCount })}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={query.page >= pageCount}
              onClick={() => void navigate({ search: (previous) => ({ ...previous, page: query.page + 1 }) })}
            >
              {t('next')}
              <ChevronRightIcon aria-hidden />
            </Button>
          </div>
        </nav>
      )}

      <AdminAuditLog />

      <AdjustCreditsDialog user={adjusting} onClose={() => setAdjusting(null)} />
      <DisableUserDialog user={toggling} onClose={() => setToggling(null)} />
    </PageContainer>
  )
}
