import { describe, expect, it } from 'vitest'
import { chatsSearchSchema } from './chats-search'

describe('/chats search params', () => {
  it('keeps a thread id and the trending item to attach', () => {
    const thread = '0f8fad5b-d9cb-469f-a165-70867728950e'
    const attach = { platform: 'bilibili', title: ' 新番 ', hot_value: 12, url: 'https://b23.tv/x', description: ' ' }
    expect(chatsSearchSchema.parse({ thread, attach })).toEqual({
      thread,
      attach: { platform: 'bilibili', title: '新番', hot_value: 12, url: 'https://b23.tv/x' },
    })
  })

  it('drops a thread that is not an id and an item without a known platform or a title', () => {
    for (const attach of [{ platform: 'myspace', title: 'x' }, { platform: 'weibo', title: ' ' }, 'x'])
      expect(chatsSearchSchema.parse({ thread: '42', attach })).toEqual({})
  })
})
