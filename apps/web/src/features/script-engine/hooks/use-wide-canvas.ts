import { useSyncExternalStore } from 'react'

/** From 1280 px the request box and the thread sit beside the script; below it the box is a bar under it. */
const query = '(min-width: 1280px)'

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

export function useWideCanvas() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  )
}
