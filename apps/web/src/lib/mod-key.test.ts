import { describe, expect, it } from 'vitest'
import { keyLabel, modKeyLabel } from './mod-key'

const nav = (platform: string, uaPlatform?: string) =>
  ({ platform, userAgentData: uaPlatform ? { platform: uaPlatform } : undefined }) as unknown as Navigator

describe('the shortcut modifier', () => {
  it('is ⌘ on macOS and iPadOS', () => {
    expect(modKeyLabel(nav('MacIntel'))).toBe('⌘')
    expect(modKeyLabel(nav('', 'macOS'))).toBe('⌘')
    expect(modKeyLabel(nav('iPad'))).toBe('⌘')
  })
  it('is Ctrl on Windows, Linux and ChromeOS', () => {
    expect(modKeyLabel(nav('Win32'))).toBe('Ctrl')
    expect(modKeyLabel(nav('Linux x86_64', 'Linux'))).toBe('Ctrl')
    expect(modKeyLabel(nav('', 'Chrome OS'))).toBe('Ctrl')
  })
  it('turns only the Mod token into the modifier', () => {
    expect(keyLabel('Mod', nav('Win32'))).toBe('Ctrl')
    expect(keyLabel('K', nav('MacIntel'))).toBe('K')
  })
})
