import { expect, test } from '../shell/shell-fixtures'

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
