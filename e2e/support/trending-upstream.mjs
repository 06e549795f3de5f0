// A stand-in for the three trending upstreams (Bilibili, Weibo, Douyin) for the e2e run: it
// replays the project's recorded payloads from 127.0.0.1 (TEAM-NOTES: no other network), and
// specs switch a platform to failing and back through POST /__control, found via stateFile().
//
// POST /__control takes { mode?: 'ok' | 'fail', variant?: 'recorded' | 'later', platforms? }; a
// field left out keeps its current value. variant 'later' answers a list derived in code from the
// same recordings (laterPayload below) as a refresh some time afterwards would look: items moved
// up and down, one dropped, one new, and on Weibo the Douyin fire story phrased Weibo's way (a
// constructed row, so "on N platforms" has something to show). Refresh the app after switching.
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

const readFixture = (file) => JSON.parse(readFileSync(path.join(fixtures, file), 'utf8'))

/** Reorders a ranked list: `order` names original 1-based positions, or holds a new row as is. */
const reorder = (list, order) => order.map((entry) => (typeof entry === 'number' ? list[entry - 1] : entry))

/**
 * The recorded payload as a later refresh shows it. Bilibili: 小鲤鱼 11 → 2 (rising), 海贼 2 → 7
 * (falling), the 2024 popular 抬您上泰山 new at 3, the last row gone. Douyin: 假奶粉 9 → 2
 * (rising), 多国最新涉台表态 1 → 6 (falling), 12月新规来了 (from its own rising list) new at 4,
 * the last row gone; heat figures stay in rank order. Weibo: the recorded row, then the fire story.
 */
function laterPayload(platform, file) {
  const payload = readFixture(file)
  if (platform === 'bilibili' && file === 'bilibili.json') {
    const popular = readFixture('bilibili-popular.json').data.list[0]
    payload.data.list = reorder(payload.data.list, [1, 11, popular, 3, 4, 5, 2, 6, 7, 8, 9, 10, 12, 13])
  }
  if (platform === 'douyin') {
    const words = payload.data.word_list
    const heat = words.map((word) => word.hot_value)
    const fresh = payload.data.trending_list.find((word) => word.word === '12月新规来了')
    const added = { ...fresh, word_type: 1, label: 1, hot_value: 0 }
    payload.data.word_list = reorder(words, [2, 9, 3, added, 5, 1, 7, 8, 4, 10, 11]).map((word, index) => ({
      ...word,
      position: index + 1,
      hot_value: heat[index],
    }))
  }
  if (platform === 'weibo') {
    const [first] = payload.data.realtime
    const fire = { ...first, word: '香港大埔火灾遇难人数升至146人', note: '香港大埔火灾遇难人数升至146人' }
    payload.data.realtime = [
      first,
      { ...fire, word_scheme: '#香港大埔火灾遇难人数升至146人#', realpos: 2, rank: 1, num: 1023456 },
    ]
  }
  return JSON.stringify(payload)
}

export async function startTrendingUpstream(appPort) {
  /** platform → 'ok' | 'fail' (503, as an overloaded upstream answers). */
  const modes = new Map(PLATFORMS.map((platform) => [platform, 'ok']))
  /** platform → 'recorded' | 'later' (see laterPayload). */
  const variants = new Map(PLATFORMS.map((platform) => [platform, 'recorded']))
  const server = createServer((req, res) => {
    const [, platform = '', ...rest] = (req.url ?? '/').split('/')
    if (platform === '__control' && req.method === 'POST') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        const { platforms = PLATFORMS, mode, variant } = JSON.parse(body || '{}')
        for (const name of platforms) {
          if (mode !== undefined) modes.set(name, mode === 'fail' ? 'fail' : 'ok')
          if (variant !== undefined) variants.set(name, variant === 'later' ? 'later' : 'recorded')
        }
        res.writeHead(204).end()
      })
      return
    }
    if (!modes.has(platform)) return void res.writeHead(404).end()
    if (modes.get(platform) === 'fail')
      return void res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable')
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    const file = fixtureFor(platform, rest.join('/'))
    res.end(variants.get(platform) === 'later' ? laterPayload(platform, file) : readFileSync(path.join(fixtures, file)))
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
