// @vitest-environment happy-dom
import type { AnyRouter } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST_FRAME_MAX_MS, handOverFirstFrame } from './first-frame'

/** A router that says it has rendered when the test says so. */
function fakeRouter() {
  const listeners = new Set<() => void>()
  const router = {
    subscribe: (event: string, listener: () => void) => {
      if (event === 'onRendered') listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } as unknown as AnyRouter
  return { router, rendered: () => [...listeners].forEach((listener) => listener()), listeners }
}

describe("handing a page's first frame over to the app", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="first-frame" inert aria-hidden="true"></div><div id="root"></div>'
  })
  afterEach(() => vi.useRealTimers())

  it('removes the frame once the router has rendered the page, and stops listening', () => {
    const { router, rendered, listeners } = fakeRouter()
    handOverFirstFrame(router)
    expect(document.getElementById('first-frame')).not.toBeNull()
    rendered()
    expect(document.getElementById('first-frame')).toBeNull()
    expect(document.getElementById('root')).not.toBeNull()
    expect(listeners.size).toBe(0)
  })

  it('removes it anyway if the router has rendered nothing by then', () => {
    vi.useFakeTimers()
    const { router, listeners } = fakeRouter()
    handOverFirstFrame(router)
    vi.advanceTimersByTime(FIRST_FRAME_MAX_MS - 1)
    expect(document.getElementById('first-frame')).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(document.getElementById('first-frame')).toBeNull()
    expect(listeners.size).toBe(0)
  })

  it('does nothing on a page served without one', () => {
    document.body.innerHTML = '<div id="root"></div>'
    const { router, listeners } = fakeRouter()
    handOverFirstFrame(router)
    expect(listeners.size).toBe(0)
  })
})
