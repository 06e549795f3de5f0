import { useState } from 'react'
import { CheckIcon, CopyIcon, LinkIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { useCalendarFeed, useCalendarFeedActions } from '../api/calendar-feed'

/**
 * The plan's private calendar link (.ics): made, copied, replaced and revoked here. The server keeps
 * only the token's digest, so the address is shown once, right after it is made.
 */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('tasks')
  const feed = useCalendarFeed(open)
  const [url, setUrl] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const { create, revoke } = useCalendarFeedActions({
    onCreated: (made) => {
      setUrl(made.url)
      setCopied(false)
    },
    onRevoked: () => {
      setUrl(null)
      toast({ variant: 'success', title: t('feed.revoked') })
    },
  })
  const close = () => {
    setUrl(null)
    onClose()
  }
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast({ variant: 'success', title: t('feed.copied') })
    } catch {
      toast({ variant: 'destructive', title: t('feed.copyFailed') })
    }
  }
  const since = feed.data?.created_at
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(feed.data.created_at),
      )
    : null

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent className="sm:max-w-lg" data-testid="calendar-feed-dialog">
        <DialogHeader>
          <DialogTitle>{t('feed.title')}</DialogTitle>
          <DialogDescription>{t('feed.description')}</DialogDescription>
        </DialogHeader>
        {feed.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : url ? (
          <div className="grid gap-2">
            <div className="flex gap-2">
              <Input
                readOnly
                value={url}
                aria-label={t('feed.link')}
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
                data-testid="calendar-feed-url"
              />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                {t('feed.copy')}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">{t('feed.shownOnce')}</p>
          </div>
        ) : (
          <p className="text-sm" data-testid="calendar-feed-status">
            {feed.data?.active ? t('feed.active', { since }) : t('feed.none')}
          </p>
        )}
        <DialogFooter className="gap-2 sm:justify-between">
          {feed.data?.active ? (
            <Button
              type="button"
              variant="ghost"
              className="text-destructive"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              <Trash2Icon aria-hidden />
              {t('feed.revoke')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="button" disabled={create.isPending || feed.isPending} onClick={() => create.mutate()}>
            {feed.data?.active ? <RefreshCwIcon aria-hidden /> : <LinkIcon aria-hidden />}
            {feed.data?.active ? t('feed.replace') : t('feed.create')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
