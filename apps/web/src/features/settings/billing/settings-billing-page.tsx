import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ChevronLeftIcon, ChevronRightIcon, CoinsIcon, ReceiptTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CreditEntry } from '@hookline/contract'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useCurrentUser } from '@/lib/session'
import { SettingsSection } from '../settings-section'
import { useCreditLedger, useCreditSummary } from '../api/account-api'
import { cn } from '@/lib/utils'

const LEDGER_PAGE_SIZE = 20

/** /settings (the user menu's Billing): balance, what to do at 0, and every change of the balance. */
export function SettingsBillingPage() {
  const { t } = useTranslation('settings')
  const credits = useCurrentUser()?.credits
  if (!credits) {
    return (
      <SettingsSection title={t('billing.title')} description={t('billing.description')}>
        <p className="text-sm text-muted-foreground">{t('billing.noCredits')}</p>
      </SettingsSection>
    )
  }
  return (
    <SettingsSection title={t('billing.title')} description={t('billing.description')}>
      <Balance balance={credits.left_credits} />
      <p className="text-sm text-muted-foreground">{t('billing.note')}</p>
      <Ledger />
    </SettingsSection>
  )
}

function Balance({ balance }: { balance: number }) {
  const { t } = useTranslation('settings')
  const summary = useCreditSummary()
  const contact = summary.data?.admin_contact
  const contactHref = contact
    ? contact.includes('@') && !contact.includes('://')
      ? `mailto:${contact}`
      : contact
    : null
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-amber-500/15 text-amber-700 dark:text-amber-400">
          <CoinsIcon className="size-6" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{t('billing.balance')}</p>
          <p className="text-2xl font-semibold tabular-nums" data-testid="billing-credits">
            {balance}
          </p>
        </div>
      </div>
      {summary.data && summary.data.cost_per_generation > 0 && (
        <p
          className={cn(
            'text-sm',
            balance < summary.data.cost_per_generation ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {balance < summary.data.cost_per_generation
            ? t('billing.runOut')
            : t('billing.perGeneration', { count: summary.data.cost_per_generation })}{' '}
          {contactHref ? (
            <>
              {t('billing.askAdmin')}{' '}
              <a
                className="font-medium underline underline-offset-4"
                href={contactHref}
                target={contactHref.startsWith('http') ? '_blank' : undefined}
                rel="noreferrer"
              >
                {contact}
              </a>
            </>
          ) : (
            t('billing.askAdminNoContact')
          )}
        </p>
      )}
    </div>
  )
}

function Ledger() {
  const { t, i18n } = useTranslation('settings')
  const [page, setPage] = useState(1)
  const ledger = useCreditLedger(page, LEDGER_PAGE_SIZE)
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' })
  const what = (entry: CreditEntry) => {
    if (entry.kind === 'generation') {
      return entry.script ? (
        <Link
          to="/script-engine/$id"
          params={{ id: entry.script.id }}
          className="font-medium underline-offset-4 hover:underline"
        >
          {entry.script.title}
        </Link>
      ) : (
        t('billing.kinds.generationDeleted')
      )
    }
    return t(`billing.kinds.${entry.kind}`)
  }
  const pages = ledger.data ? Math.max(1, Math.ceil(ledger.data.total / LEDGER_PAGE_SIZE)) : 1

  return (
    <div className="grid gap-3">
      <h3 id="ledger-title" className="font-medium">
        {t('billing.history')}
      </h3>
      {ledger.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : ledger.isError ? (
        <p className="text-sm text-destructive">{t('billing.historyFailed')}</p>
      ) : ledger.data.items.length === 0 ? (
        <EmptyState icon={ReceiptTextIcon} title={t('billing.historyEmpty')} />
      ) : (
        // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
        <div
          className="relative overflow-x-auto rounded-md border"
          tabIndex={0}
          role="region"
          aria-labelledby="ledger-title"
        >
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('billing.columns.date')}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('billing.columns.what')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('billing.columns.change')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('billing.columns.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.data.items.map((entry) => (
                <tr key={entry.id} className="border-t align-top">
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{date(entry.created_at)}</td>
                  <td className="px-3 py-2">
                    <div>{what(entry)}</div>
                    {(entry.model || entry.reason) && (
                      <div className="text-xs text-muted-foreground">{entry.reason ?? entry.model}</div>
                    )}
                  </td>
                  <td
                    className={cn(
                      'px-3 py-2 text-end font-medium tabular-nums',
                      entry.delta > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-foreground',
                    )}
                  >
                    {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                  </td>
                  <td className="px-3 py-2 text-end tabular-nums text-muted-foreground">{entry.balance_after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ledger.data && pages > 1 && (
        <nav aria-label={t('billing.pagination')} className="flex items-center justify-end gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            {t('billing.previous')}
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums">
            {t('billing.pageOf', { page, total: pages })}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('billing.next')}
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  )
}
