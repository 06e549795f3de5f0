import { expect, test } from '../shell/shell-fixtures'
import { seedScript } from '../history/history-fixtures'

test('the command palette gives focus back to what opened it (one Escape)', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/history')
  const search = page.getByRole('button', { name: '搜索' })
  await search.click()
  const palette = page.getByRole('dialog', { name: '命令面板' })
  await expect(palette).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
  await expect(search).toBeFocused()
})

test('the version compare dialog gives focus back to the Compare button (one Escape)', async ({
  page,
  request,
  signedIn,
}) => {
  const script = await seedScript(request, signedIn.token, '焦点测试', { generate: true })
  const revised = await request.post(`/api/scripts/${script.id}/messages`, {
    headers: { authorization: `Bearer ${signedIn.token}` },
    data: { action: 'shorter' },
  })
  expect(revised.ok()).toBe(true)
  await page.goto(`/script-engine/${script.id}`)
  const compare = page.getByRole('button', { name: '对比', exact: true })
  await compare.click()
  const dialog = page.getByRole('dialog', { name: '对比版本' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(compare).toBeFocused()
})

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the navigation sheet opens on the current page, closes with one Escape and gives focus back to its button', async ({
    page,
    signedIn: _signedIn,
  }) => {
    await page.goto('/history')
    const trigger = page.getByRole('button', { name: '展开或收起侧边栏' })
    await trigger.click()
    const sheet = page.getByRole('dialog')
    await expect(sheet).toBeVisible()
    await expect(sheet.getByRole('link', { name: /历史记录/ })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})
