import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext } from '@playwright/test'
import { stateFile } from '../../support/trending-upstream.mjs'

export { expect, seedStorage, test, toast } from '../shell/shell-fixtures'

type TrendingAnswer = { platforms: { platform: string; items: { title: string; url: string }[] }[] }

/**
 * The app refreshes all platforms right after start-up, from the local stand-in upstream that
 * support/start-app.mjs runs; a spec may start before that first refresh has been stored.
 */
export async function waitForTrending(request: APIRequestContext): Promise<TrendingAnswer> {
  let answer: TrendingAnswer | undefined
  await expect
    .poll(
      async () => {
        answer = (await (await request.get('/api/trending')).json()).data
        return answer?.platforms.every((entry) => entry.items.length > 0)
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return answer!
}

/** Switches platforms of the stand-in upstream between answering and failing (503). */
export async function setUpstream(mode: 'ok' | 'fail', platforms?: string[]) {
  const { controlUrl } = JSON.parse(readFileSync(stateFile(process.env.E2E_PORT ?? '4173'), 'utf8'))
  const response = await fetch(controlUrl, { method: 'POST', body: JSON.stringify({ mode, platforms }) })
  expect(response.status).toBe(204)
}

/**
 * Which list the stand-in upstream answers: the recordings, or 'later', the same lists as a
 * later refresh shows them (support/trending-upstream.mjs). The app reads it on its next refresh.
 */
export async function setUpstreamVariant(variant: 'recorded' | 'later', platforms?: string[]) {
  const { controlUrl } = JSON.parse(readFileSync(stateFile(process.env.E2E_PORT ?? '4173'), 'utf8'))
  const response = await fetch(controlUrl, { method: 'POST', body: JSON.stringify({ variant, platforms }) })
  expect(response.status).toBe(204)
}
