import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WebhookKind } from '@hookline/contract'
import { createApp } from '../../app'
import type { AppDeps } from '../../context'
import { watchHits, watches } from '../../db/schema'
import { loadConfig } from '../../env'
import { startJobs, type RunningJobs } from '../../jobs/job-system'
import { createLogger } from '../../lib/logger'
import { createMailer } from '../../lib/mailer/mailer'
import { RateLimiter } from '../../lib/rate-limit'
import {
  call,
  databaseKinds,
  localOnlyLookup,
  openTestDatabase,
  registerUser,
  testSecretBox,
} from '../../../test/test-context'
import { fanOutRefresh, pushWatch, RetryLater } from './watch-fanout'
import { queueWatchPush, watchPushJob } from './watch-jobs'
import { appendRefresh, fillers } from './watch-test-helpers'

interface Received {
  path: string
  search: URLSearchParams
  body: any
}

/** A chat app on 127.0.0.1: records each request and answers with the next scripted status (then 200). */
async function startReceiver() {
  const received: Received[] = []
  const script: Array<{ status: number; body?: string }> = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      received.push({
        path: url.pathname,
        search: url.searchParams,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      })
      const next = script.shift() ?? { status: 200 }
      const answer = next.body ?? (url.pathname.startsWith('/discord') ? '' : '{"code":0,"errcode":0,"ok":true}')
      const discordDone = next.status === 200 && next.body === undefined && url.pathname.startsWith('/discord')
      res.writeHead(discordDone ? 204 : next.status, {
        'content-type': 'application/json',
      })
      res.end(next.status === 200 ? answer : '{"error":"scripted"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { received, script, base, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** The app with a known server key, so a test can send what the API sealed. */
async function createDeliveryApp(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', ...env })
  const database = await openTestDatabase(kind)
  const logger = createLogger(config)
  const deps: AppDeps = {
    config,
    database,
    logger,
    rateLimiter: new RateLimiter(database.db),
    secrets: testSecretBox(),
    mailer: createMailer({ from: config.MAIL_FROM, logger }),
    outboundLookup: localOnlyLookup,
  }
  return { deps, app: createApp(deps) }
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

let refreshes = 0
/** A refresh where `title` enters the Weibo list after a first one without it. */
async function hitEnters(deps: AppDeps, title: string) {
  const t0 = new Date(Date.UTC(2026, 10, 20) + refreshes++ * 3600_000)
  await appendRefresh(deps.database, 'weibo', t0, fillers(2, `r${refreshes}`))
  return fanOutRefresh(
    deps,
    await appendRefresh(deps.database, 'weibo', new Date(t0.getTime() + 60_000), [
      [`k-${refreshes}`, title],
      ...fillers(2, `r${refreshes}`),
    ]),
  )
}

describe.each(databaseKinds)('webhook delivery on %s', (kind) => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let ctx: Awaited<ReturnType<typeof createDeliveryApp>>
  let token: string
  beforeAll(async () => {
    receiver = await startReceiver()
    // The receiver is on loopback: the operator's setting that allows private addresses.
    ctx = await createDeliveryApp(kind, { MODEL_PRIVATE_NETWORK: 'all' })
    ;({ token } = await registerUser(ctx.app))
  })
  afterAll(async () => {
    await ctx.deps.database.close()
    await receiver.close()
  })

  const saveWatch = async (webhook: Record<string, unknown>, keyword: string) => {
    const answer = await call(ctx.app, 'POST', '/api/watches', {
      token,
      body: { name: keyword, keywords: [keyword], platforms: ['weibo'], trigger: 'enters', webhook },
    })
    expect(answer.status, answer.text).toBe(200)
    return answer.body.data.id as string
  }

  const expectations: Record<WebhookKind, (got: Received, title: string) => void> = {
    feishu(got, title) {
      expect(got.path).toBe('/feishu/hook')
      const { timestamp, sign, ...rest } = got.body
      expect(rest).toEqual({
        msg_type: 'post',
        content: {
          post: {
            zh_cn: {
              title: 'Hookline 关注「飞书」：1 条热点',
              content: [
                [
                  { tag: 'text', text: '微博 #1 ' },
                  { tag: 'a', text: title, href: `https://s.weibo.com/weibo?q=${encodeURIComponent(title)}` },
                ],
              ],
            },
          },
        },
      })
      // Feishu's signature: HMAC-SHA256 keyed by `timestamp\nsecret` over nothing, base64.
      expect(sign).toBe(createHmac('sha256', `${timestamp}\nfs-secret`).update('').digest('base64'))
    },
    wecom(got, title) {
      expect(got.body).toEqual({
        msgtype: 'markdown',
        markdown: {
          content: `**Hookline 关注「企微」：1 条热点**\n> 微博 #1 [${title}](https://s.weibo.com/weibo?q=${encodeURIComponent(title)})`,
        },
      })
      expect(got.search.get('key')).toBe('wk')
    },
    dingtalk(got, title) {
      expect(got.body).toEqual({
        msgtype: 'markdown',
        markdown: {
          title: 'Hookline 关注「钉钉」：1 条热点',
          text: `#### Hookline 关注「钉钉」：1 条热点\n\n- 微博 #1 [${title}](https://s.weibo.com/weibo?q=${encodeURIComponent(title)})`,
        },
      })
      expect(got.search.get('access_token')).toBe('dt')
      const timestamp = got.search.get('timestamp')!
      // DingTalk's signature: HMAC-SHA256 keyed by the secret over `timestamp\nsecret`, base64 (URL-encoded in the address).
      expect(got.search.get('sign')).toBe(
        createHmac('sha256', 'SECdingtalk').update(`${timestamp}\nSECdingtalk`).digest('base64'),
      )
    },
    slack(got, title) {
      expect(got.body).toEqual({
        text: `*Hookline 关注「Slack」：1 条热点*\n• 微博 #1 <https://s.weibo.com/weibo?q=${encodeURIComponent(title)}|${escaped(title)}>`,
        unfurl_links: false,
        unfurl_media: false,
      })
    },
    discord(got, title) {
      expect(got.body).toEqual({
        content: `**Hookline 关注「Discord」：1 条热点**\n- 微博 #1 [${title}](<https://s.weibo.com/weibo?q=${encodeURIComponent(title)}>)`,
        allowed_mentions: { parse: [] },
      })
    },
    telegram(got, title) {
      expect(got.path).toBe('/bot123456:TOKEN-abc/sendMessage')
      expect(got.body).toEqual({
        chat_id: '-1001234',
        text: `<b>Hookline 关注「Telegram」：1 条热点</b>\n微博 #1 <a href="https://s.weibo.com/weibo?q=${encodeURIComponent(title)}">${escaped(title)}</a>`,
        parse_mode: 'HTML',
        link_preview_options: { is_disabled: true },
      })
    },
  }
  const targets: Array<[WebhookKind, string, () => Record<string, unknown>]> = [
    ['feishu', '飞书', () => ({ kind: 'feishu', url: `${receiver.base}/feishu/hook`, secret: 'fs-secret' })],
    ['wecom', '企微', () => ({ kind: 'wecom', url: `${receiver.base}/wecom?key=wk` })],
    [
      'dingtalk',
      '钉钉',
      () => ({ kind: 'dingtalk', url: `${receiver.base}/dingtalk?access_token=dt`, secret: 'SECdingtalk' }),
    ],
    ['slack', 'Slack', () => ({ kind: 'slack', url: `${receiver.base}/slack/T0/B0/x` })],
    ['discord', 'Discord', () => ({ kind: 'discord', url: `${receiver.base}/discord/1/abc` })],
    [
      'telegram',
      'Telegram',
      () => ({ kind: 'telegram', url: receiver.base, secret: '123456:TOKEN-abc', chat_id: '-1001234' }),
    ],
  ]

  it.each(targets)('posts a hit to %s in its own format', async (webhookKind, name, webhook) => {
    const watchId = await saveWatch(webhook(), name)
    const title = `${name} 热点 <b> & 更多`
    expect((await hitEnters(ctx.deps, title)).pushes.map((push) => push.watchId)).toEqual([watchId])
    const before = receiver.received.length
    expect(await pushWatch(ctx.deps, watchId)).toEqual({ state: 'sent', hits: 1 })
    expect(receiver.received.length).toBe(before + 1)
    expectations[webhookKind](receiver.received.at(-1)!, title)
    const [hit] = await ctx.deps.database.db.select().from(watchHits).where(eq(watchHits.watchId, watchId))
    expect(hit.pushState).toBe('sent')
    // Sent is sent: another push finds nothing.
    expect(await pushWatch(ctx.deps, watchId)).toEqual({ state: 'nothing' })

    // "Send a test" posts the test message in the same format, and the page sees the outcome.
    const tested = await call(ctx.app, 'POST', `/api/watches/${watchId}/test`, { token })
    expect(tested.body.data).toEqual({
      ok: true,
      status: webhookKind === 'discord' ? 204 : 200,
      reason: null,
      message: null,
    })
    expect(JSON.stringify(receiver.received.at(-1)!.body)).toContain('Hookline 测试消息')
    const view = await call(ctx.app, 'GET', `/api/watches/${watchId}`, { token })
    expect(view.body.data.last_delivery).toMatchObject({ ok: true })
  })

  it('a 5xx or a timeout-like failure is retried (the hit stays pending), a 4xx is not (failed)', async () => {
    const watchId = await saveWatch({ kind: 'slack', url: `${receiver.base}/slack/retry` }, '重试')
    await hitEnters(ctx.deps, '重试 热点')
    receiver.script.push({ status: 503 })
    await expect(pushWatch(ctx.deps, watchId)).rejects.toBeInstanceOf(RetryLater)
    const pending = await ctx.deps.database.db.select().from(watchHits).where(eq(watchHits.watchId, watchId))
    expect(pending[0].pushState).toBe('pending')
    expect(await pushWatch(ctx.deps, watchId)).toEqual({ state: 'sent', hits: 1 })

    const refused = await saveWatch({ kind: 'slack', url: `${receiver.base}/slack/gone` }, '拒绝')
    await hitEnters(ctx.deps, '拒绝 热点')
    receiver.script.push({ status: 404 })
    expect(await pushWatch(ctx.deps, refused)).toEqual({ state: 'failed', hits: 1 })
    const [row] = await ctx.deps.database.db.select().from(watches).where(eq(watches.id, refused))
    expect(row.lastDelivery).toMatchObject({ ok: false, status: 404 })
  })

  it('a DingTalk answer of 200 with its own error code is a failure, its rate-limit code a retry', async () => {
    const watchId = await saveWatch({ kind: 'dingtalk', url: `${receiver.base}/dingtalk?access_token=x` }, '钉钉错')
    await hitEnters(ctx.deps, '钉钉错 热点')
    receiver.script.push({ status: 200, body: '{"errcode":130101,"errmsg":"send too fast"}' })
    await expect(pushWatch(ctx.deps, watchId)).rejects.toBeInstanceOf(RetryLater)
    receiver.script.push({ status: 200, body: '{"errcode":310000,"errmsg":"keywords not in content"}' })
    expect(await pushWatch(ctx.deps, watchId)).toEqual({ state: 'failed', hits: 1 })
  })

  it('through the job queue: retried with backoff on 5xx until it succeeds, a 4xx sent once', async () => {
    const jobs: RunningJobs = await startJobs(ctx.deps, {
      jobs: [{ ...watchPushJob.spec, retryDelaySeconds: 1, retryBackoff: false }],
      pollingIntervalSeconds: 0.5,
    })
    try {
      const retried = await saveWatch({ kind: 'discord', url: `${receiver.base}/discord/queue` }, '队列')
      await hitEnters(ctx.deps, '队列 热点')
      receiver.script.push({ status: 502 }, { status: 500 })
      const before = receiver.received.length
      await queueWatchPush(ctx.deps.database, retried, new Date())
      await expect
        .poll(
          async () =>
            (await ctx.deps.database.db.select().from(watchHits).where(eq(watchHits.watchId, retried)))[0].pushState,
          { timeout: 20_000, interval: 250 },
        )
        .toBe('sent')
      expect(receiver.received.length - before).toBe(3)

      const once = await saveWatch({ kind: 'slack', url: `${receiver.base}/slack/once` }, '一次')
      await hitEnters(ctx.deps, '一次 热点')
      receiver.script.push({ status: 400 })
      const start = receiver.received.length
      await queueWatchPush(ctx.deps.database, once, new Date())
      await expect
        .poll(
          async () =>
            (await ctx.deps.database.db.select().from(watchHits).where(eq(watchHits.watchId, once)))[0].pushState,
          { timeout: 20_000, interval: 250 },
        )
        .toBe('failed')
      await new Promise((resolve) => setTimeout(resolve, 2500))
      expect(receiver.received.length - start).toBe(1)
    } finally {
      await jobs.stop()
    }
  })

  it('holds a message through quiet hours and for the digest', async () => {
    const now = new Date()
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', hourCycle: 'h23' }).format(now),
    )
    const clock = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`
    const quiet = await saveWatch({ kind: 'slack', url: `${receiver.base}/slack/quiet` }, '安静')
    await call(ctx.app, 'PATCH', `/api/watches/${quiet}`, {
      token,
      body: { timezone: 'UTC', quiet_hours: { start: clock(hour - 1), end: clock(hour + 2) } },
    })
    await hitEnters(ctx.deps, '安静 热点')
    const before = receiver.received.length
    const held = await pushWatch(ctx.deps, quiet)
    expect(held.state).toBe('held')
    expect(held.state === 'held' && held.until.toISOString()).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour + 2)).toISOString(),
    )
    // When the quiet hours are over, the held message goes.
    const after = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour + 2, 1))
    expect(await pushWatch(ctx.deps, quiet, after)).toEqual({ state: 'sent', hits: 1 })

    const digest = await saveWatch({ kind: 'slack', url: `${receiver.base}/slack/digest` }, '日报')
    await call(ctx.app, 'PATCH', `/api/watches/${digest}`, {
      token,
      body: { timezone: 'UTC', delivery: 'digest', digest_time: clock(hour + 3) },
    })
    await hitEnters(ctx.deps, '日报 热点一')
    await hitEnters(ctx.deps, '日报 热点二')
    expect((await pushWatch(ctx.deps, digest)).state).toBe('held')
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour + 3))
    expect(await pushWatch(ctx.deps, digest, at)).toEqual({ state: 'sent', hits: 2 })
    // One message for both.
    expect(receiver.received.length - before).toBe(2)
    expect(receiver.received.at(-1)!.body.text).toContain('2 条热点')
  })
})

/** Without the operator's setting, a webhook may reach public addresses only. */
describe('webhook to a private address', () => {
  it('is refused before any request leaves, by the test and by a delivery', async () => {
    const receiver = await startReceiver()
    const ctx = await createDeliveryApp('pglite', {})
    try {
      const { token } = await registerUser(ctx.app)
      for (const url of [
        `${receiver.base}/slack/x`,
        receiver.base.replace('127.0.0.1', 'localhost') + '/slack/y',
        'http://10.0.0.8/hook',
        'http://169.254.169.254/latest',
      ]) {
        const saved = await call(ctx.app, 'POST', '/api/watches', {
          token,
          body: {
            name: '私网',
            keywords: ['私网'],
            platforms: ['weibo'],
            trigger: 'enters',
            webhook: { kind: 'slack', url },
          },
        })
        const tested = await call(ctx.app, 'POST', `/api/watches/${saved.body.data.id}/test`, { token })
        expect(tested.body.data, url).toMatchObject({ ok: false, reason: 'blocked_address' })
      }
      const [watch] = await ctx.deps.database.db.select().from(watches)
      await hitEnters(ctx.deps, '私网 热点')
      expect(await pushWatch(ctx.deps, watch.id)).toEqual({ state: 'failed', hits: 1 })
      expect(receiver.received).toHaveLength(0)
    } finally {
      await ctx.deps.database.close()
      await receiver.close()
    }
  })
})
