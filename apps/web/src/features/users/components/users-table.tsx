import { useMemo } from 'react'
import { createColumnHelper, flexRender, tableFeatures, useTable } from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpIcon, ArrowUpDownIcon, MoreHorizontalIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AdminUser } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { timeAgo } from '@/lib/relative-time'
import type { AdminUsersQuery } from '../api/admin-users'

// No client-side features: search, sort and paging are the server's; the table lays out the page it got.
const features = tableFeatures({})
const column = createColumnHelper<typeof features, AdminUser>()
const SORTABLE = new Set(['email', 'created_at', 'last_active_at', 'scripts', 'credits'])

const statusVariant = { active: 'secondary', unverified: 'outline', disabled: 'outline' } as const

/**
 * The accounts, sorted and paged by the server: a header click changes the URL's sort and the
 * server answers the page. Row actions open the dialogs the page owns.
 */
export function UsersTable({
  users,
  sort,
  order,
  onSort,
  onAdjust,
  onToggleDisabled,
  currentUserId,
}: {
  users: AdminUser[]
  sort: AdminUsersQuery['sort']
  order: AdminUsersQuery['order']
  onSort: (sort: AdminUsersQuery['sort'], order: AdminUsersQuery['order']) => void
  onAdjust: (user: AdminUser) => void
  onToggleDisabled: (user: AdminUser) => void
  currentUserId: string | undefined
}) {
  const { t, i18n } = useTranslation('users')
  const when = (iso: string | null) => (iso ? (timeAgo(iso, i18n.language) ?? t('justNow')) : t('never'))
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('email', {
          header: () => t('columns.email'),
          cell: ({ row }) => (
            <div className="min-w-0">
              <div className="truncate font-medium">{row.original.email}</div>
              <div className="truncate text-xs text-muted-foreground">
                {row.original.nickname}
                {row.original.is_admin && (
                  <Badge variant="outline" className="ms-2">
                    {t('admin')}
                  </Badge>
                )}
              </div>
            </div>
          ),
        }),
        column.accessor('created_at', {
          header: () => t('columns.created'),
          cell: (info) => <time dateTime={info.getValue()}>{when(info.getValue())}</time>,
        }),
        column.accessor('last_active_at', {
          header: () => t('columns.lastActive'),
          cell: (info) => when(info.getValue()),
        }),
        column.accessor('scripts', {
          header: () => t('columns.scripts'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        column.accessor('credits', {
          header: () => t('columns.credits'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        column.accessor('status', {
          header: () => t('columns.status'),
          cell: (info) => (
            <Badge
              variant={statusVariant[info.getValue()]}
              className={info.getValue() === 'disabled' ? 'border-destructive text-destructive' : undefined}
            >
              {t(`status.${info.getValue()}`)}
            </Badge>
          ),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">{t('columns.actions')}</span>,
          cell: ({ row }) => (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t('actionsFor', { email: row.original.email })}>
                  <MoreHorizontalIcon />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => onAdjust(row.original)}>{t('adjust.open')}</DropdownMenuItem>
                <DropdownMenuItem
                  disabled={row.original.id === currentUserId}
                  className={row.original.status === 'disabled' ? undefined : 'text-destructive'}
                  onSelect={() => onToggleDisabled(row.original)}
                >
                  {t(row.original.status === 'disabled' ? 'status.enable' : 'status.disable')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, currentUserId, onAdjust, onToggleDisabled],
  )
  const table = useTable({ features, columns, data: users, getRowId: (row) => row.id })

  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-start">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id
                const active = sort === id
                const label = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                    className="px-3 py-2 text-start font-medium whitespace-nowrap text-muted-foreground"
                  >
                    {SORTABLE.has(id) ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 hover:text-foreground"
                        onClick={() =>
                          onSort(id as AdminUsersQuery['sort'], active && order === 'desc' ? 'asc' : 'desc')
                        }
                      >
                        {label}
                        {active ? (
                          order === 'asc' ? (
                            <ArrowUpIcon className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowDownIcon className="size-3.5" aria-hidden />
                          )
                        ) : (
                          <ArrowUpDownIcon className="size-3.5 opacity-50" aria-hidden />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="max-w-64 px-3 py-2 align-middle">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
