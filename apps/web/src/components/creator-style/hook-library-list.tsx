import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Loader2Icon, StarOffIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { hookLibraryQueryOptions, useStarHook } from './hook-library-api'

/**
 * The creator's starred hooks with their type, platform and source script, each unstarred in one
 * click. `limit` shows the newest few (the Hook Lab's side list); without it, all of them.
 */
export function HookLibraryList({ limit }: { limit?: number }) {
  const { t, ready } = useTranslation('chats', { useSuspense: false })
  const { t: ts } = useTranslation('scripts')
  const { t: tc } = useTranslation()
  const library = useQuery(hookLibraryQueryOptions())
  const { unstar } = useStarHook()
  // The chats strings load beside the page that shows this rather than holding it.
  if (!ready) return null
  if (library.isPending) return <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-hidden />
  if (library.isError)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t('hookLibrary.loadFailed')}
      </p>
    )
  const items = limit ? library.data.items.slice(0, limit) : library.data.items
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t('hookLibrary.empty')}</p>
  return (
    <ul className="grid gap-2" aria-label={t('hookLibrary.title')} data-testid="hook-library">
      {items.map((hook) => (
        <li key={hook.id} className="flex items-start justify-between gap-2 rounded-lg border p-3">
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-medium break-words">{hook.voice_over}</p>
            <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
              {hook.type && <Badge variant="secondary">{ts(`hookLab.types.${hook.type}`)}</Badge>}
              <Badge variant="outline">{tc(`platforms.${hook.platform}`)}</Badge>
              {hook.script_id && hook.script_title && (
                <Link
                  to="/script-engine/$id"
                  params={{ id: hook.script_id }}
                  className="truncate underline-offset-4 hover:underline"
                >
                  {t('hookLibrary.from', { title: hook.script_title })}
                </Link>
              )}
            </div>
          </div>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={unstar.isPending}
            aria-label={t('hookLibrary.unstarOne', { text: hook.voice_over })}
            onClick={() =>
              unstar.mutate(hook.id, {
                onError: () => toast({ variant: 'destructive', title: t('hookLibrary.starFailed') }),
              })
            }
          >
            <StarOffIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">{t('hookLibrary.unstar')}</span>
          </Button>
        </li>
      ))}
    </ul>
  )
}
