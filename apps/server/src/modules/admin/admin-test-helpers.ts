import type { TestContext } from '../../../test/test-context'
import { call } from '../../../test/test-context'

/** The token of the newest `path` link mailed to `to` (the recording mailer keeps every mail). */
export async function linkTokenFor(ctx: TestContext, to: string, path: string): Promise<string> {
  await ctx.mailer.idle()
  const mail = [...ctx.mails].reverse().find((m) => m.to === to && m.text.includes(`${path}?token=`))
  if (!mail) throw new Error(`no ${path} link mailed to ${to}`)
  return new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1]
}

/** Signs in; throws unless it succeeds. */
export async function signIn(ctx: TestContext, email: string, password = 'correct-horse') {
  const res = await call(ctx.app, 'POST', '/api/auth/login', { body: { email, password } })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`)
  return { token: res.body.data.token as string, user: res.body.data.user }
}

/**
 * An administrator as an operator makes one: the address is named in ADMIN_EMAILS, registered,
 * and proven by the verification link mailed to it.
 */
export async function registerAdmin(ctx: TestContext, email: string, password = 'correct-horse') {
  const registered = await call(ctx.app, 'POST', '/api/auth/register', { body: { email, password } })
  if (registered.status !== 200) throw new Error(`register failed: ${registered.status} ${registered.text}`)
  const verified = await call(ctx.app, 'POST', '/api/auth/verify-email', {
    body: { token: await linkTokenFor(ctx, email, '/verify-email') },
  })
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${verified.text}`)
  return signIn(ctx, email, password)
}
