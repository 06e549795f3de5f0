import type { LucideIcon } from 'lucide-react'
import { TRENDING_FRESHNESS_BADGE } from '@/components/layout/trending-freshness'
import {
  AudioLinesIcon,
  BellIcon,
  CircleHelpIcon,
  FlameIcon,
  HistoryIcon,
  LayoutGridIcon,
  ListChecksIcon,
  MessagesSquareIcon,
  PaletteIcon,
  SettingsIcon,
  SparklesIcon,
  UserCogIcon,
  UsersIcon,
  MonitorIcon,
  WalletIcon,
} from 'lucide-react'

/** Navigation item; `titleKey` is a key of the common namespace (labels come from i18n). */
export interface NavItem {
  titleKey: string
  url: string
  icon?: LucideIcon
  badge?: string
  items?: NavItem[]
  /**
   * Extra path prefix that also marks the item active: Creation is listed at '/' (which always
   * redirects to /script-engine; both readings stand), so it lights up there.
   */
  activePrefix?: string
  /** Only administrators see it: a creator is never offered a section that answers 403. */
  adminOnly?: boolean
}

export interface NavGroup {
  titleKey: string
  items: NavItem[]
}

/**
 * The template's demo groups (Auth: sign-in, sign-up, forgot password, OTP; Errors: 401…503)
 * are not listed: they are not features. Each of those routes stays and is reached where it
 * applies: see the decision record on template leftovers in docs/decisions.
 */
export const sidebarGroups: NavGroup[] = [
  {
    titleKey: 'nav.groups.general',
    items: [
      { titleKey: 'nav.creation', url: '/', icon: SparklesIcon, activePrefix: '/script-engine' },
      { titleKey: 'nav.history', url: '/history', icon: HistoryIcon },
      // Hot is a link to /hot, not a folder; its full ranking (/hot/list) is a sub-page
      // reached from each platform card, and keeps the item active.
      { titleKey: 'nav.hot', url: '/hot', icon: FlameIcon, badge: TRENDING_FRESHNESS_BADGE, activePrefix: '/hot' },
    ],
  },
  {
    titleKey: 'nav.groups.workspace',
    items: [
      { titleKey: 'nav.tasks', url: '/tasks', icon: ListChecksIcon },
      { titleKey: 'nav.apps', url: '/apps', icon: LayoutGridIcon },
      { titleKey: 'nav.chats', url: '/chats', icon: MessagesSquareIcon },
      { titleKey: 'nav.users', url: '/users', icon: UsersIcon, adminOnly: true },
    ],
  },
  {
    titleKey: 'nav.groups.other',
    items: [
      {
        titleKey: 'nav.settings',
        url: '/settings',
        icon: SettingsIcon,
        items: [
          { titleKey: 'nav.billing', url: '/settings', icon: WalletIcon },
          { titleKey: 'nav.account', url: '/settings/account', icon: UserCogIcon },
          { titleKey: 'nav.appearance', url: '/settings/appearance', icon: PaletteIcon },
          { titleKey: 'nav.display', url: '/settings/display', icon: MonitorIcon },
          { titleKey: 'nav.notifications', url: '/settings/notifications', icon: BellIcon },
          { titleKey: 'nav.voice', url: '/settings/voice', icon: AudioLinesIcon },
        ],
      },
      { titleKey: 'nav.helpCenter', url: '/help-center', icon: CircleHelpIcon },
    ],
  },
]

/** The groups this user may open: admin-only items are left out for everyone else. */
export const visibleNavGroups = (groups: NavGroup[], isAdmin: boolean): NavGroup[] =>
  isAdmin ? groups : groups.map((group) => ({ ...group, items: group.items.filter((item) => !item.adminOnly) }))
