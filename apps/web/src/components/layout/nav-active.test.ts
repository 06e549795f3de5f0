import { describe, expect, it } from 'vitest'
import { isNavItemActive } from './nav-active'

const hot = {
  titleKey: 'nav.hot',
  url: '/hot',
  items: [
    { titleKey: 'a', url: '/hot' },
    { titleKey: 'b', url: '/hot/list' },
  ],
}
const creation = { titleKey: 'nav.creation', url: '/', activePrefix: '/script-engine' }

describe('isNavItemActive', () => {
  it('matches the url, with or without the query string', () => {
    expect(isNavItemActive('/history', { titleKey: 'h', url: '/history' })).toBe(true)
    expect(isNavItemActive('/history?page=2', { titleKey: 'h', url: '/history' })).toBe(true)
    expect(isNavItemActive('/hot', { titleKey: 'h', url: '/history' })).toBe(false)
  })

  it('matches a sub-item', () => {
    expect(isNavItemActive('/hot/list', hot)).toBe(true)
  })

  it('matches the first path segment only for a group (mainNav)', () => {
    const settings = { titleKey: 's', url: '/settings' }
    expect(isNavItemActive('/settings/display', settings)).toBe(false)
    expect(isNavItemActive('/settings/display', settings, true)).toBe(true)
    expect(isNavItemActive('/', { titleKey: 'r', url: '/' }, true)).toBe(true)
  })

  it("lights Creation (listed at '/') on the script engine", () => {
    expect(isNavItemActive('/script-engine', creation)).toBe(true)
    expect(isNavItemActive('/script-engine/abc', creation)).toBe(true)
    expect(isNavItemActive('/script-engines', creation)).toBe(false)
  })
})
