/**
 * Starts pulling an async iterable at once and keeps one item ahead of its reader, so the work
 * behind the first item (a model provider's request) runs while the caller does something else.
 * Only ever started once the generation's limits and credit hold are committed: what
 * overlaps the request is sending the response's headers, never a check that guards it.
 * What fails before anyone reads is kept and thrown at the reader, never left unhandled; a reader
 * that stops early asks the source to close.
 */
export function startEarly<T>(source: AsyncIterable<T>): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]()
  const pull = () => {
    const next = iterator.next()
    next.catch(() => {})
    return next
  }
  let ahead = pull()
  return {
    async *[Symbol.asyncIterator]() {
      let finished = false
      try {
        for (;;) {
          const result = await ahead
          if (result.done) {
            finished = true
            return
          }
          ahead = pull()
          yield result.value
        }
      } catch (error) {
        finished = true
        throw error
      } finally {
        // Not awaited: an async generator answers return() only after the pull in flight, which a
        // stalled provider may never finish; the caller's abort signal ends that one.
        if (!finished) void iterator.return?.().catch(() => {})
      }
    },
  }
}
