import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '../context'
import { compressResponses } from '../lib/compress'
import { mountWebApp } from './serve-web'

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-dist-'))
fs.mkdirSync(path.join(dist, 'assets'))
fs.mkdirSync(path.join(dist, 'locales/en'), { recursive: true })
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hookline</title>')
fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'export {}')
fs.writeFileSync(path.join(dist, 'locales/en/common.json'), '{}')
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Hookline"}')

const app = new Hono<AppEnv>()
mountWebApp(app, dist)
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

const html = { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
const get = (url: string, headers: Record<string, string> = html) => app.request(url, { headers })

describe('serving the built web app', () => {
  it.each(['/', '/history', '/scripts/42', '/settings/display'])(
    'answers the page route %s with index.html',
    async (url) => {
      const res = await get(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(await res.text()).toContain('<title>Hookline</title>')
    },
  )

  it('serves an existing hashed asset with a year of caching', async () => {
    const res = await get('/assets/index-abc123.js', { Accept: '*/*' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
  })

  it.each([
    ['a chunk removed by a redeploy', '/assets/history-page-old999.js', { Accept: '*/*' }],
    ['a missing asset even when HTML is accepted', '/assets/gone.css', html],
    ['a folder-only path', '/assets/nothing-here', html],
    ['a missing locale file', '/locales/fr/common.json', { Accept: 'application/json' }],
    ['a missing locale folder page', '/locales/en', html],
    ['robots.txt', '/robots.txt', html],
    ['favicon.ico', '/favicon.ico', { Accept: 'image/avif,image/webp,*/*' }],
    ['apple-touch-icon-precomposed.png', '/apple-touch-icon-precomposed.png', html],
  ])('answers %s with a plain 404, not index.html', async (_what, url, headers) => {
    const res = await get(url, headers)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/plain')
    expect(await res.text()).not.toContain('<title>')
  })

  it('does not fall back for a request that asks for something other than HTML', async () => {
    expect((await get('/history', { Accept: 'application/json' })).status).toBe(404)
  })

  it('does not fall back for methods other than GET and HEAD', async () => {
    expect((await app.request('/history', { method: 'POST', headers: html })).status).toBe(404)
    expect((await app.request('/history', { method: 'HEAD', headers: html })).status).toBe(200)
  })

  it('serves the web manifest as application/manifest+json', async () => {
    const res = await get('/manifest.webmanifest', { Accept: '*/*' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/manifest+json')
  })
})

describe("naming a page's chunks in its HTML", () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-dist-'))
  fs.mkdirSync(path.join(built, '.vite'))
  fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><head><title>Hookline</title></head><body></body>')
  const pages = [
    { path: '/sign-in', files: ['assets/sign-in-1.js', 'assets/card-2.js'] },
    { path: '/hot/$platform', files: ['assets/platform-3.js'] },
    { path: '/hot/list', files: ['assets/list-4.js'] },
    { path: '/history', files: ['assets/history-5.js', '"><script>alert(1)</script>.js', '../secret.js'] },
  ]
  fs.writeFileSync(path.join(built, '.vite/route-preloads.json'), JSON.stringify(pages))
  const site = new Hono<AppEnv>()
  mountWebApp(site, built)
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }))
  const preloads = async (url: string) =>
    [
      ...(await (await site.request(url, { headers: html })).text()).matchAll(
        /rel="modulepreload" crossorigin href="([^"]+)"/g,
      ),
    ].map((m) => m[1])

  it('names the chunks of the page asked for, in the head', async () => {
    expect(await preloads('/sign-in')).toEqual(['/assets/sign-in-1.js', '/assets/card-2.js'])
    const page = await (await site.request('/sign-in', { headers: html })).text()
    expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('</head>'))
  })

  it('matches a page with a parameter, and prefers the page without one', async () => {
    expect(await preloads('/hot/weibo')).toEqual(['/assets/platform-3.js'])
    expect(await preloads('/hot/list')).toEqual(['/assets/list-4.js'])
    expect(await preloads('/hot/list/')).toEqual(['/assets/list-4.js'])
  })

  it('names nothing for an unknown page, and only files in assets/', async () => {
    expect(await preloads('/nowhere')).toEqual([])
    expect(await preloads('/history')).toEqual(['/assets/history-5.js'])
  })

  it('reads the list again when a new build replaces index.html', async () => {
    fs.writeFileSync(
      path.join(built, '.vite/route-preloads.json'),
      JSON.stringify([{ path: '/sign-in', files: ['assets/new-6.js'] }]),
    )
    const index = path.join(built, 'index.html')
    fs.utimesSync(index, new Date(), new Date(Date.now() + 5000))
    expect(await preloads('/sign-in')).toEqual(['/assets/new-6.js'])
  })
})

describe("putting a page's first frame in its HTML", () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-dist-'))
  fs.mkdirSync(path.join(built, '.vite'))
  fs.writeFileSync(
    path.join(built, 'index.html'),
    '<!doctype html><head><title>Hookline</title></head><body><div id="root"></div></body>',
  )
  const frame = (text: string) => `<div id="first-frame" inert aria-hidden="true"><div lang="zh-CN">${text}</div></div>`
  const writeFrames = (frames: Record<string, unknown>) =>
    fs.writeFileSync(path.join(built, '.vite/first-frames.json'), JSON.stringify(frames))
  const site = new Hono<AppEnv>()
  mountWebApp(site, built)
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }))
  const body = async (url: string) => (await site.request(url, { headers: html })).text()

  it("puts the page's frame just before the app's root, and nothing on other pages", async () => {
    writeFrames({ '/sign-in': frame('登录') })
    expect(await body('/sign-in')).toContain(`<body>${frame('登录')}<div id="root"></div></body>`)
    expect(await body('/sign-in/')).toContain(frame('登录'))
    expect(await body('/sign-in?redirect=%2Fhistory')).toContain(frame('登录'))
    expect(await body('/sign-up')).toContain('<body><div id="root"></div></body>')
    expect(await body('/')).not.toContain('first-frame')
  })

  it('ignores an entry that is not a frame the build wrote', async () => {
    writeFrames({ '/sign-in': '<script>alert(1)</script>', '/sign-up': 42 })
    expect(await body('/sign-in')).toContain('<body><div id="root"></div></body>')
    expect(await body('/sign-up')).toContain('<body><div id="root"></div></body>')
  })

  it('reads the frames again when a new build writes them', async () => {
    writeFrames({ '/sign-in': frame('old') })
    expect(await body('/sign-in')).toContain(frame('old'))
    writeFrames({ '/sign-in': frame('new') })
    const frames = path.join(built, '.vite/first-frames.json')
    fs.utimesSync(frames, new Date(), new Date(Date.now() + 5000))
    expect(await body('/sign-in')).toContain(frame('new'))
    fs.rmSync(frames)
    expect(await body('/sign-in')).not.toContain('first-frame')
  })
})

describe('sending the compressed copies the build wrote', () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-dist-'))
  fs.mkdirSync(path.join(built, 'assets'))
  const script = 'console.log("hookline")\n'.repeat(200)
  const asset = path.join(built, 'assets/framework-abc.js')
  fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Hookline</title>')
  fs.writeFileSync(asset, script)
  fs.writeFileSync(`${asset}.gz`, gzipSync(script, { level: 9 }))
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(script))
  // As in app.ts: the on-the-fly compression in front of the files.
  const site = new Hono<AppEnv>()
  site.use('*', compressResponses({ largeJson: () => false }))
  mountWebApp(site, built)
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }))
  const fetchAsset = (encoding: string | null) =>
    site.request('/assets/framework-abc.js', { headers: encoding ? { 'accept-encoding': encoding } : {} })

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])(
    'answers %s with the %s copy, cached a year, and it reads back as the script',
    async (accepts, encoding, decode) => {
      const res = await fetchAsset(accepts)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toContain('Accept-Encoding')
      expect(res.headers.get('content-type')).toContain('javascript')
      expect(res.headers.get('cache-control')).toContain('immutable')
      const body = Buffer.from(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength)
      // Compressed once, not compressed again on the way out.
      expect(decode(body).toString('utf8')).toBe(script)
    },
  )

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await fetchAsset(null)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(script)
  })
})
