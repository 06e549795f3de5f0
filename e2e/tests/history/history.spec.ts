import type { Page } from '@playwright/test'
import { expect, listTitles, registerUser, seedScript, seedStorage, test, toast } from './history-fixtures'

const rows = (page: Page) => page.getByRole('main').getByRole('listitem')

test.describe('Script History', () => {
  test('searches Chinese substrings, keeps the search in the URL across reload and back, and opens a script', async ({
    page,
    request,
  }) => {
    const { token } = await registerUser(request)
    await seedStorage(page, { token })
    const coffee = await seedScript(request, token, '手冲咖啡教程', { generate: true })
    await seedScript(request, token, '露营装备清单')

    await page.goto('/history')
    await expect(page.getByRole('heading', { name: '脚本历史', level: 1 })).toBeVisible()
    await expect(rows(page)).toHaveCount(2)
    await page.getByPlaceholder('搜索脚本...').fill('咖啡')
    await expect(page).toHaveURL(/[?&]q=%E5%92%96%E5%95%A1/)
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first().locator('h2 mark')).toHaveText('咖啡')
    await expect(rows(page).first().getByText('1 个版本')).toBeVisible()

    await page.reload()
    await expect(page.getByPlaceholder('搜索脚本...')).toHaveValue('咖啡')
    await expect(rows(page)).toHaveCount(1)

    await rows(page).first().getByRole('link', { name: /查看/ }).click()
    await expect(page).toHaveURL(new RegExp(`/script-engine/${coffee.id}$`))
    await page.goBack()
    await expect(page.getByPlaceholder('搜索脚本...')).toHaveValue('咖啡')
    await expect(rows(page)).toHaveCount(1)

    await page.getByPlaceholder('搜索脚本...').fill('奶茶')
    await expect(page.getByText('没有找到脚本')).toBeVisible()
  })

  test('searches English case-insensitively and says when nothing matches', async ({ page, request }) => {
    const { token } = await registerUser(request)
    await seedStorage(page, { token, 'app-language': 'en' })
    await seedScript(request, token, 'Budget Phones Review', { platform: 'tiktok', language: 'en' })
    await seedScript(request, token, 'Camping gear', { platform: 'tiktok', language: 'en' })

    await page.goto('/history')
    await expect(page.getByRole('heading', { name: 'Script History', level: 1 })).toBeVisible()
    await page.getByPlaceholder('Search scripts...').fill('budget PHONES')
    await expect(rows(page)).toHaveCount(1)
    await expect(rows(page).first().locator('h2 mark')).toHaveText('Budget Phones')
    await expect(rows(page).first().getByText('TikTok')).toBeVisible()
    await page.getByPlaceholder('Search scripts...').fill('100%')
    await expect(page.getByText('No scripts found')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search and filter' }).click()
    await expect(rows(page)).toHaveCount(2)
  })

  test('pages, changes the page size and sorts, and Back undoes each step', async ({ page, request }) => {
    const { token } = await registerUser(request)
    await seedStorage(page, { token, 'app-language': 'en' })
    for (let i = 1; i <= 23; i++) await seedScript(request, token, `Script ${String(i).padStart(2, '0')}`)

    await page.goto('/history')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(pages.getByText('Page 1 of 3')).toBeVisible()
    await expect(rows(page)).toHaveCount(10)
    await expect(rows(page).first()).toContainText('Script 23')
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(pages.getByText('Page 2 of 3')).toBeVisible()
    await expect(rows(page).first()).toContainText('Script 13')
    await pages.getByRole('button', { name: 'Next' }).click()
    await expect(rows(page)).toHaveCount(3)
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled()

    await pages.getByLabel('Scripts per page').selectOption({ label: 'Show 20 items' })
    await expect(pages.getByText('Page 1 of 2')).toBeVisible()
    await expect(rows(page)).toHaveCount(20)

    await page.getByRole('button', { name: 'Oldest' }).click()
    await expect(page).toHaveURL(/sort=oldest/)
    await expect(rows(page).first()).toContainText('Script 01')
    await page.goBack()
    await expect(rows(page).first()).toContainText('Script 23')
    await page.goBack()
    await expect(pages.getByText('Page 3 of 3')).toBeVisible()
  })

  test('deletes after confirmation, undoes from the toast, and deletes for good once the toast closes', async ({
    page,
    request,
  }) => {
    const { token } = await registerUser(request)
    await seedStorage(page, { token, 'app-language': 'en' })
    await seedScript(request, token, 'Keep me')
    await seedScript(request, token, 'Delete me')

    await page.goto('/history')
    await expect(rows(page)).toHaveCount(2)
    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    // An alert dialog: it needs an answer. Escape cancels it, and focus goes back to the button.
    const dialog = page.getByRole('alertdialog', { name: 'Delete this script?' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Delete Delete me' })).toBeFocused()
    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(rows(page)).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Delete Delete me' })).toBeFocused()

    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(rows(page)).toHaveCount(1)
    await expect(toast(page)).toContainText('Deleted “Delete me”')
    await toast(page).getByRole('button', { name: 'Undo' }).click()
    await expect(rows(page)).toHaveCount(2)
    expect(await listTitles(request, token)).toEqual(['Delete me', 'Keep me'])

    await page.getByRole('button', { name: 'Delete Delete me' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(rows(page)).toHaveCount(1)
    // Still undoable while the toast shows: nothing has been sent yet.
    expect(await listTitles(request, token)).toEqual(['Delete me', 'Keep me'])
    await expect.poll(() => listTitles(request, token), { timeout: 12_000 }).toEqual(['Keep me'])
    await expect(rows(page)).toHaveCount(1)
  })

  test("a first visit with no scripts shows the spec's empty text and links to Smart Creation", async ({
    page,
    request,
  }) => {
    const { token } = await registerUser(request)
    await seedStorage(page, { token, 'app-language': 'en' })
    await page.goto('/history')
    await expect(page.getByRole('heading', { name: 'No scripts found' })).toBeVisible()
    await expect(page.getByText('Scripts you create in Smart Creation are saved here automatically.')).toBeVisible()
    await page.getByRole('link', { name: 'Create a script' }).click()
    await expect(page).toHaveURL(/\/script-engine\/?$/)
  })
})
