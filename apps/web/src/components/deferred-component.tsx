import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { useOnline } from '@/hooks/use-online'
import { isChunkLoadError } from '@/lib/chunk-reload'

type DeferredProps<P> = P & {
  /** Shown until the part has loaded, and instead of it while its chunk cannot be loaded. */
  fallback?: ReactNode
}

/**
 * A part no one uses in the page's first instant (the Toaster, the public pages' menus), loaded
 * from its own chunk once the page has painted (useAfterFirstPaint).
 *
 * That chunk can fail to load: the network went between asking and arriving, or a redeploy removed
 * it. The part is optional, so the failure stays inside it: it shows its fallback instead of
 * throwing into the route (whose error view would replace the whole page), and loads again when the
 * browser is back online. Chromium, Firefox and Safari do not keep a failed import, so asking again
 * fetches the chunk again.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  // React.lazy keeps its first outcome, a failure too: a retry needs a new one. It lives outside the
  // component so that a part mounted again (the next public page) renders at once, not after a frame
  // of fallback.
  const lazyPart = () => lazy(async () => ({ default: await load() }))
  let Part = lazyPart()
  // Whether Part failed to load: a part mounted again later (the next public page) asks once more
  // rather than wait for the network to change. Once per mount, so a chunk that is really gone is
  // not asked for in a loop.
  let failed = false
  const retry = () => {
    Part = lazyPart()
    failed = false
  }

  function Deferred({ fallback = null, ...props }: DeferredProps<P>) {
    const painted = useAfterFirstPaint()
    const online = useOnline()
    // A new attempt mounts a new boundary, which renders the new lazy part.
    const [attempt, setAttempt] = useState(() => {
      if (failed) retry()
      return 0
    })
    if (!painted) return fallback
    return (
      <ChunkFailureBoundary
        key={attempt}
        fallback={fallback}
        online={online}
        onFailure={() => {
          failed = true
        }}
        onRetry={() => {
          retry()
          setAttempt((count) => count + 1)
        }}
      >
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </ChunkFailureBoundary>
    )
  }
  return Deferred
}

interface BoundaryProps {
  fallback: ReactNode
  online: boolean
  onFailure: () => void
  onRetry: () => void
  children: ReactNode
}

interface BoundaryState {
  /** The part's chunk could not be loaded: show the fallback until the network is back. */
  chunkFailed: boolean
  /** Anything else: not this boundary's to handle. */
  otherError: Error | null
}

/** Catches a chunk that failed to load and nothing else: any other error goes on to the route's. */
class ChunkFailureBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { chunkFailed: false, otherError: null }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    if (isChunkLoadError(error)) return { chunkFailed: true, otherError: null }
    return { chunkFailed: false, otherError: error instanceof Error ? error : new Error(String(error)) }
  }

  componentDidCatch() {
    if (this.state.chunkFailed) this.props.onFailure()
  }

  componentDidUpdate(previous: BoundaryProps) {
    // Back online after a failure (the failure may come before the browser says it is offline).
    if (this.state.chunkFailed && this.props.online && !previous.online) this.props.onRetry()
  }

  render() {
    if (this.state.otherError) throw this.state.otherError
    return this.state.chunkFailed ? this.props.fallback : this.props.children
  }
}
