import { useEffect, useLayoutEffect, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { ArrowRightIcon, ChevronRightIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { THEMES, useTheme } from '@/context/theme-provider'
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '@/components/ui/command'
import { THEME_ICONS } from '@/components/theme-switch'
import { sidebarGroups, visibleNavGroups } from '@/components/layout/sidebar-data'
import { useCurrentUser } from '@/lib/session'
import { useCommandMenu } from '@/components/command-menu/command-menu-store'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { ScriptResults } from '@/components/command-menu/script-results'

/** Command palette: Ctrl/Cmd+K; the creator's scripts by title and topic, the sidebar's destinations and theme switching. */
export function CommandMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { setTheme } = useTheme()
  const { open, setOpen, toggle } = useCommandMenu()
  const focus = useReturnFocus()
  const groups = visibleNavGroups(sidebarGroups, useCurrentUser()?.is_admin ?? false)
  const [search, setSearch] = useState('')
  // A layout effect runs before the dialog's own focus moves in, so what had focus is still known.
  useLayoutEffect(() => {
    if (open) focus.remember()
  }, [open, focus])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
        event.preventDefault()
        toggle()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  const run = (action: () => void) => {
    setOpen(false)
    action()
  }
  // A palette opened again starts empty, as it did before it searched scripts (set while rendering,
  // React's pattern for state that follows a prop, so no effect renders twice).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (!open) setSearch('')
  }

  return (
    <CommandDialog
      open={open}
      onOpenChange={setOpen}
      title={t('commandMenu.title')}
      description={t('commandMenu.description')}
      onCloseAutoFocus={(event) => focus.restore(event)}
    >
      <CommandInput placeholder={t('commandMenu.placeholder')} value={search} onValueChange={setSearch} />
      <CommandList>
        <CommandEmpty>{t('commandMenu.empty')}</CommandEmpty>
        {open && (
          <ScriptResults
            search={search}
            onOpen={(id) => run(() => void navigate({ to: '/script-engine/$id', params: { id } }))}
          />
        )}
        {groups.map((group) => (
          <CommandGroup key={group.titleKey} heading={t(group.titleKey)}>
            {group.items.flatMap((item) =>
              (item.items ?? [item]).map((target) => {
                const label = item.items ? `${t(item.titleKey)} › ${t(target.titleKey)}` : t(target.titleKey)
                return (
                  <CommandItem
                    key={`${item.url}-${target.url}-${target.titleKey}`}
                    value={`${label} ${target.url}`}
                    onSelect={() => run(() => void navigate({ to: target.url }))}
                  >
                    {item.items ? <ChevronRightIcon /> : <ArrowRightIcon />}
                    {label}
                  </CommandItem>
                )
              }),
            )}
          </CommandGroup>
        ))}
        <CommandSeparator />
        <CommandGroup heading={t('theme.label')}>
          {THEMES.map((theme) => {
            const Icon = THEME_ICONS[theme]
            return (
              <CommandItem
                key={theme}
                value={`${t('theme.label')} ${t(`theme.${theme}`)}`}
                onSelect={() => run(() => setTheme(theme))}
              >
                <Icon />
                {t(`theme.${theme}`)}
              </CommandItem>
            )
          })}
        </CommandGroup>
      </CommandList>
    </CommandDialog>
  )
}
