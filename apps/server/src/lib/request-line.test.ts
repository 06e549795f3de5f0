import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger'
import { requestLineWriter, type RequestRecord } from './request-line'

const capture = (level: 'info' | 'warn') => {
  const lines: string[] = []
  const logger = createLogger({ LOG_LEVEL: level }, { write: (line: string) => void lines.push(line) })
  return { logger, lines }
}

const record: RequestRecord = {
  requestId: '0b7d5a52-2d0c-4a57-9f53-43a1f3c1f1d4',
  method: 'GET',
  path: '/api/no-such-route',
  status: 404,
  ms: 3,
}

afterEach(() => vi.useRealTimers())

describe('requestLineWriter', () => {
  it.each([
    ['a plain path', record],
    ['a path with quotes, backslashes, control characters and Chinese', { ...record, path: '/api/a"b\\c\u0001热点' }],
    ['a method no one defined', { ...record, method: 'M-"SEARCH', status: 501, ms: 1250 }],
  ])('writes, for %s, the very line pino writes for it', (_, line) => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') })
    const ours = capture('info')
    const pinos = capture('info')
    requestLineWriter(ours.logger)(line)
    pinos.logger.info(line, 'request')
    expect(ours.lines).toEqual(pinos.lines)
    expect(JSON.parse(ours.lines[0])).toMatchObject({ level: 30, service: 'hookline', msg: 'request', ...line })
  })

  it('writes nothing when the level leaves out info, at start or changed later', () => {
    const quiet = capture('warn')
    requestLineWriter(quiet.logger)(record)
    expect(quiet.lines).toEqual([])

    const talkative = capture('info')
    const write = requestLineWriter(talkative.logger)
    talkative.logger.level = 'error'
    write(record)
    talkative.logger.level = 'debug'
    write(record)
    expect(talkative.lines).toHaveLength(1)
  })
})
