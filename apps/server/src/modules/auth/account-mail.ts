import {
  EMAIL_VERIFICATION_TTL_HOURS,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_CODE_TTL_MINUTES,
  resolveNotificationSettings,
  type Language,
} from '@hookline/contract'
import type { AppDeps } from '../../context'
import type { UserRow } from '../../db/schema'
import { describeUserAgent } from '../../lib/user-agent'
import { writeMail } from '../../lib/mailer/mail-templates'

/** The language a user reads mail in: the one they chose in the app, else Chinese (the app's default). */
const mailLanguage = (user: UserRow): Language => (user.preferences?.language === 'en' ? 'en' : 'zh')

/** A time as the reader's locale writes it, in UTC so it does not depend on the server's zone. */
const formatTime = (language: Language, at = new Date()) =>
  `${at.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' })} UTC`

/** The mails the account flows send; security notices only to users who keep them on. */
export function createAccountMail({ config, mailer }: Pick<AppDeps, 'config' | 'mailer'>) {
  const appUrl = (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '')
  const link = (path: string, token?: string) => `${appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`
  const wantsSecurityMail = (user: UserRow) => resolveNotificationSettings(user.notificationSettings).security_emails

  return {
    appUrl,
    passwordReset(user: UserRow, token: string) {
      mailer.send(
        writeMail('password_reset', mailLanguage(user), user.email, {
          link: link('/reset-password', token),
          minutes: String(PASSWORD_RESET_TTL_MINUTES),
        }),
      )
    },
    /** `verify_admin` where the instance does not verify addresses but ADMIN_EMAILS names this one. */
    verifyEmail(user: UserRow, token: string, kind: 'verify_email' | 'verify_admin' = 'verify_email') {
      mailer.send(
        writeMail(kind, mailLanguage(user), user.email, {
          link: link('/verify-email', token),
          hours: String(EMAIL_VERIFICATION_TTL_HOURS),
        }),
      )
    },
    /** The page that takes the code opens with the address filled in, so the mail's link is one step. */
    signInCode(user: UserRow, code: string) {
      mailer.send(
        writeMail('sign_in_code', mailLanguage(user), user.email, {
          code,
          link: `${appUrl}/otp?email=${encodeURIComponent(user.email)}`,
          minutes: String(SIGN_IN_CODE_TTL_MINUTES),
        }),
      )
    },
    /** Someone signed up with an address that has an account: its owner is told, nobody else. */
    signUpAttempt(user: UserRow) {
      mailer.send(writeMail('sign_up_attempt', mailLanguage(user), user.email, { link: link('/forgot-password') }))
    },
    passwordChanged(user: UserRow) {
      if (!wantsSecurityMail(user)) return
      const language = mailLanguage(user)
      mailer.send(
        writeMail('password_changed', language, user.email, {
          link: link('/forgot-password'),
          time: formatTime(language),
        }),
      )
    },
    newSignIn(user: UserRow, client: { ip: string; userAgent?: string }) {
      if (!wantsSecurityMail(user)) return
      const language = mailLanguage(user)
      const { browser, os } = describeUserAgent(client.userAgent)
      const unknown = language === 'zh' ? '未知' : 'unknown'
      const device = [browser, os].filter(Boolean).join(' · ') || unknown
      mailer.send(
        writeMail('new_sign_in', language, user.email, {
          link: link('/forgot-password'),
          device,
          ip: client.ip === 'unknown' ? unknown : client.ip,
          time: formatTime(language),
        }),
      )
    },
  }
}

export type AccountMail = ReturnType<typeof createAccountMail>
