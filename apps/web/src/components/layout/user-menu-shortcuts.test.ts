import { describe, expect, it } from 'vitest'
import { ariaShortcut, formatShortcut, shortcutAction, USER_MENU_SHORTCUTS } from './user-menu-shortcuts'

const mac = { platform: 'MacIntel' } as Navigator
const linux = { platform: 'Linux x86_64' } as Navigator
const windows = { platform: 'Win32' } as Navigator

const press = (
  code: string,
  mods: { shift?: boolean; meta?: boolean; ctrl?: boolean; alt?: boolean; repeat?: boolean },
) => ({
  code,
  shiftKey: mods.shift ?? false,
  metaKey: mods.meta ?? false,
  ctrlKey: mods.ctrl ?? false,
  altKey: mods.alt ?? false,
  repeat: mods.repeat ?? false,
})

describe('user menu shortcuts', () => {
  it('are written with ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(formatShortcut(USER_MENU_SHORTCUTS.profile, mac)).toBe('⇧⌘U')
    expect(formatShortcut(USER_MENU_SHORTCUTS.settings, mac)).toBe('⇧⌘,')
    expect(formatShortcut(USER_MENU_SHORTCUTS.logout, linux)).toBe('Ctrl+Shift+L')
    expect(formatShortcut(USER_MENU_SHORTCUTS.billing, windows)).toBe('Ctrl+Shift+Y')
    expect(ariaShortcut(USER_MENU_SHORTCUTS.logout, mac)).toBe('Meta+Shift+L')
    expect(ariaShortcut(USER_MENU_SHORTCUTS.logout, windows)).toBe('Control+Shift+L')
  })

  it('answer the platform modifier with Shift and nothing else', () => {
    expect(shortcutAction(press('KeyU', { shift: true, meta: true }), mac)).toBe('profile')
    expect(shortcutAction(press('KeyY', { shift: true, ctrl: true }), linux)).toBe('billing')
    expect(shortcutAction(press('Comma', { shift: true, ctrl: true }), windows)).toBe('settings')
    expect(shortcutAction(press('KeyL', { shift: true, meta: true }), mac)).toBe('logout')
    // The other platform's modifier, a missing Shift, an extra Alt or a held key do nothing.
    expect(shortcutAction(press('KeyL', { shift: true, ctrl: true }), mac)).toBeNull()
    expect(shortcutAction(press('KeyL', { shift: true, meta: true }), linux)).toBeNull()
    expect(shortcutAction(press('KeyL', { ctrl: true }), linux)).toBeNull()
    expect(shortcutAction(press('KeyL', { shift: true, ctrl: true, alt: true }), linux)).toBeNull()
    expect(shortcutAction(press('KeyL', { shift: true, ctrl: true, repeat: true }), linux)).toBeNull()
    expect(shortcutAction(press('KeyK', { shift: true, ctrl: true }), linux)).toBeNull()
  })

  it('use no key Chromium or the template binds: not P, B, S or Q', () => {
    const codes = Object.values(USER_MENU_SHORTCUTS).map((shortcut) => shortcut.code)
    for (const taken of [
      'KeyP',
      'KeyB',
      'KeyS',
      'KeyQ',
      'KeyK',
      'KeyN',
      'KeyT',
      'KeyW',
      'KeyR',
      'KeyI',
      'KeyJ',
      'KeyC',
    ])
      expect(codes).not.toContain(taken)
  })
})
