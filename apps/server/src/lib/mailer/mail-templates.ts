import type { Language } from '@hookline/contract'
import type { Mail } from './mailer'

/**
 * Every mail Hookline sends, in both languages, as text a writer can read and edit. `{name}`
 * fields are filled by `writeMail`, escaped for the HTML part. Short: one thing to do, one link.
 */
export const MAIL_TEMPLATES = {
  password_reset: {
    zh: {
      subject: '重置你的 Hookline 密码',
      lines: [
        '你好，',
        '我们收到了重置你的 Hookline 账户（{email}）密码的请求。点下面的链接设置新密码，链接 {minutes} 分钟内有效，只能用一次：',
        '{link}',
        '如果不是你本人操作，忽略这封邮件即可，你的密码不会改变。',
      ],
      action: '设置新密码',
    },
    en: {
      subject: 'Reset your Hookline password',
      lines: [
        'Hi,',
        'Someone asked to reset the password of your Hookline account ({email}). Open this link to choose a new one; it works once, for {minutes} minutes:',
        '{link}',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
      action: 'Choose a new password',
    },
  },
  password_changed: {
    zh: {
      subject: '你的 Hookline 密码已修改',
      lines: [
        '你好，',
        '你的 Hookline 账户（{email}）的密码刚刚在 {time} 被修改，其他设备上的登录都已退出。',
        '如果不是你本人操作，请立即通过下面的链接重置密码：',
        '{link}',
      ],
      action: '重置密码',
    },
    en: {
      subject: 'Your Hookline password was changed',
      lines: [
        'Hi,',
        'The password of your Hookline account ({email}) was changed at {time}, and every other device was signed out.',
        'If it was not you, reset your password now:',
        '{link}',
      ],
      action: 'Reset password',
    },
  },
  new_sign_in: {
    zh: {
      subject: 'Hookline 新设备登录提醒',
      lines: [
        '你好，',
        '你的 Hookline 账户（{email}）刚刚在一台新设备上登录：',
        '设备：{device}；IP 地址：{ip}；时间：{time}',
        '如果是你本人，无需处理。如果不是，请立即重置密码：',
        '{link}',
      ],
      action: '重置密码',
    },
    en: {
      subject: 'New sign-in to Hookline',
      lines: [
        'Hi,',
        'Your Hookline account ({email}) was just signed in to from a new device:',
        'Device: {device}; address: {ip}; time: {time}',
        'If this was you, there is nothing to do. If not, reset your password now:',
        '{link}',
      ],
      action: 'Reset password',
    },
  },
  verify_email: {
    zh: {
      subject: '验证你的 Hookline 邮箱',
      lines: [
        '你好，',
        '欢迎使用 Hookline！点下面的链接验证邮箱 {email}，验证后即可领取注册积分。链接 {hours} 小时内有效：',
        '{link}',
        '如果你没有注册过 Hookline，忽略这封邮件即可。',
      ],
      action: '验证邮箱',
    },
    en: {
      subject: 'Verify your Hookline email',
      lines: [
        'Hi,',
        'Welcome to Hookline! Open this link to verify {email} and receive your sign-up credits. It works for {hours} hours:',
        '{link}',
        'If you did not sign up for Hookline, ignore this mail.',
      ],
      action: 'Verify email',
    },
  },
  sign_up_attempt: {
    zh: {
      subject: '有人用你的邮箱注册 Hookline',
      lines: [
        '你好，',
        '刚刚有人用你的邮箱 {email} 注册 Hookline，但这个邮箱已经有账户了，所以没有新建账户。',
        '如果是你本人，直接登录即可；忘了密码的话，用下面的链接重置：',
        '{link}',
        '如果不是你，忽略这封邮件即可，你的账户没有任何变化。',
      ],
      action: '重置密码',
    },
    en: {
      subject: 'Someone tried to sign up to Hookline with your email',
      lines: [
        'Hi,',
        'Someone just tried to sign up to Hookline with {email}, which already has an account, so no new account was made.',
        'If it was you, just sign in; if you forgot your password, reset it here:',
        '{link}',
        'If it was not you, ignore this mail: nothing about your account changed.',
      ],
      action: 'Reset password',
    },
  },
  verify_admin: {
    zh: {
      subject: '确认你的 Hookline 管理员邮箱',
      lines: [
        '你好，',
        '这个 Hookline 站点把 {email} 设为管理员邮箱。点下面的链接确认这个邮箱是你的，确认后你的账户即成为管理员。链接 {hours} 小时内有效：',
        '{link}',
        '如果你没有注册过 Hookline，忽略这封邮件即可。',
      ],
      action: '确认邮箱',
    },
    en: {
      subject: 'Confirm your Hookline administrator email',
      lines: [
        'Hi,',
        'This Hookline site names {email} as an administrator. Open this link to confirm the address is yours; your account becomes administrator then. It works for {hours} hours:',
        '{link}',
        'If you did not sign up for Hookline, ignore this mail.',
      ],
      action: 'Confirm email',
    },
  },
  sign_in_code: {
    zh: {
      subject: '你的 Hookline 登录验证码',
      lines: [
        '你好，',
        '有人请求用一次性验证码登录你的 Hookline 账户（{email}）。验证码 {minutes} 分钟内有效，只能用一次：',
        '{code}',
        '在登录页输入这个验证码，或打开下面的链接输入：',
        '{link}',
        '如果不是你本人操作，忽略这封邮件即可：没有验证码，谁也登录不了你的账户。',
      ],
      action: '输入验证码',
    },
    en: {
      subject: 'Your Hookline sign-in code',
      lines: [
        'Hi,',
        'Someone asked to sign in to your Hookline account ({email}) with a one-time code. It works once, for {minutes} minutes:',
        '{code}',
        'Enter it on the sign-in page, or open this link to enter it:',
        '{link}',
        'If it was not you, ignore this mail: without the code nobody can sign in.',
      ],
      action: 'Enter the code',
    },
  },
} as const satisfies Record<string, Record<Language, { subject: string; lines: readonly string[]; action: string }>>

export type MailKind = keyof typeof MAIL_TEMPLATES

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

const fill = (line: string, fields: Record<string, string>) =>
  line.replace(/\{(\w+)\}/g, (_, name: string) => fields[name] ?? '')

/**
 * The mail of `kind` in `language`. The `{link}` line becomes a button in the HTML part; every
 * field is escaped there, so an address or a device name cannot inject markup.
 */
export function writeMail(kind: MailKind, language: Language, to: string, fields: Record<string, string>): Mail {
  const template = MAIL_TEMPLATES[kind][language]
  const all: Record<string, string> = { email: to, ...fields }
  const text = template.lines.map((line) => fill(line, all)).join('\n\n')
  const paragraphs = template.lines.map((line) =>
    line === '{link}'
      ? `<p><a href="${escapeHtml(all.link ?? '')}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p><p style="color:#666;font-size:12px;word-break:break-all">${escapeHtml(all.link ?? '')}</p>`
      : `<p>${escapeHtml(fill(line, all))}</p>`,
  )
  const html = `<!doctype html><html lang="${language === 'zh' ? 'zh-CN' : 'en'}"><body style="font-family:system-ui,sans-serif;line-height:1.6;color:#111;max-width:560px">${paragraphs.join('')}</body></html>`
  return { to, subject: template.subject, text: `${text}\n\n— Hookline`, html }
}
