import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { FileTextIcon, LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CommandGroup, CommandItem } from '@/components/ui/command'
import { listScripts, scriptQueryKeys } from '@/lib/scripts-resource'

/** Typing pauses this long before the palette asks History: one request per pause, not per key. */
const SCRIPT_SEARCH_DEBOUNCE_MS = 250
/** The palette lists a handful; History has the rest. */
const SCRIPT_RESULTS_SHOWN = 8

function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/**
 * The creator's scripts whose title, topic or current text match what is typed, from the History
 * search API (the same matching as /history: Chinese substrings, English any case). Each result
 * carries the typed text as a keyword so the palette's own filter keeps what the server found.
 */
export function ScriptResults({ search, onOpen }: { search: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation()
  const q = useDebounced(search.trim(), SCRIPT_SEARCH_DEBOUNCE_MS)
  const results = useQuery({
    queryKey: scriptQueryKeys.list({ q, pageSize: 10 }),
    queryFn: ({ signal }) => listScripts({ q, pageSize: 10 }, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })
  if (!search.trim()) return null
  const items = results.data?.items.slice(0, SCRIPT_RESULTS_SHOWN) ?? []
  if (items.length === 0 && !results.isFetching) return null
  return (
    <CommandGroup heading={t('commandMenu.scripts')} data-testid="palette-scripts">
      {items.length === 0 ? (
        <CommandItem disabled value={`scripts-loading ${search}`} keywords={[search]}>
          <LoaderCircleIcon className="animate-spin" />
          {t('commandMenu.searchingScripts')}
        </CommandItem>
      ) : (
        items.map((item) => (
          <CommandItem
            key={item.id}
            value={`script ${item.id}`}
            keywords={[search, item.title, item.topic]}
            onSelect={() => onOpen(item.id)}
          >
            <FileTextIcon />
            <span className="min-w-0 flex-1 truncate">{item.title}</span>
            <span className="shrink-0 text-xs text-muted-foreground">{t(`platforms.${item.platform}`)}</span>
          </CommandItem>
        ))
      )}
    </CommandGroup>
  )
}
