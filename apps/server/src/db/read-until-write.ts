/**
 * A lookup whose answers are kept until the next write to what it reads (`Database.writesTo`).
 * Without a write count, or while the count is unknown (null: PostgreSQL's notifications are not
 * being heard), every call asks the database.
 *
 * An answer is kept only when no write started or settled while it was read, and is served only
 * while none has since: a hit is what the database would answer now. (On PostgreSQL a write by
 * another process is counted when its notification arrives, a moment after it commits.) What
 * changes with time rather than with a write (a session's expiry) is the caller's to check. Only
 * found rows are kept (an unknown key cannot fill the memory) and at most `max` of them; the rows
 * are frozen, since every caller shares them.
 */
export function readUntilWrite<K, V extends object>(
  writes: (() => number | null) | undefined,
  load: (key: K) => Promise<V | undefined>,
  max = 1_000,
): (key: K) => Promise<V | undefined> {
  if (!writes) return load
  const kept = new Map<K, V>()
  let keptAt = writes()
  return async (key) => {
    const before = writes()
    if (before === null) {
      kept.clear()
      return load(key)
    }
    if (before !== keptAt) {
      kept.clear()
      keptAt = before
    }
    const hit = kept.get(key)
    if (hit) return hit
    const value = await load(key)
    if (!value || writes() !== before || keptAt !== before) return value
    if (kept.size >= max) kept.delete(kept.keys().next().value as K)
    kept.set(key, deepFreeze(value))
    return value
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const field of Object.values(value)) {
    if (field && typeof field === 'object' && !Object.isFrozen(field)) deepFreeze(field)
  }
  return Object.freeze(value)
}
