import { afterEach, describe, expect, it, vi } from 'vitest'
import { briefSchema } from '@hookline/contract'
import { createPlanCache, type KnownPlan } from './plan-cache'

const brief = briefSchema.parse({ topic: '冬天怎么护肤不干燥', platform: 'xiaohongshu' })
const plan = (userId: string, content = 'v1'): KnownPlan => ({
  userId,
  brief,
  connectionId: null,
  parentId: 'message-1',
  history: [
    { role: 'user', content: '', action: null, engine: null },
    { role: 'assistant', content, action: null, engine: 'offline' },
  ],
})

describe('createPlanCache', () => {
  afterEach(() => vi.useRealTimers())

  it("gives a script's plan to its owner only", () => {
    const plans = createPlanCache()
    plans.set('script-1', plan('alice'))
    expect(plans.get('script-1', 'bob')).toBeUndefined()
    expect(plans.get('script-1', 'alice')).toEqual(plan('alice'))
  })

  it('forgets a plan when told, and after the revision session', () => {
    vi.useFakeTimers()
    const plans = createPlanCache({ keepMs: 1000 })
    plans.set('script-1', plan('alice'))
    plans.set('script-2', plan('alice'))
    plans.forget('script-1')
    expect(plans.get('script-1', 'alice')).toBeUndefined()
    vi.advanceTimersByTime(999)
    expect(plans.get('script-2', 'alice')).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(plans.get('script-2', 'alice')).toBeUndefined()
  })

  it('keeps the scripts planned last when full', () => {
    const plans = createPlanCache({ max: 2 })
    plans.set('script-1', plan('alice'))
    plans.set('script-2', plan('alice'))
    plans.set('script-1', plan('alice', 'v2'))
    plans.set('script-3', plan('alice'))
    expect(plans.get('script-2', 'alice')).toBeUndefined()
    expect(plans.get('script-1', 'alice')?.history[1].content).toBe('v2')
    expect(plans.get('script-3', 'alice')).toBeDefined()
  })

  it('does not keep a very long history, nor the plan it replaces', () => {
    const plans = createPlanCache()
    plans.set('script-1', plan('alice'))
    plans.set('script-1', plan('alice', '长'.repeat(200 * 1024)))
    expect(plans.get('script-1', 'alice')).toBeUndefined()
  })
})
