import { useQuery } from '@tanstack/react-query'
import { ChevronDownIcon, StarIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { HookType, Script, StarHookInput } from '@hookline/contract'
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible'
import { hookLibraryQueryOptions } from './hook-library-api'
import { HookLibraryList } from './hook-library-list'
import { StarHookButton } from './star-hook-button'

/** How many starred hooks the Hook Lab lists; the whole library is in Settings › Voice & hooks. */
const SHOWN = 5

/** A hook of the Hook Lab (or the version's own) as the hook library keeps it: its words, type and source script. */
export const starredFrom = (
  scriptId: string,
  hook: { voice_over: string; on_screen_text: string; type: HookType | null },
): StarHookInput => ({
  voice_over: hook.voice_over,
  on_screen_text: hook.on_screen_text,
  type: hook.type,
  language: /[\u4e00-\u9fff]/.test(hook.voice_over) ? 'zh' : 'en',
  script_id: scriptId,
})

/**
 * The hook library beside the Hook Lab: star the version's own hook, and the newest starred hooks
 * (unstarred here too), folded away until the creator opens them.
 */
export function HookLabLibrary({ scriptId, script }: { scriptId: string; script: Script }) {
  const { t, ready } = useTranslation('chats', { useSuspense: false })
  const library = useQuery(hookLibraryQueryOptions())
  const count = library.data?.items.length ?? 0
  // The chats strings load beside the page that shows this rather than holding it.
  if (!ready) return null
  return (
    <div className="grid gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {script.hook.voice_over.trim() && (
          <StarHookButton
            hook={starredFrom(scriptId, { ...script.hook, type: null })}
            label={t('hookLibrary.starCurrent')}
          />
        )}
      </div>
      <Collapsible>
        <CollapsibleTrigger className="group flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
          <StarIcon aria-hidden className="size-4" />
          {t('hookLibrary.starredCount', { count })}
          <ChevronDownIcon aria-hidden className="size-4 transition-transform group-data-[state=open]:rotate-180" />
        </CollapsibleTrigger>
        <CollapsibleContent className="pt-2">
          <HookLibraryList limit={SHOWN} />
        </CollapsibleContent>
      </Collapsible>
    </div>
  )
}
