import { describe, expect, it } from 'vitest'
import { MAIL_TEMPLATES, writeMail } from './mail-templates'

describe('writeMail', () => {
  it('writes every mail in both languages with its link, and escapes what it fills into the HTML', () => {
    for (const kind of Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[]) {
      for (const language of ['zh', 'en'] as const) {
        const mail = writeMail(kind, language, 'a@example.com', {
          link: 'https://app.test/x?token=abc&y=1',
          minutes: '30',
          hours: '48',
          time: 't',
          device: 'd',
          ip: 'i',
        })
        expect(mail.subject).not.toMatch(/\{\w+\}/)
        expect(mail.text).toContain('https://app.test/x?token=abc&y=1')
        expect(mail.text).not.toMatch(/\{\w+\}/)
        expect(mail.html).toContain('href="https://app.test/x?token=abc&amp;y=1"')
      }
    }
    const hostile = writeMail('new_sign_in', 'en', 'a@example.com', {
      link: 'https://x',
      device: '<script>alert(1)</script>',
      ip: '1.2.3.4',
      time: 'now',
    })
    expect(hostile.html).not.toContain('<script>')
    expect(hostile.html).toContain('&lt;script&gt;')
  })
})
