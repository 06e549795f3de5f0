import { describe, expect, it } from 'vitest'
import { batchedLines } from './logger'

/** A sink that records what reaches it, as sonic-boom would receive it. */
function recordingSink() {
  const calls: string[] = []
  return {
    calls,
    write: (text: string) => void calls.push(`write:${text}`),
    flush: () => void calls.push('flush'),
    flushSync: () => void calls.push('flushSync'),
  }
}

describe('batchedLines', () => {
  it('hands lines over in one string, in order, once a batch is full', () => {
    const sink = recordingSink()
    const lines = batchedLines(sink, 10)
    lines.write('abcd\n')
    expect(sink.calls).toEqual([])
    lines.write('efgh\n')
    expect(sink.calls).toEqual(['write:abcd\nefgh\n'])
    lines.write('ij\n')
    expect(sink.calls).toEqual(['write:abcd\nefgh\n'])
  })

  it('hands over what is left on a flush, then asks the sink to write it', () => {
    const sink = recordingSink()
    const lines = batchedLines(sink, 1024)
    lines.write('one\n')
    lines.write('two\n')
    lines.flush()
    expect(sink.calls).toEqual(['write:one\ntwo\n', 'flush'])
    lines.flush()
    expect(sink.calls).toEqual(['write:one\ntwo\n', 'flush', 'flush'])
  })

  it('writes what is left synchronously when the process exits', () => {
    const sink = recordingSink()
    const lines = batchedLines(sink, 1024)
    lines.write('last words\n')
    lines.flushSync()
    expect(sink.calls).toEqual(['write:last words\n', 'flushSync'])
  })
})
