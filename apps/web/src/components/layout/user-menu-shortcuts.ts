import { isApplePlatform } from '@/lib/mod-key'

/**
 * The user menu's keyboard shortcuts: Shift + ⌘ (Apple) or Shift + Ctrl (elsewhere) + one key.
 * Not the template's ⇧⌘P / ⌘B / ⌘S / ⇧⌘Q: in Chromium Ctrl+Shift+P prints, ⌘S / Ctrl+S saves the
 * page and Ctrl+Shift+Q quits the browser on Linux, ⇧⌘Q logs out of macOS itself, and ⌘B / Ctrl+B
 * toggles this app's sidebar. Shift + the modifier with U, Y, "," or L is bound by neither Chromium
 * nor macOS, and never types a character, so it works with the focus in a text field too.
 */
type UserMenuAction = 'profile' | 'billing' | 'settings' | 'logout'

export interface UserMenuShortcut {
  action: UserMenuAction
  /** KeyboardEvent.code: the key's place on the keyboard, so Shift or an input method does not change it. */
  code: string
  /** The key as printed on it. */
  key: string
}

export const USER_MENU_SHORTCUTS: Record<UserMenuAction, UserMenuShortcut> = {
  profile: { action: 'profile', code: 'KeyU', key: 'U' },
  billing: { action: 'billing', code: 'KeyY', key: 'Y' },
  settings: { action: 'settings', code: 'Comma', key: ',' },
  logout: { action: 'logout', code: 'KeyL', key: 'L' },
}

type ShortcutNavigator = Parameters<typeof isApplePlatform>[0]

/** How a shortcut is written on this machine: "⇧⌘U" on Apple platforms, "Ctrl+Shift+U" elsewhere. */
export function formatShortcut(shortcut: UserMenuShortcut, nav?: ShortcutNavigator): string {
  return isApplePlatform(nav ?? (typeof navigator === 'undefined' ? undefined : navigator))
    ? `⇧⌘${shortcut.key}`
    : `Ctrl+Shift+${shortcut.key}`
}

/** The attribute value that announces the shortcut (aria-keyshortcuts). */
export function ariaShortcut(shortcut: UserMenuShortcut, nav?: ShortcutNavigator): string {
  const apple = isApplePlatform(nav ?? (typeof navigator === 'undefined' ? undefined : navigator))
  return `${apple ? 'Meta' : 'Control'}+Shift+${shortcut.key}`
}

type KeyPress = Pick<KeyboardEvent, 'code' | 'shiftKey' | 'metaKey' | 'ctrlKey' | 'altKey' | 'repeat'>

/**
 * The action a key press asks for, if any: the platform's modifier and Shift, no other modifier.
 * Ctrl on a Mac (or ⌘ elsewhere) does not count, so ⌃⇧L on macOS stays the system's.
 */
export function shortcutAction(event: KeyPress, nav?: ShortcutNavigator): UserMenuAction | null {
  if (event.repeat || event.altKey || !event.shiftKey) return null
  const apple = isApplePlatform(nav ?? (typeof navigator === 'undefined' ? undefined : navigator))
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  if (!mod) return null
  return Object.values(USER_MENU_SHORTCUTS).find((shortcut) => shortcut.code === event.code)?.action ?? null
}
