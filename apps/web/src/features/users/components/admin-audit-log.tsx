import { useState } from 'react'
import { ChevronLeftIcon, ChevronRightIcon, ScrollTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { AdminAuditEntry } from '@hookline/contract'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { intlLocale } from '@/lib/relative-time'
import { AUDIT_PAGE_SIZE, useAdminAudit } from '../api/admin-audit'

/** "Who did what to whom, when and why": the admin audit log, newest first, ten at a time. */
export function AdminAuditLog() {
  const { t, i18n } = useTranslation('users')
  const [page, setPage] = useState(1)
  const audit = useAdminAudit(page)
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' })
  const who = (party: AdminAuditEntry['actor']) =>
    party === null ? t('audit.server') : (party.email ?? t('audit.deletedAccount'))
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / AUDIT_PAGE_SIZE)) : 1

  return (
    <section aria-labelledby="admin-audit-title" className="grid gap-3">
      <div>
        <h2 id="admin-audit-title" className="text-lg font-semibold">
          {t('audit.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('audit.description')}</p>
      </div>
      {audit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : audit.isError ? (
        <EmptyState icon={ScrollTextIcon} title={t('audit.loadFailed')}>
          <Button variant="outline" onClick={() => void audit.refetch()}>
            {t('retry')}
          </Button>
        </EmptyState>
      ) : audit.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('audit.empty')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">{t('audit.when')}</th>
                <th className="px-3 py-2 font-medium">{t('audit.who')}</th>
                <th className="px-3 py-2 font-medium">{t('audit.what')}</th>
                <th className="px-3 py-2 font-medium">{t('audit.target')}</th>
                <th className="px-3 py-2 font-medium">{t('audit.why')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((entry) => (
                <tr key={entry.id} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                    {format.format(new Date(entry.created_at))}
                  </td>
                  <td className="px-3 py-2">{who(entry.actor)}</td>
                  <td className="px-3 py-2">
                    {t(`audit.actions.${entry.action}`)}
                    {entry.delta !== null && (
                      <span className="ms-1 tabular-nums">({entry.delta > 0 ? `+${entry.delta}` : entry.delta})</span>
                    )}
                  </td>
                  <td className="px-3 py-2">{entry.target ? (entry.target.email ?? t('audit.deletedAccount')) : ''}</td>
                  <td className="px-3 py-2 break-words text-muted-foreground">{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {audit.data && audit.data.total > AUDIT_PAGE_SIZE && (
        <nav aria-label={t('audit.pagination')} className="flex items-center justify-end gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            {t('previous')}
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums">{t('pageOf', { page, total: pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </section>
  )
}
