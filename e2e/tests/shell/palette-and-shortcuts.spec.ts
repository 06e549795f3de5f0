import { seedScript } from '../history/history-fixtures'
import { expect, seedStorage, test } from './shell-fixtures'

test('the command palette finds a script by its title and by its topic, and opens it', async ({
  page,
  request,
  signedIn,
}) => {
  const rent = await seedScript(request, signedIn.token, '第一次租房要注意什么')
  const mine = await request.post('/api/scripts', {
    headers: { Authorization: `Bearer ${signedIn.token}` },
    data: { title: 'Mine', brief: { topic: '城市夜跑的十个理由', platform: 'bilibili', language: 'zh' } },
  })
  const { data: run } = await mine.json()
  await page.goto('/history')
  await expect(page.getByRole('heading', { name: '第一次租房要注意什么' })).toBeVisible()

  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: '命令面板' })
  await palette.getByRole('combobox').fill('租房')
  const scripts = palette.getByRole('group', { name: '脚本' })
  await expect(scripts.getByRole('option', { name: /第一次租房要注意什么/ })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/script-engine/${rent.id}`)
  await expect(palette).toBeHidden()

  // By topic: the title says nothing of it.
  await page.keyboard.press('Control+k')
  await expect(palette.getByRole('combobox')).toHaveValue('')
  await palette.getByRole('combobox').fill('夜跑')
  await scripts.getByRole('option', { name: /Mine/ }).click()
  await expect(page).toHaveURL(`/script-engine/${run.id}`)
})

test('the user menu shows its shortcuts as Ctrl+Shift off Apple platforms, and each one works', async ({
  page,
  signedIn: _,
}) => {
  await seedStorage(page, { 'app-language': 'en' })
  await page.goto('/history')
  await page.getByRole('button', { name: 'Open user menu' }).click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: /Profile/ })).toContainText('Ctrl+Shift+U')
  await expect(menu.getByRole('menuitem', { name: /Credits/ })).toContainText('Ctrl+Shift+Y')
  await expect(menu.getByRole('menuitem', { name: /Settings/ })).toContainText('Ctrl+Shift+,')
  await expect(menu.getByRole('menuitem', { name: /Log out/ })).toContainText('Ctrl+Shift+L')
  await page.keyboard.press('Escape')

  await page.keyboard.press('Control+Shift+KeyU')
  await expect(page).toHaveURL('/settings/account')
  await page.keyboard.press('Control+Shift+KeyY')
  await expect(page).toHaveURL('/settings')
  await page.keyboard.press('Control+Shift+Comma')
  await expect(page).toHaveURL('/settings/notifications')
  // Without Shift it is the browser's (Ctrl+U is view source): the app leaves it alone.
  await page.keyboard.press('Control+Shift+KeyL')
  await expect(page).toHaveURL(/\/sign-in/)
})
