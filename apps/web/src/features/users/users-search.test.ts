import { describe, expect, it } from 'vitest'
import { usersQuery, usersSearchSchema } from './users-search'

describe('/users search params', () => {
  it('keeps a valid table state and leaves defaults out of the URL', () => {
    const search = { q: ' a@b.c ', status: 'disabled', sort: 'email', order: 'asc', page: 3, pageSize: '50' }
    expect(usersSearchSchema.parse(search)).toEqual({ ...search, q: 'a@b.c', pageSize: 50 })
    expect(usersSearchSchema.parse({ sort: 'created_at', order: 'desc', page: 1, pageSize: 20 })).toEqual({})
  })

  it('drops what the API would refuse, and the query fills in the defaults', () => {
    const search = usersSearchSchema.parse({ status: 'gone', sort: 'password', order: 'up', page: 'x', pageSize: 7 })
    expect(search).toEqual({})
    expect(usersQuery(search)).toEqual({
      q: undefined,
      status: undefined,
      sort: 'created_at',
      order: 'desc',
      page: 1,
      pageSize: 20,
    })
  })
})
