// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstPaint } from './use-after-first-paint'

describe('useAfterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    onlineManager.setOnline(true)
  })

  it('is false through the first render and turns true when the browser is idle', () => {
    let idle: (() => void) | undefined
    const cancel = vi.fn()
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(1000)
      idle = callback
      return 7
    })
    vi.stubGlobal('cancelIdleCallback', cancel)
    const { result, unmount } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    act(() => idle!())
    expect(result.current).toBe(true)
    unmount()
    expect(cancel).toHaveBeenCalledWith(7)
  })

  it('falls back to a short timer where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const { result } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(result.current).toBe(true)
  })

  it('waits for the network, and once true stays true offline', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    act(() => onlineManager.setOnline(false))
    const { result } = renderHook(() => useAfterFirstPaint())
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    // Offline its parts' chunks would fail to load and fail the page with them.
    expect(result.current).toBe(false)
    act(() => onlineManager.setOnline(true))
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(result.current).toBe(true)
    // What has loaded stays: the Toaster keeps its toasts when the network goes again.
    act(() => onlineManager.setOnline(false))
    expect(result.current).toBe(true)
  })
})
