import { useEffect } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { CoinsIcon, CreditCardIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { UserAvatar } from '@/components/user-avatar'
import { useLogout } from '@/components/layout/use-logout'
import { queryClient } from '@/lib/query-client'
import { currentUserQueryOptions, useCurrentUser } from '@/lib/session'
import {
  ariaShortcut,
  formatShortcut,
  shortcutAction,
  USER_MENU_SHORTCUTS,
  type UserMenuShortcut,
} from '@/components/layout/user-menu-shortcuts'

/** The menu's links, each with a shortcut that works whether the menu is open or not (user-menu-shortcuts.ts). */
const USER_MENU_LINKS = [
  { to: '/settings/account', icon: UserIcon, labelKey: 'userMenu.profile', shortcut: USER_MENU_SHORTCUTS.profile },
  { to: '/settings', icon: CreditCardIcon, labelKey: 'userMenu.billing', shortcut: USER_MENU_SHORTCUTS.billing },
  {
    to: '/settings/notifications',
    icon: SettingsIcon,
    labelKey: 'userMenu.settings',
    shortcut: USER_MENU_SHORTCUTS.settings,
  },
] as const

/** The hint at the end of a menu item, as text (the spec's user menu shows it). */
function ShortcutHint({ shortcut }: { shortcut: UserMenuShortcut }) {
  return (
    <kbd
      aria-hidden="true"
      className="ml-auto font-sans text-xs tracking-widest text-muted-foreground"
      data-testid={`shortcut-${shortcut.action}`}
    >
      {formatShortcut(shortcut)}
    </kbd>
  )
}

/** Answers the menu's shortcuts on every signed-in page; a logout already under way is not sent twice. */
function useUserMenuShortcuts(logout: ReturnType<typeof useLogout>) {
  const navigate = useNavigate()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event)
      if (!action) return
      event.preventDefault()
      if (action === 'logout') {
        if (!logout.isPending) logout.mutate()
        return
      }
      const link = USER_MENU_LINKS.find((item) => item.shortcut.action === action)
      if (link) void navigate({ to: link.to })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [navigate, logout])
}

/**
 * Fresh user info each time the menu opens (a request already in flight is shared); a failure keeps
 * what is shown. Not cached for a few seconds: an admin's grant made in those seconds would not
 * show, and opening a menu is rare enough to afford one small request.
 */
function refreshCurrentUser() {
  void queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch(() => undefined)
}

/** User menu: the signed-in user's name, address and credits. */
export function ProfileDropdown() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const logout = useLogout()
  useUserMenuShortcuts(logout)
  const nickname = user?.nickname || t('user.defaultNickname')
  return (
    // Opening the menu re-reads the user: credits an admin granted meanwhile show without a reload.
    <DropdownMenu modal={false} onOpenChange={(open) => open && refreshCurrentUser()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="relative size-9 rounded-full p-0" aria-label={t('userMenu.open')}>
          <UserAvatar nickname={user?.nickname} avatarUrl={user?.avatar_url} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64" align="end">
        <DropdownMenuLabel className="font-normal">
          <div className="flex items-center gap-3">
            <UserAvatar nickname={user?.nickname} avatarUrl={user?.avatar_url} className="size-9" />
            <div className="grid min-w-0 gap-0.5">
              <p className="truncate text-sm font-medium" data-testid="user-menu-nickname">
                {nickname}
              </p>
              <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
            </div>
          </div>
          {user?.credits && (
            <p
              className="mt-2 flex items-center gap-1.5 rounded-md bg-muted px-2 py-1 text-xs"
              data-testid="user-menu-credits"
            >
              <CoinsIcon className="size-3.5 text-amber-500" />
              {t('userMenu.credits', { count: user.credits.left_credits })}
            </p>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {USER_MENU_LINKS.map(({ to, icon: Icon, labelKey, shortcut }) => (
            <DropdownMenuItem key={labelKey} asChild>
              <Link to={to} aria-keyshortcuts={ariaShortcut(shortcut)}>
                <Icon />
                {t(labelKey)}
                <ShortcutHint shortcut={shortcut} />
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          aria-keyshortcuts={ariaShortcut(USER_MENU_SHORTCUTS.logout)}
          onSelect={(event) => {
            event.preventDefault()
            logout.mutate()
          }}
        >
          <LogOutIcon />
          {t('userMenu.logout')}
          <ShortcutHint shortcut={USER_MENU_SHORTCUTS.logout} />
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
