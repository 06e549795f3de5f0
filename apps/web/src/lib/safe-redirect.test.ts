import { describe, expect, it } from 'vitest'
import { safeRedirectTarget } from './safe-redirect'

describe('safeRedirectTarget', () => {
  it('follows same-origin paths with their query', () => {
    expect(safeRedirectTarget('/history?page=2')).toBe('/history?page=2')
  })

  it('falls back to / for anything that could leave the site', () => {
    for (const target of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'history']) {
      expect(safeRedirectTarget(target)).toBe('/')
    }
  })
})
