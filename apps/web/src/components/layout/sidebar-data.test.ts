import { describe, expect, it } from 'vitest'
import { sidebarGroups, visibleNavGroups } from './sidebar-data'

const urls = (isAdmin: boolean) => visibleNavGroups(sidebarGroups, isAdmin).flatMap((g) => g.items.map((i) => i.url))

describe('visibleNavGroups', () => {
  it('offers /users to administrators only, and keeps everything else for both', () => {
    expect(urls(true)).toContain('/users')
    expect(urls(false)).not.toContain('/users')
    expect(urls(true).filter((url) => url !== '/users')).toEqual(urls(false))
  })
})
