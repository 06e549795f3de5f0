import pino from 'pino'
import type { Logger } from './logger'

/** What an API request's log line says: no secret, and never the query. */
export interface RequestRecord {
  requestId: string
  method: string
  path: string
  status: number
  ms: number
}

/** The parts of a pino logger that pino itself builds each of its lines from. */
interface LinePieces {
  [pino.symbols.lsCacheSym]: Record<number, string>
  [pino.symbols.timeSym]: () => string
  [pino.symbols.chindingsSym]: string
  [pino.symbols.messageKeySym]: string
  [pino.symbols.endSym]: string
  [pino.symbols.streamSym]: pino.DestinationStream & { [pino.symbols.needsMetadataGsym]?: boolean }
}

/**
 * Writes the line `logger.info(record, 'request')` would write, the same text from the same pieces
 * (the level's opening, the logger's clock, its bindings, its message key and end) to the same
 * destination, without pino's general path: a line of five known fields needs no serializer,
 * redaction, hook or key-by-key check, and the request log is paid on every API request, the
 * cheapest ones included. The strings a client sends (method, path) are escaped by JSON.stringify.
 */
export function requestLineWriter(logger: Logger): (record: RequestRecord) => void {
  const pieces = logger as unknown as LinePieces
  // A multistream reads each line's level and record from pino's own call; give it that call.
  if (pieces[pino.symbols.streamSym][pino.symbols.needsMetadataGsym]) return (record) => logger.info(record, 'request')
  const info = logger.levels.values.info
  const message = `,${JSON.stringify(pieces[pino.symbols.messageKeySym])}:"request"${pieces[pino.symbols.endSym]}`
  return ({ requestId, method, path, status, ms }) => {
    if (!logger.isLevelEnabled('info')) return
    pieces[pino.symbols.streamSym].write(
      `${pieces[pino.symbols.lsCacheSym][info]}${pieces[pino.symbols.timeSym]()}${pieces[pino.symbols.chindingsSym]}` +
        `,"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)}` +
        `,"status":${status},"ms":${ms}${message}`,
    )
  }
}
