import nodemailer from 'nodemailer'
import type { Logger } from '../logger'

/** One mail, already written in the recipient's language (mail-templates.ts). */
export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/**
 * Sends mail. `send` never throws: a mail that cannot go out is logged, and the request that
 * caused it answers as it would have (a reset request must not tell an outsider whether a mail
 * went anywhere). `deliver` is what tests and callers that must know use.
 */
export interface Mailer {
  /** Where mail goes, for the start-up log: "log" or the SMTP host. */
  readonly transport: string
  deliver(mail: Mail): Promise<void>
  send(mail: Mail): void
  /** Work done after a request has answered whose end is a mail (a reset link): `idle` waits for it too. */
  track(work: Promise<void>): void
  /** Waits for mails handed to `send` and work handed to `track` (tests; a graceful stop). */
  idle(): Promise<void>
}

interface MailerOptions {
  /** smtp:// or smtps:// URL; unset: every mail is written to the log (the embedded default has no mail server). */
  smtpUrl?: string
  from: string
  logger: Logger
}

export function createMailer({ smtpUrl, from, logger }: MailerOptions): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
  const pending = new Set<Promise<void>>()

  async function deliver(mail: Mail): Promise<void> {
    if (!smtp) {
      // The whole text: on an instance without mail this is how the operator hands a reset link on.
      logger.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (no SMTP_URL: written to the log)',
      )
      return
    }
    await smtp.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
  }

  return {
    transport: smtpUrl ? new URL(smtpUrl).host : 'log',
    deliver,
    send(mail) {
      this.track(
        deliver(mail).catch((error: unknown) =>
          logger.error({ err: error, subject: mail.subject }, 'mail could not be sent'),
        ),
      )
    },
    track(work) {
      const task = work.finally(() => pending.delete(task))
      pending.add(task)
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
