import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { searchId, searchNumberChoice, searchPage, searchText, searchTrend } from './search-params'

const JUNK = [null, true, 0, -1, 1.5, '', ' ', 'x', '[]', [], [1], {}, { a: 1 }, 'x'.repeat(5000)]

describe('search param pieces', () => {
  const schema = z.object({
    q: searchText(5),
    page: searchPage(100),
    size: searchNumberChoice([10, 20] as const, 10),
    id: searchId,
    trend: searchTrend,
  })

  it('read anything a URL can hold as a value or as absent, never as a failed route', () => {
    for (const value of JUNK) {
      const result = schema['~standard'].validate({ q: value, page: value, size: value, id: value, trend: value })
      expect(result).not.toHaveProperty('issues')
    }
  })

  it('keep what fits and leave defaults out', () => {
    expect(schema.parse({ q: ' abcdefg ', page: '7', size: '20', id: '0F8FAD5B-D9CB-469F-A165-70867728950E' })).toEqual(
      { q: 'abcde', page: 7, size: 20, id: '0F8FAD5B-D9CB-469F-A165-70867728950E' },
    )
    expect(schema.parse({ page: 1, size: 10, q: '  ' })).toEqual({})
    expect(schema.parse({ page: 1e9 }).page).toBe(100)
  })

  it('a trend keeps its known keys, its title trimmed and cut, and only a web link', () => {
    const trend = { platform: 'douyin', title: ` ${'t'.repeat(300)} `, rank: 2, url: 'javascript:alert(1)', x: 1 }
    expect(schema.parse({ trend }).trend).toEqual({ platform: 'douyin', title: 't'.repeat(200), rank: 2 })
  })
})
