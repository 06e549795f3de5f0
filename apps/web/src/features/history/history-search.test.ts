import { describe, expect, it } from 'vitest'
import { historyQuery, historySearchSchema } from './history-search'

const validateHistorySearch = (search: Record<string, unknown>) => historySearchSchema.parse(search)

describe('History search params', () => {
  it('keeps a valid state and leaves defaults out of the URL', () => {
    expect(
      validateHistorySearch({ q: ' 咖啡 ', page: '3', pageSize: '50', sort: 'oldest', platform: 'weibo' }),
    ).toEqual({
      q: '咖啡',
      page: 3,
      pageSize: 50,
      sort: 'oldest',
      platform: 'weibo',
    })
    expect(validateHistorySearch({ q: '', page: 1, pageSize: 10, sort: 'newest' })).toEqual({})
  })

  it('drops what the API would refuse instead of failing the page', () => {
    expect(validateHistorySearch({ page: '-1', pageSize: '1000', sort: 'sideways', platform: 'myspace' })).toEqual({})
    expect(validateHistorySearch({ page: '2.5', pageSize: 15 })).toEqual({})
    expect(validateHistorySearch({ page: 99_999_999 }).page).toBe(10_000)
    expect(validateHistorySearch({ q: 'x'.repeat(500) }).q).toHaveLength(200)
    expect(validateHistorySearch({ q: 42 }).q).toBe('42')
  })

  it('fills every field of the API query', () => {
    expect(historyQuery({})).toEqual({ q: undefined, page: 1, pageSize: 10, sort: 'newest', platform: undefined })
  })
})
