/** The key token that means ⌘ on macOS and Ctrl elsewhere, in shortcut lists (help.json). */
export const MOD_KEY = 'Mod'

interface NavigatorWithUAData extends Navigator {
  userAgentData?: { platform?: string }
}

/** Apple keyboards (macOS, iPadOS with a keyboard) have ⌘; the rest use Ctrl for the same shortcuts. */
export function isApplePlatform(
  nav: NavigatorWithUAData | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  const platform = nav?.userAgentData?.platform || nav?.platform || ''
  return /mac|iphone|ipad|ipod/i.test(platform)
}

/** How the modifier of a shortcut is written on this machine: ⌘ only on Apple platforms. */
export function modKeyLabel(nav?: NavigatorWithUAData): string {
  return isApplePlatform(nav ?? (typeof navigator === 'undefined' ? undefined : navigator)) ? '⌘' : 'Ctrl'
}

/** A key of a shortcut as shown: MOD_KEY becomes ⌘ or Ctrl, any other key stays as written. */
export const keyLabel = (key: string, nav?: NavigatorWithUAData) => (key === MOD_KEY ? modKeyLabel(nav) : key)
