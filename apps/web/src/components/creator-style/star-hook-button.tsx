import { useQuery } from '@tanstack/react-query'
import { Loader2Icon, StarIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { StarHookInput } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { cn } from '@/lib/utils'
import { hookLibraryQueryOptions, useStarHook } from './hook-library-api'

/**
 * Star a hook into the creator's hook library, or unstar it: the same words are one hook, so a
 * hook already kept shows filled whichever round or version it is seen in.
 */
export function StarHookButton({ hook, label }: { hook: StarHookInput; label?: string }) {
  const { t, ready } = useTranslation('chats', { useSuspense: false })
  const library = useQuery(hookLibraryQueryOptions())
  const { star, unstar } = useStarHook()
  const kept = library.data?.items.find((item) => item.voice_over === hook.voice_over.trim())
  const busy = star.isPending || unstar.isPending
  const toggle = () => {
    const failed = () => toast({ variant: 'destructive', title: t('hookLibrary.starFailed') })
    if (kept) unstar.mutate(kept.id, { onError: failed })
    else star.mutate(hook, { onError: failed })
  }
  // The chats strings load beside the page that shows this rather than holding it.
  if (!ready) return null
  return (
    <Button
      type="button"
      size={label ? 'sm' : 'icon'}
      variant="ghost"
      className={cn(!label && 'size-8')}
      aria-pressed={Boolean(kept)}
      // A visible label is the name (what is read must contain what is seen); aria-pressed says starred.
      aria-label={label ? undefined : kept ? t('hookLibrary.unstar') : t('hookLibrary.star')}
      title={kept ? t('hookLibrary.unstar') : t('hookLibrary.star')}
      disabled={busy || library.isPending}
      onClick={toggle}
    >
      {busy ? (
        <Loader2Icon className="animate-spin" />
      ) : (
        <StarIcon className={cn(kept && 'fill-amber-400 text-amber-500')} aria-hidden />
      )}
      {label}
    </Button>
  )
}
