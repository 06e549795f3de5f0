// @vitest-environment happy-dom
import { Component, type ReactNode } from 'react'
import { act, cleanup, render, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deferredComponent } from './deferred-component'

/** Stands in for the route's error view: the page a failed optional part must never reach. */
class RouteErrorView extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? <p>route error: {this.state.error.message}</p> : this.props.children
  }
}

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/toaster-x.js')

/** A chunk whose first load fails as a lost network makes it fail, and which loads after that. */
const failingOnce = () =>
  vi
    .fn<() => Promise<() => ReactNode>>()
    .mockRejectedValueOnce(chunkFailure())
    .mockResolvedValue(() => <p>the part</p>)

describe('deferredComponent', () => {
  beforeEach(() => {
    // The browser is idle at once.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0))
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id))
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    onlineManager.setOnline(true)
  })

  it('shows its fallback until the page has painted and the part has loaded', async () => {
    let arrive: ((part: () => ReactNode) => void) | undefined
    const Part = deferredComponent(() => new Promise<() => ReactNode>((resolve) => (arrive = resolve)))
    render(<Part fallback={<p>placeholder</p>} />)
    expect(screen.getByText('placeholder')).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    expect(screen.getByText('placeholder')).toBeTruthy()
    act(() => arrive!(() => <p>the part</p>))
    expect(await screen.findByText('the part')).toBeTruthy()
    expect(screen.queryByText('placeholder')).toBeNull()
  })

  it('keeps a chunk that cannot load out of the route, and loads it when the network is back', async () => {
    const load = failingOnce()
    const Part = deferredComponent(load)
    render(
      <RouteErrorView>
        <p>the page</p>
        <Part fallback={<p>placeholder</p>} />
      </RouteErrorView>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('the page')).toBeTruthy()
    expect(screen.getByText('placeholder')).toBeTruthy()
    expect(screen.queryByText(/route error/)).toBeNull()

    // The browser reports the lost network after the import has failed, then finds it again.
    act(() => onlineManager.setOnline(false))
    expect(load).toHaveBeenCalledTimes(1)
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('the part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByText('the page')).toBeTruthy()
  })

  it('asks once more when it is mounted again after a failure, online (the next public page)', async () => {
    const load = failingOnce()
    const Part = deferredComponent(load)
    const first = render(<Part fallback={<p>placeholder</p>} />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    expect(screen.getByText('placeholder')).toBeTruthy()
    first.unmount()
    render(<Part fallback={<p>placeholder</p>} />)
    expect(await screen.findByText('the part')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('lets any other error reach the route', async () => {
    const Part = deferredComponent(() => Promise.reject(new Error('a real bug')))
    render(
      <RouteErrorView>
        <Part fallback={<p>placeholder</p>} />
      </RouteErrorView>,
    )
    expect(await screen.findByText('route error: a real bug')).toBeTruthy()
  })
})
