import pino from 'pino'
import type { Config } from '../env'

export type Logger = pino.Logger

/**
 * What of a (database) error may reach the log. Drizzle and PGlite attach the statement's
 * parameter values (`params`, and drizzle repeats them in the message and stack), and PostgreSQL's
 * `detail` quotes the offending value; those are emails, password hashes and scripts.
 * The statement text keeps its $1 placeholders and is what one needs to debug.
 */
const SAFE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'status'] as const

const withoutParams = (message: string) => message.replace(/\nparams: [\s\S]*$/, '')

export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error
  const record = error as Error & Record<string, unknown>
  const message = withoutParams(error.message)
  const out: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message }
  // The stack repeats the message; keep its frames, never the original text.
  const at = error.stack?.indexOf(error.message) ?? -1
  if (error.stack && at >= 0)
    out.stack = error.stack.slice(0, at) + message + error.stack.slice(at + error.message.length)
  else if (error.stack) out.stack = error.stack.replace(/^[\s\S]*?(?=\n {4}at )/, `${error.name}: ${message}`)
  for (const field of SAFE_ERROR_FIELDS) if (record[field] !== undefined) out[field] = record[field]
  if (typeof record.query === 'string') out.query = record.query
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1)
  return out
}

/** Structured JSON lines on stdout; `npm run dev` pipes them through pino-pretty. */
export const createLogger = (config: Pick<Config, 'LOG_LEVEL'>, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level: config.LOG_LEVEL,
      base: { service: 'hookline' },
      redact: {
        paths: ['req.headers.authorization', 'password', '*.password', 'api_key', '*.api_key', 'apiKey', '*.apiKey'],
        censor: '[redacted]',
      },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  )

/** How long a log line may wait in the buffer on a quiet server. */
const LOG_FLUSH_MS = 200
/** How much of the log gathers before it is handed to the file descriptor's writer. */
const LOG_BATCH_CHARS = 8 * 1024

/** What of a sonic-boom (pino.destination) the batching below writes through. */
type LineSink = Pick<pino.DestinationStream, 'write'> & { flush: () => void; flushSync: () => void }

/**
 * Gathers log lines in an array and hands them on joined, one string per batch. sonic-boom's own
 * buffer (minLength) appends each line to one growing string and measures that whole string again
 * (Buffer.byteLength, which flattens it) on every line, a cost that grows with the batch. Here each
 * line costs an array push, and sonic-boom still does the writing (partial writes, EAGAIN, exit).
 */
export function batchedLines(sink: LineSink, batchChars = LOG_BATCH_CHARS) {
  let lines: string[] = []
  let size = 0
  const handOver = () => {
    if (lines.length === 0) return
    sink.write(lines.join(''))
    lines = []
    size = 0
  }
  return {
    write(line: string) {
      lines.push(line)
      size += line.length
      if (size >= batchChars) handOver()
    },
    flush() {
      handOver()
      sink.flush()
    },
    flushSync() {
      handOver()
      sink.flushSync()
    },
  }
}

/**
 * The server's stdout, written in batches off the request path. A synchronous write per line (pino's
 * default) was a syscall on every request; here lines gather up to 8 KiB and go out at the latest
 * after LOG_FLUSH_MS, and what is left is written when the process exits.
 */
export function bufferedStdout(): pino.DestinationStream & { flush: () => void } {
  const lines = batchedLines(pino.destination({ dest: 1, sync: false, minLength: 0 }))
  setInterval(() => lines.flush(), LOG_FLUSH_MS).unref()
  process.on('exit', () => {
    try {
      lines.flushSync()
    } catch {
      // The stream was already closed (destroyed after a write error): nothing more can be written.
    }
  })
  return lines
}
