import type { APIRequestContext } from '@playwright/test'
import { CAPPED_KEY } from '../../support/model-upstream.mjs'
import { creditsLine, expect, test, toast } from './script-engine-fixtures'

/** The stand-in provider support/start-app.mjs runs, set by playwright.config.ts. */
const MODEL_BASE_URL = process.env.E2E_MODEL_BASE_URL ?? 'http://127.0.0.1:4174/v1'
const OPEN_MENU_ZH = '打开用户菜单'
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * A conversation written by a connection to the stand-in whose output limit is too small for a
 * script (support/model-upstream.mjs, CAPPED_KEY): its answers stop with finish_reason "length"
 * until the server asks it to continue.
 */
async function cappedConversation(request: APIRequestContext, token: string) {
  const connected = await request.post('/api/model-connections', {
    headers: auth(token),
    data: { provider: 'custom', base_url: MODEL_BASE_URL, api_key: CAPPED_KEY, model: 'fake-writer' },
  })
  expect(connected.ok()).toBe(true)
  const connection = (await connected.json()).data as { id: string }
  const created = await request.post('/api/scripts', {
    headers: auth(token),
    data: {
      brief: { topic: '第一次租房要注意什么', platform: 'douyin', duration_seconds: 30 },
      connection_id: connection.id,
    },
  })
  expect(created.ok()).toBe(true)
  return ((await created.json()).data as { id: string }).id
}

test('a generation the model’s output limit cut off is kept unfinished and free, and Continue finishes it', async ({
  page,
  request,
  signedIn,
}) => {
  test.setTimeout(90_000)
  const id = await cappedConversation(request, signedIn.token)
  await page.goto(`/script-engine/${id}`)
  expect(await creditsLine(page, OPEN_MENU_ZH)).toContain('积分：50')

  await page.getByRole('button', { name: '生成脚本' }).click()
  const note = page.getByTestId('unfinished-note')
  await expect(note).toContainText('模型写到了它的输出上限，脚本在中途被截断了。已写出的内容已保留，未扣除积分。', {
    timeout: 30_000,
  })
  await expect(note).toContainText('脚本完整之前不扣积分')
  // No provider failure to fix: the toast points at Continue.
  await expect(toast(page)).toContainText('脚本写到输出上限被截断了')
  const versions = page.getByRole('list', { name: '版本' })
  await expect(versions.getByRole('listitem')).toHaveCount(1)
  await expect(versions.getByRole('listitem').first()).toContainText('未完成')
  await expect(page.getByText('未扣积分', { exact: true })).toBeVisible()
  await expect.poll(() => creditsLine(page, OPEN_MENU_ZH)).toContain('积分：50')
  // Continue is the cut version's, not one of the composer's quick actions.
  await expect(page.getByRole('group', { name: '快捷修改' }).getByRole('button', { name: '接着写完' })).toHaveCount(0)

  await note.getByRole('button', { name: '接着写完' }).click()
  await expect(page.getByTestId('duration-summary')).toBeVisible({ timeout: 30_000 })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('接着写完')
  await expect(versions.getByRole('listitem').first()).toContainText('当前')
  await expect(page.getByRole('heading', { name: '结尾引导' })).toBeVisible()
  await expect(page.getByTestId('unfinished-note')).toHaveCount(0)
  // Complete now, and only now charged.
  await expect(page.getByText(/消耗 \d+ 积分/)).toBeVisible()
  await expect.poll(() => creditsLine(page, OPEN_MENU_ZH)).not.toContain('积分：50')
})
