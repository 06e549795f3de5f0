import { createHmac } from 'node:crypto'
import { TELEGRAM_API_URL, type Language, type TrendPlatform, type WebhookKind } from '@hookline/contract'

/**
 * Each chat app's webhook request for one message: a watch's hits (or a test) as the app's own
 * JSON body. The text is short and in the creator's language; every app gets the titles as links.
 */

export interface PushLine {
  platform: TrendPlatform
  rank: number
  title: string
  url: string
}

export interface PushMessage {
  language: Language
  /** The watch's name. */
  watchName: string
  lines: PushLine[]
  /** Hits beyond `lines` (a long digest), said as "and N more". */
  more: number
  test?: boolean
}

/** What a webhook is, opened (lib/secret-box.ts) for one send. */
export interface WebhookTarget {
  kind: WebhookKind
  /** The robot's address; for Telegram the Bot API server (TELEGRAM_API_URL when empty). */
  url: string
  /** Feishu or DingTalk signing secret, Telegram bot token. */
  secret: string | null
  chatId: string | null
}

export interface WebhookRequest {
  url: string
  body: unknown
}

const PLATFORM_NAMES: Record<Language, Record<TrendPlatform, string>> = {
  zh: { bilibili: 'B站', weibo: '微博', douyin: '抖音' },
  en: { bilibili: 'Bilibili', weibo: 'Weibo', douyin: 'Douyin' },
}

export function headlineOf(message: PushMessage): string {
  const count = message.lines.length + message.more
  if (message.language === 'zh')
    return message.test
      ? `Hookline 测试消息：关注「${message.watchName}」的提醒会发到这里`
      : `Hookline 关注「${message.watchName}」：${count} 条热点`
  return message.test
    ? `Hookline test message: alerts of the watch “${message.watchName}” will be posted here`
    : `Hookline watch “${message.watchName}”: ${count} trending ${count === 1 ? 'item' : 'items'}`
}

const placeOf = (line: PushLine, language: Language) => `${PLATFORM_NAMES[language][line.platform]} #${line.rank}`
const moreOf = (message: PushMessage) =>
  message.more > 0 ? (message.language === 'zh' ? `……另有 ${message.more} 条` : `…and ${message.more} more`) : null

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
/** Slack's three control characters, as its formatting reference asks. */
const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** Brackets would end a Markdown link's text early. */
const escapeLinkText = (text: string) => text.replace(/[[\]]/g, (bracket) => (bracket === '[' ? '【' : '】'))

/** Feishu and DingTalk sign `timestamp + "\n" + secret` with HMAC-SHA256, base64; they differ in where the key goes. */
function feishuSign(secret: string, seconds: number) {
  return createHmac('sha256', `${seconds}\n${secret}`).update('').digest('base64')
}
function dingtalkSign(secret: string, millis: number) {
  return createHmac('sha256', secret).update(`${millis}\n${secret}`).digest('base64')
}

type Formatter = (target: WebhookTarget, message: PushMessage, now: Date) => WebhookRequest

const formatters: Record<WebhookKind, Formatter> = {
  /** Custom bot, rich text ("post"); with a signing secret, `timestamp` (seconds) and `sign` in the body. */
  feishu(target, message, now) {
    type Tag = { tag: 'text'; text: string } | { tag: 'a'; text: string; href: string }
    const rows: Tag[][] = message.lines.map((line): Tag[] => [
      { tag: 'text', text: `${placeOf(line, message.language)} ` },
      { tag: 'a', text: line.title, href: line.url },
    ])
    const more = moreOf(message)
    if (more) rows.push([{ tag: 'text', text: more }])
    // A post needs a paragraph: a test message has no hits to list.
    if (rows.length === 0) rows.push([{ tag: 'text', text: headlineOf(message) }])
    const locale = message.language === 'zh' ? 'zh_cn' : 'en_us'
    const body: Record<string, unknown> = {
      msg_type: 'post',
      content: { post: { [locale]: { title: headlineOf(message), content: rows } } },
    }
    if (target.secret) {
      const seconds = Math.floor(now.getTime() / 1000)
      body.timestamp = String(seconds)
      body.sign = feishuSign(target.secret, seconds)
    }
    return { url: target.url, body }
  },
  /** Group bot, markdown (at most 4096 bytes). */
  wecom(target, message) {
    const lines = message.lines.map(
      (line) => `> ${placeOf(line, message.language)} [${escapeLinkText(line.title)}](${line.url})`,
    )
    const more = moreOf(message)
    const content = [`**${headlineOf(message)}**`, ...lines, ...(more ? [more] : [])].join('\n')
    return { url: target.url, body: { msgtype: 'markdown', markdown: { content } } }
  },
  /** Custom robot, markdown; with a signing secret, `timestamp` (ms) and `sign` in the address. */
  dingtalk(target, message, now) {
    const headline = headlineOf(message)
    const lines = message.lines.map(
      (line) => `- ${placeOf(line, message.language)} [${escapeLinkText(line.title)}](${line.url})`,
    )
    const more = moreOf(message)
    const text = [`#### ${headline}`, '', ...lines, ...(more ? ['', more] : [])].join('\n')
    const url = new URL(target.url)
    if (target.secret) {
      const millis = now.getTime()
      url.searchParams.set('timestamp', String(millis))
      url.searchParams.set('sign', dingtalkSign(target.secret, millis))
    }
    return { url: url.toString(), body: { msgtype: 'markdown', markdown: { title: headline, text } } }
  },
  /** Incoming webhook, mrkdwn text; links as <url|text>. */
  slack(target, message) {
    const lines = message.lines.map(
      (line) => `• ${escapeSlack(placeOf(line, message.language))} <${line.url}|${escapeSlack(line.title)}>`,
    )
    const more = moreOf(message)
    const text = [`*${escapeSlack(headlineOf(message))}*`, ...lines, ...(more ? [more] : [])].join('\n')
    return { url: target.url, body: { text, unfurl_links: false, unfurl_media: false } }
  },
  /** Execute webhook: content (at most 2000 characters), no mentions, links in <> so they embed nothing. */
  discord(target, message) {
    const lines = message.lines.map(
      (line) => `- ${placeOf(line, message.language)} [${escapeLinkText(line.title)}](<${line.url}>)`,
    )
    const more = moreOf(message)
    let content = [`**${headlineOf(message)}**`, ...lines, ...(more ? [more] : [])].join('\n')
    if (content.length > 2000) content = `${content.slice(0, 1999)}…`
    return { url: target.url, body: { content, allowed_mentions: { parse: [] } } }
  },
  /** Bot API sendMessage to a chat, HTML text, no link previews. */
  telegram(target, message) {
    const lines = message.lines.map(
      (line) =>
        `${escapeHtml(placeOf(line, message.language))} <a href="${escapeHtml(line.url)}">${escapeHtml(line.title)}</a>`,
    )
    const more = moreOf(message)
    const text = [`<b>${escapeHtml(headlineOf(message))}</b>`, ...lines, ...(more ? [more] : [])].join('\n')
    const base = (target.url || TELEGRAM_API_URL).replace(/\/+$/, '')
    return {
      url: `${base}/bot${target.secret ?? ''}/sendMessage`,
      body: { chat_id: target.chatId, text, parse_mode: 'HTML', link_preview_options: { is_disabled: true } },
    }
  },
}

export const formatWebhook = (target: WebhookTarget, message: PushMessage, now = new Date()): WebhookRequest =>
  formatters[target.kind](target, message, now)

/**
 * Whether a 2xx answer says the message was taken. Feishu, DingTalk and WeCom answer 200 with their
 * own code; Telegram's `ok`. `retry`: the app's own "too many messages" code, worth another try later.
 */
export function appAnswer(kind: WebhookKind, body: unknown): { ok: boolean; retry: boolean; message: string | null } {
  const json = (body ?? {}) as Record<string, unknown>
  const fail = (code: unknown, message: unknown, retryCodes: number[]) => ({
    ok: false,
    retry: retryCodes.includes(Number(code)),
    message: `${String(code)} ${typeof message === 'string' ? message : ''}`.trim(),
  })
  switch (kind) {
    case 'feishu': {
      const code = json.code ?? json.StatusCode ?? 0
      // 11232: the bot's frequency limit.
      return code === 0 ? { ok: true, retry: false, message: null } : fail(code, json.msg, [11232])
    }
    case 'dingtalk':
      // 130101: sending too fast.
      return json.errcode === 0 || json.errcode === undefined
        ? { ok: true, retry: false, message: null }
        : fail(json.errcode, json.errmsg, [130101])
    case 'wecom':
      // 45009: the bot's 20 messages a minute.
      return json.errcode === 0 || json.errcode === undefined
        ? { ok: true, retry: false, message: null }
        : fail(json.errcode, json.errmsg, [45009])
    case 'telegram':
      return json.ok === false
        ? fail(json.error_code, json.description, [429])
        : { ok: true, retry: false, message: null }
    default:
      return { ok: true, retry: false, message: null }
  }
}
