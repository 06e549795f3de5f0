import type { LucideIcon } from 'lucide-react'
import { TRENDING_FRESHNESS_BADGE } from '@/components/layout/trending-freshness'
import {
  BellIcon,
  BugIcon,
  CircleHelpIcon,
  ConstructionIcon,
  FlameIcon,
  HistoryIcon,
  KeyRoundIcon,
  LayoutGridIcon,
  ListChecksIcon,
  LockIcon,
  MessagesSquareIcon,
  PaletteIcon,
  ServerOffIcon,
  SettingsIcon,
  ShieldAlertIcon,
  SparklesIcon,
  UserCogIcon,
  UsersIcon,
  FileXIcon,
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
    titleKey: 'nav.groups.pages',
    items: [
      {
        titleKey: 'nav.auth',
        url: '/sign-in',
        icon: KeyRoundIcon,
        items: [
          { titleKey: 'nav.signIn', url: '/sign-in' },
          { titleKey: 'nav.signUp', url: '/sign-up' },
          { titleKey: 'nav.forgotPassword', url: '/forgot-password' },
          { titleKey: 'nav.otp', url: '/otp' },
        ],
      },
      {
        titleKey: 'nav.errors',
        url: '/404',
        icon: BugIcon,
        items: [
          { titleKey: 'nav.unauthorized', url: '/401', icon: LockIcon },
          { titleKey: 'nav.forbidden', url: '/403', icon: ShieldAlertIcon },
          { titleKey: 'nav.notFound', url: '/404', icon: FileXIcon },
          { titleKey: 'nav.internalServerError', url: '/500', icon: ServerOffIcon },
          { titleKey: 'nav.maintenanceError', url: '/503', icon: ConstructionIcon },
        ],
      },
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
        ],
      },
      { titleKey: 'nav.helpCenter', url: '/help-center', icon: CircleHelpIcon },
    ],
  },
]

/** The groups this user may open: admin-only items are left out for everyone else. */
export const visibleNavGroups = (groups: NavGroup[], isAdmin: boolean): NavGroup[] =>
  isAdmin ? groups : groups.map((group) => ({ ...group, items: group.items.filter((item) => !item.adminOnly) }))
