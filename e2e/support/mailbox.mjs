// A real SMTP server (the `smtp-server` package) that the app sends its mail to during the e2e
// run, with a small HTTP mailbox beside it so a spec can read what arrived: GET /mails?to=<address>
// answers the messages for that address, newest last, as { subject, text } (the raw message's
// readable text; quoted-printable and base64 parts decoded).
import http from 'node:http'
import { SMTPServer } from 'smtp-server'

/** The text/plain part of a MIME message, decoded. Enough for the app's own mails (nodemailer). */
function readableText(raw) {
  const decodeQp = (text) =>
    Buffer.from(
      text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8')
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  const plain = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? raw
  const [headers, ...body] = plain.split(/\r?\n\r?\n/)
  const content = body.join('\n\n')
  if (/content-transfer-encoding:\s*base64/i.test(headers))
    return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQp(content)
  return content
}

const decodeSubject = (raw) => {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  return line.replace(/\r?\n[ \t]/g, '').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind, text) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

export async function startMailbox({ port }) {
  const mails = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk) => (raw += chunk))
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeSubject(raw),
          text: readableText(raw),
        })
        callback()
      })
    },
  })
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = smtp.server.address().port

  const mailbox = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const to = (url.searchParams.get('to') ?? '').toLowerCase()
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify(mails.filter((mail) => mail.to.includes(to)).map(({ subject, text }) => ({ subject, text }))),
    )
  })
  await new Promise((resolve) => mailbox.listen(port, '127.0.0.1', resolve))
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    close() {
      smtp.close()
      mailbox.close()
    },
  }
}
