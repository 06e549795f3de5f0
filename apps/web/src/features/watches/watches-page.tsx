import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon, BellRingIcon, PencilIcon, PlusIcon, SendIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Watch } from '@hookline/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'
import { WatchFormDialog } from './watch-form-dialog'
import { useDeleteWatch, useTestWatch, useUpdateWatch, useWatches } from './watches-api'

/** /hot/watches: the creator's keyword groups on the lists, and where their alerts go. */
export function WatchesPage() {
  const { t } = useTranslation('watches')
  const watches = useWatches()
  // A new dialog (fresh form state) per opening: `key` changes with what it edits.
  const [editing, setEditing] = useState<{ watch: Watch | null; key: number } | null>(null)
  const openForm = (watch: Watch | null) => setEditing({ watch, key: Date.now() })

  return (
    <PageContainer
      title={t('page.title')}
      description={t('page.description')}
      actions={
        <div className="flex flex-wrap gap-2 max-sm:w-full">
          <Button variant="outline" asChild>
            <Link to="/hot">
              <ArrowLeftIcon />
              {t('page.back')}
            </Link>
          </Button>
          <Button onClick={() => openForm(null)}>
            <PlusIcon />
            {t('page.create')}
          </Button>
        </div>
      }
    >
      {watches.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : watches.isError ? (
        <p className="text-sm text-destructive">{t('page.loadFailed')}</p>
      ) : watches.data.items.length === 0 ? (
        <EmptyState icon={BellRingIcon} title={t('empty.title')} description={t('empty.description')}>
          <Button onClick={() => openForm(null)}>
            <PlusIcon />
            {t('page.create')}
          </Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label={t('page.title')}>
          {watches.data.items.map((watch) => (
            <WatchCard key={watch.id} watch={watch} onEdit={() => openForm(watch)} />
          ))}
        </ul>
      )}
      {editing && (
        <WatchFormDialog
          key={editing.key}
          open
          watch={editing.watch}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </PageContainer>
  )
}

function WatchCard({ watch, onEdit }: { watch: Watch; onEdit: () => void }) {
  const { t } = useTranslation('watches')
  const update = useUpdateWatch()
  const test = useTestWatch()
  const remove = useDeleteWatch()
  const [confirming, setConfirming] = useState(false)
  const trigger = watch.trigger === 'top_n' ? t('trigger.top_nCount', { count: watch.top_n ?? 0 }) : t('trigger.enters')
  const failed = (title: string) => (error: Error) =>
    toast({ variant: 'destructive', title, description: isApiError(error) ? apiErrorMessage(error) : undefined })

  const sendTest = () =>
    test.mutate(watch.id, {
      onSuccess: (result) =>
        result.ok
          ? toast({ variant: 'success', title: t('test.sent') })
          : toast({
              variant: 'destructive',
              title: t('test.failed'),
              description: t(`test.reasons.${result.reason ?? 'http_error'}`, { status: result.status ?? '' }),
            }),
      onError: failed(t('test.failed')),
    })

  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4" data-testid="watch-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className="truncate font-semibold">{watch.name}</h2>
          <p className="text-sm text-muted-foreground">
            {watch.platforms.map((platform) => t(`platforms.${platform}`)).join(' · ')} · {trigger}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">{watch.enabled ? t('card.on') : t('card.off')}</span>
          <Switch
            checked={watch.enabled}
            aria-label={t('card.toggle', { name: watch.name })}
            disabled={update.isPending}
            onCheckedChange={(enabled) =>
              update.mutate({ id: watch.id, update: { enabled } }, { onError: failed(t('form.saveFailed')) })
            }
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {watch.keywords.map((keyword) => (
          <Badge key={keyword} variant="secondary">
            {keyword}
          </Badge>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {watch.webhook
          ? t('card.webhook', {
              kind: t(`kinds.${watch.webhook.kind}`),
              last4: watch.webhook.url_last4 ?? watch.webhook.secret_last4 ?? '',
              delivery:
                watch.delivery === 'digest'
                  ? t('card.digestAt', { time: watch.digest_time })
                  : watch.quiet_hours
                    ? t('card.quiet', { start: watch.quiet_hours.start, end: watch.quiet_hours.end })
                    : t('delivery.instant'),
            })
          : t('card.inAppOnly')}
        {watch.last_delivery &&
          ` · ${watch.last_delivery.ok ? t('card.lastOk') : t('card.lastFailed', { status: watch.last_delivery.status ?? '—' })}`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <PencilIcon />
          {t('card.edit')}
        </Button>
        {watch.webhook && (
          <Button variant="outline" size="sm" disabled={test.isPending} onClick={sendTest}>
            <SendIcon />
            {t('card.test')}
          </Button>
        )}
        <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
          <Trash2Icon />
          {t('card.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('delete.title', { name: watch.name })}
        description={t('delete.description')}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('card.delete')}
        destructive
        onConfirm={() =>
          remove.mutateAsync(watch.id, {
            onSuccess: () => toast({ variant: 'success', title: t('delete.done') }),
            onError: failed(t('delete.failed')),
          })
        }
      />
    </li>
  )
}
