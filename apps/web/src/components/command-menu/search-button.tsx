import { SearchIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useCommandMenu } from '@/components/command-menu/command-menu-store'
import { modKeyLabel } from '@/lib/mod-key'

/** Header 'Search': opens the command palette, with its shortcut shown as text. */
export function SearchButton() {
  const { t } = useTranslation()
  const setOpen = useCommandMenu((s) => s.setOpen)
  return (
    <Button
      variant="outline"
      className="relative h-9 w-9 justify-start rounded-md bg-muted/40 px-0 text-sm font-normal text-muted-foreground shadow-none hover:bg-muted/60 sm:w-52 sm:pr-12 sm:pl-3 lg:w-64"
      onClick={() => setOpen(true)}
      aria-keyshortcuts={modKeyLabel() === '⌘' ? 'Meta+K' : 'Control+K'}
    >
      <SearchIcon className="mx-auto sm:mx-0" />
      {/* The name is the label the button shows (read on narrow screens too); the key hint is announced as a shortcut, not as text. */}
      <span className="sr-only sm:not-sr-only">{t('commandMenu.search')}</span>
      <kbd
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2 hidden h-5 -translate-y-1/2 items-center gap-1 rounded border bg-muted px-1.5 font-mono text-[10px] font-medium select-none sm:flex"
      >
        <span className="text-xs">{modKeyLabel()}</span>K
      </kbd>
    </Button>
  )
}
