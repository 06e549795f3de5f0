import pino from 'pino'
import type { Config } from '../env'

export type Logger = pino.Logger

/** Structured JSON lines on stdout; `npm run dev` pipes them through pino-pretty. */
export const createLogger = (config: Pick<Config, 'LOG_LEVEL'>): Logger =>
  pino({
    level: config.LOG_LEVEL,
    base: { service: 'hookline' },
    redact: { paths: ['req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
  })
