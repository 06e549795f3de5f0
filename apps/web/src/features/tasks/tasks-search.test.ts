import { describe, expect, it } from 'vitest'
import { tasksSearchSchema } from './tasks-search'

const SCRIPT = '0f8fad5b-d9cb-469f-a165-70867728950e'

describe('/tasks search params', () => {
  it('keeps the view, filter and day, leaving the board (the default) out', () => {
    expect(tasksSearchSchema.parse({ view: 'week', platform: 'douyin', day: '2026-11-28' })).toEqual({
      view: 'week',
      platform: 'douyin',
      day: '2026-11-28',
    })
    expect(tasksSearchSchema.parse({ view: 'board', platform: 'myspace', day: '2026-13-01' })).toEqual({})
  })

  it('fills the new-task dialog only when asked to plan', () => {
    const plan = { title: ' Rent ', topic: 2026, for: 'weibo', script: SCRIPT }
    expect(tasksSearchSchema.parse({ plan: '1', ...plan })).toEqual({
      plan: 1,
      title: 'Rent',
      topic: '2026',
      for: 'weibo',
      script: SCRIPT,
    })
    // Present in the URL but without plan: overridden, so the raw values cannot show through.
    const ignored = tasksSearchSchema.parse({ plan: 2, ...plan })
    expect(ignored).toEqual({})
    expect(Object.keys(ignored)).toEqual(expect.arrayContaining(['title', 'topic', 'for', 'script']))
  })
})
