import { useEffect, useState } from 'react'

/** `value` once it has stopped changing for `delayMs` (compared as JSON, so a new object with the same fields is the same). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  const serialized = JSON.stringify(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(JSON.parse(serialized) as T), delayMs)
    return () => clearTimeout(timer)
  }, [serialized, delayMs])
  return debounced
}
