import { expect, fillCustomConnection, test, toast, WORDS } from './apps-fixtures'

const NAME = '自定义 · fake-writer'

test('a connection that fails its test does not become the default without a confirmation, and its failure offers Retry and write offline', async ({
  page,
  signedIn: _,
}) => {
  test.setTimeout(90_000)
  const words = WORDS.zh
  await page.goto('/apps')
  // Saved straight away with "use as default" on (the first connection's preset): the test runs
  // before the save, and its failure asks first.
  const dialog = await fillCustomConnection(page, words, { apiKey: 'bad-key' })
  await expect(dialog.getByRole('switch', { name: '设为默认' })).toBeChecked()
  await dialog.getByRole('button', { name: words.save }).click()
  const confirm = page.getByRole('alertdialog', { name: `${NAME} 没通过测试，仍要设为默认吗？` })
  await expect(confirm).toBeVisible({ timeout: 15_000 })
  // The safe answer is the one in focus.
  await expect(confirm.getByRole('button', { name: '保存，但不设为默认' })).toBeFocused()
  await confirm.getByRole('button', { name: '保存，但不设为默认' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(toast(page)).toContainText(words.savedFailingToast)
  const row = page.getByTestId('provider-custom').getByTestId('connection-row')
  await expect(row.getByTestId('connection-status')).toHaveText(words.failing)
  const defaultBadge = row.getByText(words.default, { exact: true })
  await expect(defaultBadge).toHaveCount(0)
  // The reason in Chinese; the provider's English only as a detail to open.
  await expect(row.getByTestId('failure-reason')).toHaveText(words.badKey)
  const detail = row.getByTestId('provider-detail')
  await expect(detail.getByText(/Incorrect API key/)).toBeHidden()
  await detail.getByText('服务商原始信息').click()
  await expect(detail.getByText(/Incorrect API key/)).toBeVisible()

  // The brief form does not preselect it.
  await page.goto('/script-engine')
  await expect(page.getByLabel(words.writtenBy).locator('option:checked')).toHaveText(words.writerServer)

  // "Set as default" on the failing row asks too; Escape leaves everything as it was.
  await page.goto('/apps')
  await row.getByRole('button', { name: `将 ${NAME} 设为默认` }).click()
  const ask = page.getByRole('alertdialog', { name: `${NAME} 没通过测试，仍要设为默认吗？` })
  await expect(ask).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(ask).toBeHidden()
  await expect(defaultBadge).toHaveCount(0)
  await row.getByRole('button', { name: `将 ${NAME} 设为默认` }).click()
  await ask.getByRole('button', { name: '仍然设为默认' }).click()
  await expect(defaultBadge).toBeVisible()

  // Now it writes the next script, and fails: the version says why and offers Retry and write offline.
  await page.goto('/script-engine')
  await expect(page.getByTestId('writer-failing')).toBeVisible()
  await page.getByRole('textbox', { name: words.topicLabel }).fill(words.topic)
  await page.getByRole('button', { name: words.generate }).click()
  await expect(page).toHaveURL(/\/script-engine\/[0-9a-f-]{36}$/)
  const failedUrl = page.url()
  const actions = page.getByTestId('failure-actions')
  await expect(actions).toBeVisible({ timeout: 30_000 })
  await expect(toast(page)).toContainText('未扣除积分')
  const versions = page.getByRole('list', { name: '版本' })
  await expect(versions.getByRole('listitem')).toHaveCount(1)

  await actions.getByRole('button', { name: '重试' }).click()
  await expect(versions.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 })
  await expect(page.getByTestId('failure-actions')).toBeVisible()

  await page.getByTestId('failure-actions').getByRole('button', { name: '改用离线草稿' }).click()
  await expect(page).not.toHaveURL(failedUrl)
  await expect(page).toHaveURL(/\/script-engine\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('duration-summary')).toBeVisible({ timeout: 45_000 })
  await expect(page.getByTestId('engine-badge')).toHaveText('离线草稿')
  await expect(page.getByRole('heading', { name: words.scriptHeading })).toBeVisible()
})
