// A stand-in for the three trending upstreams (Bilibili, Weibo, Douyin) for the e2e run: it
// replays the project's recorded payloads from 127.0.0.1 (TEAM-NOTES: no other network), and
// specs switch a platform to failing and back through POST /__control, found via stateFile().
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/trending')
const PLATFORMS = ['bilibili', 'weibo', 'douyin']

/** Where start-app.mjs tells the specs the control address; one file per app port. */
export const stateFile = (appPort) => path.join(os.tmpdir(), `hookline-e2e-${appPort}-trending-upstream.json`)

/** Which recorded file answers a request path (Bilibili's fallback list has its own). */
const fixtureFor = (platform, rest) =>
  platform === 'bilibili' && rest.includes('/popular') ? 'bilibili-popular.json' : `${platform}.json`

export async function startTrendingUpstream(appPort) {
  /** platform → 'ok' | 'fail' (503, as an overloaded upstream answers). */
  const modes = new Map(PLATFORMS.map((platform) => [platform, 'ok']))
  const server = createServer((req, res) => {
    const [, platform = '', ...rest] = (req.url ?? '/').split('/')
    if (platform === '__control' && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const { platforms = PLATFORMS, mode } = JSON.parse(body || '{}')
        for (const name of platforms) modes.set(name, mode === 'fail' ? 'fail' : 'ok')
        res.writeHead(204).end()
      })
      return
    }
    if (!modes.has(platform)) return void res.writeHead(404).end()
    if (modes.get(platform) === 'fail')
      return void res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable')
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(readFileSync(path.join(fixtures, fixtureFor(platform, rest.join('/')))))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${server.address().port}`
  writeFileSync(stateFile(appPort), JSON.stringify({ controlUrl: `${origin}/__control` }))
  return {
    /** TRENDING_* for the app: this server, short limits, no retries, no refresh cool-down. */
    env: {
      TRENDING_BILIBILI_BASE_URL: `${origin}/bilibili`,
      TRENDING_WEIBO_BASE_URL: `${origin}/weibo`,
      TRENDING_DOUYIN_BASE_URL: `${origin}/douyin`,
      TRENDING_TIMEOUT_MS: '3000',
      TRENDING_RETRIES: '0',
      TRENDING_MIN_REFRESH_SECONDS: '0',
    },
    close() {
      rmSync(stateFile(appPort), { force: true })
      server.closeAllConnections()
      server.close()
    },
  }
}
