import { purgeSpentEmailTokens } from '../modules/auth/email-tokens'
import { createAuthService } from '../modules/auth/auth.service'
import { registerJob } from './job-system'

/** Hourly is plenty: the rows it drops are already useless, it only keeps tables from growing. */
const PURGE_EVERY_SECONDS = 60 * 60

/**
 * Deletes expired sessions, expired rate-limit counters and spent mail links, once an hour among
 * all nodes. Each delete is idempotent, so a retried or repeated run is harmless.
 */
export const purgeExpiredJob = registerJob({
  name: 'purge-expired',
  async handler({ deps }) {
    const removed = {
      sessions: await createAuthService(deps).purgeExpiredSessions(),
      rateLimits: await deps.rateLimiter.purgeExpired(),
      mailLinks: await purgeSpentEmailTokens(deps.database.db),
    }
    if (removed.sessions || removed.rateLimits || removed.mailLinks)
      deps.logger.info({ module: 'jobs', ...removed }, 'expired rows purged')
  },
  retryLimit: 2,
  retryDelaySeconds: 60,
  expireInSeconds: 300,
  schedule: { everySeconds: PURGE_EVERY_SECONDS },
})
