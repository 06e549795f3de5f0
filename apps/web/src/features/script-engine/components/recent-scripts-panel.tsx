import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, FileTextIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { RECENT_PAGE_SIZE, useRecentScripts } from '../api/list-scripts'
import { timeAgo } from '@/lib/relative-time'
import { PlatformDot } from './platform-picker'

const RECENT_COUNT = 6

/** The latest conversations beside the brief form, with the way to all of them in History. */
export function RecentScriptsPanel() {
  const { t, i18n } = useTranslation('scripts')
  const recent = useRecentScripts(RECENT_PAGE_SIZE)
  const items = recent.data?.items.slice(0, RECENT_COUNT) ?? []

  return (
    <section aria-labelledby="recent-scripts-title" className="rounded-xl border bg-card shadow-xs">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id="recent-scripts-title" className="text-sm font-semibold">
          {t('recent.title')}
        </h2>
        <Link
          to="/history"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('recent.viewAll')}
          <ArrowRightIcon aria-hidden className="size-3.5" />
        </Link>
      </div>
      {recent.isPending ? (
        <div className="grid gap-3 p-4">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-10" />
          ))}
        </div>
      ) : recent.isError ? (
        <div role="alert" className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <p className="text-sm text-muted-foreground">{t('recent.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void recent.refetch()} disabled={recent.isFetching}>
            {t('recent.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
          <FileTextIcon aria-hidden className="size-6 text-muted-foreground/60" />
          <p className="text-sm text-muted-foreground">{t('recent.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to="/script-engine/$id"
                params={{ id: item.id }}
                className="flex flex-col gap-1 px-4 py-3 transition-colors outline-none hover:bg-accent/60 focus-visible:bg-accent"
              >
                <span className="line-clamp-1 text-sm font-medium">{item.title}</span>
                <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <PlatformDot platform={item.platform} />
                  {t(`common:platforms.${item.platform}`)}
                  <span aria-hidden>·</span>
                  {t('recent.versions', { count: item.version_count })}
                  <span aria-hidden>·</span>
                  {timeAgo(item.updated_at, i18n.resolvedLanguage) ?? t('time.justNow')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
