import type { Page } from '@playwright/test'
import { expect, test, toast } from './script-engine-fixtures'

/** Chinese speech at 4.5 characters a second (contract SPEAKING_RATES): a line that fills most of `seconds`. */
function lineFor(seconds: number) {
  const words = '我上个月把外卖换成自己带饭每天早起二十分钟备菜一个月下来省了八百块还吃得更健康'
  const length = Math.max(4, Math.floor(seconds * 4.5 * 0.85))
  return `${words.repeat(Math.ceil(length / words.length)).slice(0, length)}。`
}

/** Opens the checklist (if closed) and returns the item of one rule. */
async function rule(page: Page, id: string) {
  const check = page.getByTestId('script-check')
  const toggle = check.getByRole('button').first()
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return check.locator(`li[data-rule="${id}"]`)
}

test('a creator sees the script check, edits a beat’s voice-over until it passes, saves, and exports the edit', async ({
  page,
  context,
  signedIn: _,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/script-engine')
  await page.getByRole('textbox', { name: '主题' }).fill('年轻人为什么开始反向消费')
  await page.getByRole('radio', { name: '抖音' }).check()
  await page.getByRole('button', { name: '生成脚本' }).click()
  await expect(page.getByTestId('duration-summary')).toBeVisible({ timeout: 30_000 })

  // v1 carries its check: one line, opening onto every rule.
  const summary = page.getByTestId('script-check-summary')
  await expect(summary).toContainText(/脚本检查：\d\/9/)
  await expect((await rule(page, 'pacing')).getByText('每段口播都能在时长内说完')).toBeVisible()

  // Cancel with changes asks first.
  await page.getByRole('button', { name: '编辑', exact: true }).click()
  const voiceOver = page.getByRole('textbox', { name: '镜头 1 的口播' })
  await voiceOver.fill('随便改一句')
  await page.getByRole('button', { name: '取消' }).click()
  await page.getByRole('dialog', { name: '放弃修改？' }).getByRole('button', { name: '放弃修改' }).click()
  await expect(page.getByTestId('version-editor')).toBeHidden()

  // Too many words for the beat's seconds: the live check says so as you type.
  await page.getByRole('button', { name: '编辑', exact: true }).click()
  const original = await voiceOver.inputValue()
  await voiceOver.fill(original.repeat(3) + lineFor(20))
  await expect(summary).not.toContainText('全部通过')
  const pacing = await rule(page, 'pacing')
  await expect(pacing).toHaveAttribute('data-ok', 'false')
  await expect(pacing).toContainText(/镜头 1 的口播需要 \d+ 秒，只有 [\d.]+ 秒/)
  await expect(page.getByTestId('version-editor').getByTestId('speech-estimate').nth(1)).toContainText('太长了')

  // While a draft is open, follow-ups and other versions are out of reach: nothing drops it unseen.
  await expect(page.getByRole('button', { name: '更短' })).toBeDisabled()

  // Sized to the beat's seconds, its pacing holds; the draft's other blanks are still no speech.
  const seconds = Number(await page.getByRole('spinbutton', { name: '镜头 1 的时长' }).inputValue())
  const edited = lineFor(seconds)
  await voiceOver.fill(edited)
  await expect(await rule(page, 'pacing')).toHaveAttribute('data-ok', 'true')
  await expect(summary).not.toContainText('全部通过')

  // Every voice-over written to its seconds, tagged with the script's own words: every rule holds.
  const beats = await page.getByRole('textbox', { name: /^镜头 \d+ 的口播$/ }).count()
  for (const section of ['开场钩子', ...Array.from({ length: beats }, (_, i) => `镜头 ${i + 1} `), '结尾引导']) {
    if (section === '镜头 1 ') continue
    const time = Number(await page.getByRole('spinbutton', { name: `${section}的时长` }).inputValue())
    await page.getByRole('textbox', { name: `${section}的口播` }).fill(lineFor(time))
  }
  await page.getByRole('textbox', { name: '话题标签' }).fill('#外卖 #自己带饭 #备菜')
  await expect(summary).toContainText('全部通过')

  await page.getByRole('button', { name: '保存为新版本' }).click()
  await expect(toast(page)).toContainText('已保存为版本 2')
  await expect(page.getByTestId('version-editor')).toBeHidden()

  // After a reload the edit is the current version, labelled as the creator's, checked and free.
  await page.reload()
  const versions = page.getByRole('list', { name: '版本' })
  await expect(versions.getByRole('listitem')).toHaveCount(2)
  await expect(versions.getByRole('listitem').first()).toContainText('v2')
  await expect(versions.getByRole('listitem').first()).toContainText('你编辑的版本')
  await expect(versions.getByRole('listitem').first()).toContainText('当前')
  await expect(page.getByRole('heading', { name: '版本 2' })).toBeVisible()
  await expect(page.getByRole('region', { name: '分镜脚本' }).first()).toContainText(edited)
  await expect(summary).toContainText('脚本检查：9/9 — 全部通过')
  // Every rule holds; the draft's one filming direction (【拍一段…的画面】) is still the creator's to write.
  await expect(page.getByRole('heading', { name: '版本 2' }).locator('..').getByTestId('script-state')).toHaveText(
    '这一版的状态: 可以拍 · 还有 1 处空白待你填写',
  )
  await expect(page.getByText('未扣积分')).toBeVisible()

  for (const [item, heading] of [
    ['复制 Markdown', '## 开场钩子'],
    ['复制提词器文本', null],
  ] as const) {
    await page.getByRole('button', { name: '导出' }).click()
    await page.getByRole('menuitem', { name: item }).click()
    await expect(toast(page)).toContainText('已复制')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain(edited)
    if (heading) expect(copied).toContain(heading)
  }
})
