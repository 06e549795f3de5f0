import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic'
import type { AppDeps } from '../../context'
import type { Config } from '../../env'
import { users, type UserRow } from '../../db/schema'
import { promoteIfListed } from '../admin/admin-roles'
import { defaultNickname, type AuthService, type ClientInfo } from './auth.service'
import { hashPassword } from './passwords'
import { recordSignInDevice } from './sign-in-devices'
import { announceAccountChange } from '../../db/account-changes'

export const OAUTH_PROVIDERS = ['github', 'google'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** Why a social sign-in did not finish; the web shows a sentence for each. */
export type OAuthFailure = 'state' | 'provider' | 'unverified' | 'disabled'

export class OAuthError extends Error {
  constructor(readonly reason: OAuthFailure) {
    super(`social sign-in failed: ${reason}`)
  }
}

/** A provider is offered only when the operator set both its id and its secret. */
export const configuredProviders = (config: Config) => ({
  github: Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET),
  google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
})

/** What the provider proved about the person: an address, and whether the provider verified it. */
interface ProviderIdentity {
  email: string | null
  verified: boolean
}

/** How long the provider may take to answer one request before the sign-in is given up. */
const PROVIDER_TIMEOUT_MS = 10_000

/**
 * Sign-in with GitHub or Google (OAuth 2.0 authorization code with PKCE, through arctic). The
 * state and the PKCE verifier travel in an HttpOnly cookie set at the start and checked at the
 * callback. The account is the one whose email the provider verified; an address with no account
 * gets a new one, already verified.
 */
export function createOAuthService(deps: AppDeps, auth: AuthService) {
  const { config, database } = deps
  const { db } = database
  const callbackUrl = (provider: OAuthProvider) => `${auth.mail.appUrl}/api/auth/oauth/${provider}/callback`

  const settings = {
    github: {
      id: config.GITHUB_CLIENT_ID,
      secret: config.GITHUB_CLIENT_SECRET,
      authorize: config.GITHUB_AUTHORIZE_URL,
      token: config.GITHUB_TOKEN_URL,
      // The primary address is what GitHub mails; only a verified one may name an account.
      scopes: ['read:user', 'user:email'],
    },
    google: {
      id: config.GOOGLE_CLIENT_ID,
      secret: config.GOOGLE_CLIENT_SECRET,
      authorize: config.GOOGLE_AUTHORIZE_URL,
      token: config.GOOGLE_TOKEN_URL,
      scopes: ['openid', 'email', 'profile'],
    },
  } as const

  const client = (provider: OAuthProvider) => {
    const s = settings[provider]
    return new OAuth2Client(s.id ?? '', s.secret ?? '', callbackUrl(provider))
  }

  async function getJson(url: string, accessToken: string): Promise<unknown> {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Hookline' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    })
    if (!response.ok) throw new OAuthError('provider')
    return response.json()
  }

  async function identify(provider: OAuthProvider, accessToken: string): Promise<ProviderIdentity> {
    if (provider === 'github') {
      const emails = await getJson(`${config.GITHUB_API_URL.replace(/\/$/, '')}/user/emails`, accessToken)
      const list = Array.isArray(emails) ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]) : []
      const primary = list.find((e) => e.primary === true)
      return {
        email: typeof primary?.email === 'string' ? primary.email : null,
        verified: primary?.verified === true,
      }
    }
    const info = (await getJson(config.GOOGLE_USERINFO_URL, accessToken)) as {
      email?: unknown
      email_verified?: unknown
    }
    return { email: typeof info.email === 'string' ? info.email : null, verified: info.email_verified === true }
  }

  /** The account for a verified address: the existing one, or a new one (verified, sign-up credits). */
  async function accountFor(email: string): Promise<UserRow> {
    const [existing] = await db.select().from(users).where(eq(users.email, email))
    if (existing) {
      if (existing.disabledAt) throw new OAuthError('disabled')
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
          .where(eq(users.id, existing.id))
          .returning()
        await announceAccountChange(tx, [row.id])
        if (config.EMAIL_VERIFICATION === 'required') {
          const credits = await auth.grantSignupBonus(tx, row.id)
          if (credits !== null) row.credits = credits
        }
        return promoteIfListed(tx, config, row)
      })
    }
    // No password anyone knows: the account signs in with the provider, a mailed code, or a reset.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'))
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email, passwordHash, nickname: defaultNickname(email), emailVerifiedAt: sql`now()` })
        .onConflictDoNothing({ target: users.email })
        .returning()
      // A parallel first sign-in with the same address made it a moment ago.
      const row = created ?? (await tx.select().from(users).where(eq(users.email, email)))[0]
      const credits = await auth.grantSignupBonus(tx, row.id)
      if (credits !== null) row.credits = credits
      return promoteIfListed(tx, config, row)
    })
  }

  return {
    /** Where to send the browser, and the cookie value that must come back with the callback. */
    start(provider: OAuthProvider) {
      const state = generateState()
      const verifier = generateCodeVerifier()
      const s = settings[provider]
      const url = client(provider).createAuthorizationURLWithPKCE(
        s.authorize,
        state,
        CodeChallengeMethod.S256,
        verifier,
        [...s.scopes],
      )
      return { url: url.toString(), cookie: `${provider}.${state}.${verifier}` }
    },

    /** The callback: state checked against the cookie, code traded (with the verifier), account found. */
    async finish(
      provider: OAuthProvider,
      query: { code?: string; state?: string },
      cookie: string | undefined,
      client_: ClientInfo,
    ) {
      const [cookieProvider, cookieState, verifier] = (cookie ?? '').split('.')
      if (!query.code || !query.state || cookieProvider !== provider || !verifier || cookieState !== query.state)
        throw new OAuthError('state')
      let accessToken: string
      try {
        const tokens = await client(provider).validateAuthorizationCode(settings[provider].token, query.code, verifier)
        accessToken = tokens.accessToken()
      } catch {
        throw new OAuthError('provider')
      }
      const identity = await identify(provider, accessToken).catch((error: unknown) => {
        throw error instanceof OAuthError ? error : new OAuthError('provider')
      })
      if (!identity.email || !identity.verified) throw new OAuthError('unverified')
      const user = await accountFor(identity.email.trim().toLowerCase())
      if ((await recordSignInDevice(db, user.id, client_.userAgent)) === 'new') auth.mail.newSignIn(user, client_)
      return auth.issueSession(user, client_)
    },
  }
}
