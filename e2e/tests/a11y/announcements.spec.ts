import { expect, test } from '../shell/shell-fixtures'

test('/sign-in puts the caret in the email field', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('textbox', { name: '邮箱' })).toBeFocused()
})

test('a screen reader hears a generation start and end (a polite live region on the script page)', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/script-engine')
  await page.getByRole('textbox', { name: '主题' }).fill('新手怎么做手冲咖啡')
  await page.getByRole('button', { name: '生成脚本' }).click()
  const announcer = page.getByTestId('generation-announcer')
  await expect(announcer).toHaveAttribute('aria-live', 'polite')
  await expect(announcer).toHaveText('正在写第 1 版…')
  await expect(announcer).toHaveText('脚本已完成 · 第 1 版', { timeout: 30_000 })
})
