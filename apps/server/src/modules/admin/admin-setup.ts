import type { Db } from '../../db/client'
import type { Config } from '../../env'
import type { Logger } from '../../lib/logger'
import { issueAdminSetupToken, SETUP_TOKEN_TTL_HOURS, syncListedAdmins } from './admin-roles'

/**
 * At start-up: ADMIN_EMAILS is applied to verified addresses (and taken back from admins it no
 * longer names), and while no account is admin a one-time setup token is written to the log.
 * Whoever can read this server's log is its operator; the first signed-in account to send the
 * token (Users page, or POST /api/auth/claim-admin) becomes admin, so there is no race to
 * register an address first.
 */
export async function announceAdminSetup(db: Db, config: Config, logger: Logger) {
  const { granted, revoked, unverified } = await syncListedAdmins(db, config)
  if (granted.length || revoked.length)
    logger.warn({ granted, revoked }, 'administrators changed to match ADMIN_EMAILS')
  if (unverified.length)
    logger.warn(
      { unverified },
      'ADMIN_EMAILS names accounts whose address is not verified: each becomes admin once it opens the link mailed to it',
    )
  const token = await issueAdminSetupToken(db)
  if (token)
    logger.warn(
      { setupToken: token, expiresInHours: SETUP_TOKEN_TTL_HOURS },
      `No administrator yet. Sign in with the account that should be admin, open ${(config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')}/users and enter this setup token (or POST it to /api/auth/claim-admin as {"token": "…"}). It works once.`,
    )
}
