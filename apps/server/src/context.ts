import type { TrendPlatform } from '@hookline/contract'
import type { Config } from './env'
import type { Database } from './db/client'
import type { Logger } from './lib/logger'
import type { RateLimiter } from './lib/rate-limit'
import type { UserRow } from './db/schema'
import type { SecretBox } from './lib/secret-box'
import type { Mailer } from './lib/mailer/mailer'
import type { MiddlewareHandler } from 'hono'
import type { ScriptEngine } from './engines/engine'
import type { LookupFunction } from './lib/outbound-fetch'
import type { GenerationDrain } from './modules/scripts/generation-drain'

/** What the app factory is built from; tests pass their own, so the same app runs on a test database. */
export interface AppDeps {
  config: Config
  database: Database
  logger: Logger
  rateLimiter: RateLimiter
  /** Seals the API keys of creators' model connections (lib/secret-box.ts). */
  secrets: SecretBox
  /** Sends account mail (reset links, security notices); writes them to the log without SMTP_URL. */
  mailer: Mailer
  /** Tests only: an engine instead of the one the configuration selects (e.g. a slow fake). */
  scriptEngine?: ScriptEngine
  /**
   * Tests only: how a creator's connection resolves host names (lib/outbound-fetch.ts), so no
   * test reaches real DNS (test-context resolves localhost only). Production uses the system's.
   */
  outboundLookup?: LookupFunction
  /** Tests only: how often an open generation stream gets a heartbeat comment (default 15 s). */
  sseHeartbeatMs?: number
  /** The server's graceful stop (index.ts): running generations followed, new ones refused once it drains. */
  drain?: GenerationDrain
  /** After a trending refresh saved a live list (trending.service): index.ts queues the watch fan-out. */
  onRefreshed?: (refresh: { platform: TrendPlatform; fetchedAt: Date }) => Promise<void> | void
}

/** Per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    user: UserRow
    sessionId: string
  }
}

/** What every feature module's router factory receives. */
export interface ModuleDeps extends AppDeps {
  requireAuth: MiddlewareHandler<AppEnv>
}
