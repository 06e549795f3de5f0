import { Link } from '@tanstack/react-router'
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

/**
 * The menu's links. The template's shortcut hints (⇧⌘P, ⌘B, ⌘S, ⇧⌘Q) are not shown:
 * none was wired, and they belong to others (Ctrl+B toggles the sidebar, ⌘S saves the page,
 * ⇧⌘Q quits the browser on macOS), so a hint would promise what a key press does not do.
 */
const USER_MENU_LINKS = [
  { to: '/settings/account', icon: UserIcon, labelKey: 'userMenu.profile' },
  { to: '/settings', icon: CreditCardIcon, labelKey: 'userMenu.billing' },
  { to: '/settings/notifications', icon: SettingsIcon, labelKey: 'userMenu.settings' },
] as const

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
  const nickname = user?.nickname || t('user.defaultNickname')
  return (
    // Opening the menu re-reads the user: credits an admin granted meanwhile show without a reload.
    <DropdownMenu modal={false} onOpenChange={(open) => open && refreshCurrentUser()}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="relative size-9 rounded-full p-0" aria-label={t('userMenu.open')}>
          <UserAvatar nickname={user?.nickname} avatarUrl={user?.avatar_url} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60" align="end">
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
          {USER_MENU_LINKS.map(({ to, icon: Icon, labelKey }) => (
            <DropdownMenuItem key={labelKey} asChild>
              <Link to={to}>
                <Icon />
                {t(labelKey)}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          onSelect={(event) => {
            event.preventDefault()
            logout.mutate()
          }}
        >
          <LogOutIcon />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
