// First screen in Chromium: requests, JS bytes, first contentful and largest contentful paint.
//
//   npm run build && node bench/first-paint.mjs [--runs 7] [--only script-engine]
//
// Starts the built server (apps/server/dist) on a fresh embedded database, then for each case
// opens a fresh browser context per run and waits until the page is usable (the sign-in button,
// or the brief form's Generate button). Prints medians over the runs: the requests the page started
// before that button appeared (the goal's count; the page's own Resource Timing, plus the document)
// and all it had finished by the time the bench saw the button (deferred menus and the font start
// as the form renders and often land first), gzip JS bytes loaded until usable, API calls before it
// and the round trips they took (calls sent before the page saw an answer count once), FCP and LCP,
// and when the live form was there (the first frame, a still copy served in /sign-in's HTML, gone). Cases: /sign-in unthrottled and with 4× CPU throttling, and
// /script-engine signed in. Debian's Chromium, as the e2e tests use.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '7' }, only: { type: 'string' } } })
const runs = Math.min(Math.max(Number(args.runs) || 7, 3), 31)

function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-paint-'))
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TRENDING_REFRESH_MINUTES: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const port = /"port":(\d+)/.exec(line)?.[1]
      if (port)
        resolve({
          url: `http://127.0.0.1:${port}`,
          stop: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })),
        })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

/**
 * API round trips before the page is usable: the longest chain of calls each made after the page
 * had seen the previous one's answer (its fetch() promise settled, recorded in the page). Calls made
 * before that count once: three calls sent side by side are one trip even when the first answer
 * comes back over the wire before the third is sent (the network's end time would count two), as
 * the page cannot act on an answer before the task that sent them ends; a call that waits for
 * another's answer is a second.
 */
function roundTrips(calls) {
  const spans = [...calls].sort((a, b) => a.start - b.start)
  const depth = []
  spans.forEach((span, i) => {
    const before = spans.slice(0, i).filter((earlier) => earlier.seen <= span.start)
    depth[i] = 1 + Math.max(0, ...before.map((b) => depth[spans.indexOf(b)]))
  })
  return Math.max(0, ...depth)
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function measure(browser, base, { path: pagePath, usable, throttle = 1, token }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  if (token) await context.addInitScript((value) => localStorage.setItem('token', value), token)
  // The moment the button the bench waits for is in the live page, and any first frame (the still
  // copy in the HTML) has given way to it: what was asked for until then is what the form waited for.
  await context.addInitScript((label) => {
    const appeared = () =>
      !document.getElementById('first-frame') &&
      [...document.querySelectorAll('#root button')].some((b) => b.textContent?.trim() === label)
    new MutationObserver((_, observer) => {
      if (!appeared()) return
      window.__usableAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  }, usable)
  // Each API call the page makes, with when it was sent and when the page saw its answer.
  await context.addInitScript(() => {
    const send = window.fetch
    window.__apiCalls = []
    window.fetch = function (input, init) {
      const start = performance.now()
      const response = send.call(this, input, init)
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      if (url.pathname.startsWith('/api/')) {
        const call = { start, seen: Infinity }
        window.__apiCalls.push(call)
        const seen = () => (call.seen = performance.now())
        response.then(seen, seen)
      }
      return response
    }
  })
  await context.addInitScript(() => {
    window.__paint = { fcp: 0, lcp: 0 }
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (window.__paint.fcp = e.startTime)),
    ).observe({ type: 'paint', buffered: true })
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__paint.lcp = e.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    })
  })
  const page = await context.newPage()
  if (throttle > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: throttle })
  const requests = []
  page.on('requestfinished', (request) => requests.push(request))
  await page.goto(base + pagePath)
  await page.getByRole('button', { name: usable }).waitFor()
  const settled = [...requests]
  let js = 0
  for (const request of settled) {
    if (request.resourceType() === 'script') js += (await request.sizes()).responseBodySize
  }
  await page.waitForFunction(() => window.__usableAt !== undefined)
  await page.waitForTimeout(300)
  const paint = await page.evaluate(() => window.__paint)
  const usableAt = await page.evaluate(() => window.__usableAt ?? NaN)
  const apiCalls = await page.evaluate(() =>
    window.__apiCalls.filter((call) => call.start <= (window.__usableAt ?? Infinity)),
  )
  const startedBeforeUsable = await page.evaluate(
    // Never seen (a label the page no longer shows): every request counts.
    () =>
      performance.getEntriesByType('resource').filter((entry) => entry.startTime <= (window.__usableAt ?? Infinity))
        .length,
  )
  await context.close()
  const api = settled.filter((r) => new URL(r.url()).pathname.startsWith('/api/'))
  return {
    beforeUsable: 1 + startedBeforeUsable,
    requests: settled.length,
    jsKB: js / 1024,
    api: api.length,
    apiTrips: roundTrips(apiCalls),
    locales: settled.filter((r) => new URL(r.url()).pathname.startsWith('/locales/')).length,
    usable: usableAt,
    fcp: paint.fcp,
    lcp: paint.lcp,
  }
}

const cases = [
  { name: '/sign-in', path: '/sign-in', usable: '登录' },
  { name: '/sign-in, 4× CPU throttling', path: '/sign-in', usable: '登录', throttle: 4 },
  { name: '/script-engine, signed in', path: '/script-engine', usable: '生成脚本', signedIn: true },
].filter((item) => !args.only || item.name.includes(args.only))
console.log(`\nFirst paint · Chromium · medians of ${runs} runs, a fresh context each · ${os.cpus().length} cores\n`)
console.log(
  'page'.padEnd(30),
  'before usable'.padStart(14),
  'seen'.padStart(5),
  'JS KB gz'.padStart(9),
  'locales'.padStart(8),
  'API'.padStart(4),
  'trips'.padStart(6),
  'FCP ms'.padStart(7),
  'LCP ms'.padStart(7),
  'usable ms'.padStart(10),
)
// Stopped in `finally` whatever fails (a missing Chromium too): a server left running keeps this process alive.
const server = await startServer()
let browser
try {
  const registered = await (
    await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `paint-${Date.now()}@example.com`, password: 'paint-password' }),
    })
  ).json()
  browser = await chromium.launch(chromiumLaunchOptions)
  for (const item of cases) {
    const options = { ...item, token: item.signedIn ? registered.data.token : undefined }
    await measure(browser, server.url, options) // warm the server's file cache; not counted
    const results = []
    for (let i = 0; i < runs; i++) results.push(await measure(browser, server.url, options))
    const m = (key) => median(results.map((r) => r[key]))
    console.log(
      item.name.padEnd(30),
      String(m('beforeUsable')).padStart(14),
      String(m('requests')).padStart(5),
      m('jsKB').toFixed(1).padStart(9),
      String(m('locales')).padStart(8),
      String(m('api')).padStart(4),
      String(m('apiTrips')).padStart(6),
      String(Math.round(m('fcp'))).padStart(7),
      String(Math.round(m('lcp'))).padStart(7),
      String(Math.round(m('usable'))).padStart(10),
    )
  }
} finally {
  await browser?.close()
  server.stop()
}
