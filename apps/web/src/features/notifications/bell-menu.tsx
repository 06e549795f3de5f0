import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { BellIcon, CheckCheckIcon, SettingsIcon, XIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { Notification } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import {
  useDeleteNotification,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useUnreadCount,
} from './notifications-api'
import { relativeTime } from './relative-time'

/**
 * A popover (a labelled dialog), not a menu: it holds more than items to pick (mark all read, a
 * delete button per notification), which a menu's role may not contain.
 */
export default function BellMenu() {
  const { t } = useTranslation('notifications')
  const [open, setOpen] = useState(false)
  const unread = useUnreadCount().data ?? 0
  const list = useNotifications(open)
  const markAll = useMarkAllRead()
  const shown = unread > 99 ? '99+' : String(unread)
  const close = () => setOpen(false)

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          data-testid="notification-bell"
        >
          <BellIcon />
          {unread > 0 && (
            <span
              data-testid="notification-count"
              aria-hidden
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 font-semibold text-white"
            >
              {shown}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          collisionPadding={8}
          aria-label={t('bell.title')}
          data-testid="notification-panel"
          className="z-50 w-[min(24rem,calc(100vw-1rem))] animate-zoom-in rounded-md border bg-popover text-popover-foreground shadow-md"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="text-sm font-semibold">{t('bell.title')}</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate(undefined)}
            >
              <CheckCheckIcon />
              {t('bell.markAllRead')}
            </Button>
          </div>
          <div className="max-h-[min(26rem,70vh)] overflow-y-auto">
            {list.isPending ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('bell.loading')}</p>
            ) : list.isError ? (
              <p className="px-3 py-6 text-center text-sm text-destructive">{t('bell.loadFailed')}</p>
            ) : list.data.pages.every((page) => page.items.length === 0) ? (
              <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t('bell.empty')}</p>
            ) : (
              <>
                <ul>
                  {list.data.pages
                    .flatMap((page) => page.items)
                    .map((notification) => (
                      <NotificationRow key={notification.id} notification={notification} onOpen={close} />
                    ))}
                </ul>
                {list.hasNextPage && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="w-full rounded-none"
                    disabled={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t('bell.older')}
                  </Button>
                )}
              </>
            )}
          </div>
          <div className="border-t p-1">
            <Button variant="ghost" size="sm" className="w-full" asChild>
              <Link to="/hot/watches" onClick={close}>
                <SettingsIcon />
                {t('bell.manageWatches')}
              </Link>
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/** One hit: opening it marks it read and shows the item on Hot Discoveries. */
function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications')
  const navigate = useNavigate()
  const markRead = useMarkRead()
  const remove = useDeleteNotification()
  const { hit } = notification
  const why = hit.trigger === 'top_n' ? t('trigger.top_n', { count: hit.top_n ?? 0 }) : t('trigger.enters')
  return (
    <li className="relative border-b last:border-b-0">
      <button
        type="button"
        data-testid="notification-item"
        className="flex w-full items-start gap-2.5 px-3 py-2.5 pr-10 text-left outline-hidden hover:bg-accent focus-visible:bg-accent"
        onClick={() => {
          if (!notification.read) markRead.mutate(notification.id)
          onOpen()
          void navigate({ to: '/hot', search: { platform: hit.platform, item: `${hit.platform}:${hit.key}` } })
        }}
      >
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-primary')}
        />
        <span className="grid min-w-0 gap-0.5">
          <span className={cn('line-clamp-2 text-sm', !notification.read && 'font-medium')}>{hit.title}</span>
          <span className="text-xs text-muted-foreground">
            {t('row.meta', { watch: hit.watch_name, platform: t(`platforms.${hit.platform}`), rank: hit.rank, why })}
          </span>
          <span className="text-xs text-muted-foreground">
            {relativeTime(notification.created_at, i18n.language)}
            {notification.read ? '' : ` · ${t('row.unread')}`}
          </span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-1 size-7"
        aria-label={t('row.delete', { title: hit.title })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(notification.id)}
      >
        <XIcon />
      </Button>
    </li>
  )
}
