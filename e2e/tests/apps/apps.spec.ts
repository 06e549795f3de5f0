import { expectProgressiveStream, watchLiveStream } from '../script-engine/script-engine-fixtures'
import { expect, fillCustomConnection, seedStorage, test, toast, WORDS } from './apps-fixtures'

for (const words of Object.values(WORDS)) {
  test(`[${words.language}] a creator connects a model in /apps, a script streams from it, and after disconnecting the brief falls back to the server`, async ({
    page,
    signedIn: _,
  }) => {
    test.setTimeout(90_000)
    await seedStorage(page, { 'app-language': words.language })
    await page.goto('/apps')
    await expect(page.getByText(words.emptyTitle)).toBeVisible()
    await expect(page.getByRole('heading', { name: words.serverOffline })).toBeVisible()

    // Connect the stand-in: its model list arrives, the test answers with a latency, Save closes the dialog.
    const dialog = await fillCustomConnection(page, words)
    await expect(dialog.getByTestId('model-list-hint')).toContainText(words.modelsListed)
    await dialog.getByRole('button', { name: words.test }).click()
    await expect(dialog.getByRole('status')).toContainText(words.testOk)
    await dialog.getByRole('button', { name: words.save }).click()
    await expect(dialog).toBeHidden({ timeout: 15_000 })
    await expect(toast(page)).toContainText(words.connectedToast)
    const card = page.getByTestId('provider-custom')
    const row = card.getByTestId('connection-row')
    await expect(row.getByTestId('connection-status')).toHaveText(words.connected)
    await expect(row).toContainText(words.default)
    await expect(row).toContainText('fake-writer')
    await expect(page.getByText(words.emptyTitle)).toBeHidden()
    // Focus went back to the card's button that opened the dialog (now offering another connection).
    await expect(card.getByRole('button', { name: words.addAnotherCustom })).toBeFocused()

    // The brief form preselects the new default; the script streams from the stand-in and says who wrote it.
    await page.goto('/script-engine')
    const writer = page.getByLabel(words.writtenBy)
    await expect(writer.locator('option:checked')).toHaveText(words.writerDefault)
    await expect(page.getByRole('note', { name: words.offlineNotice })).toBeHidden()
    await page.getByRole('textbox', { name: words.topicLabel }).fill(words.topic)
    await page.getByRole('radio', { name: words.douyin }).check()
    await page.getByLabel(words.duration).selectOption('30')
    await watchLiveStream(page)
    await page.getByRole('button', { name: words.generate }).click()
    await expect(page).toHaveURL(/\/script-engine\/[0-9a-f-]{36}$/)
    await expectProgressiveStream(page)
    // The stand-in's own script (support/model-upstream.mjs), not an offline draft: in the live
    // stream, or in the version it became if the stream has ended meanwhile (it lasts about four seconds).
    await expect(page.getByRole('main')).toContainText(words.modelHook)
    await expect(page.getByTestId('engine-badge')).toHaveText(words.engine, { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: words.scriptHeading })).toBeVisible()

    // Disconnect: asked first, then the card is empty again and the brief form writes with the server's engine.
    await page.goto('/apps')
    await page.getByRole('button', { name: words.disconnect }).click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toContainText(words.serverOffline)
    await confirm.getByRole('button', { name: words.confirmDisconnect }).click()
    await expect(toast(page)).toContainText(words.disconnectedToast)
    await expect(page.getByTestId('provider-custom').getByTestId('connection-row')).toHaveCount(0)
    await expect(page.getByText(words.emptyTitle)).toBeVisible()

    await page.goto('/script-engine')
    await expect(page.getByLabel(words.writtenBy).locator('option:checked')).toHaveText(words.writerServer)
    await expect(page.getByRole('note', { name: words.offlineNotice })).toBeVisible()
  })
}

test("a refused key is named in the creator's language, and the saved connection shows as failing", async ({
  page,
  signedIn: _,
}) => {
  const words = WORDS.zh
  await page.goto('/apps')
  const dialog = await fillCustomConnection(page, words, { apiKey: 'bad-key' })
  await dialog.getByRole('button', { name: words.test }).click()
  await expect(dialog.getByRole('status')).toContainText(words.badKey)
  await dialog.getByRole('button', { name: words.save }).click()
  // A model that failed its test becomes the default only when the creator says so.
  const confirm = page.getByRole('alertdialog', { name: '自定义 · fake-writer 没通过测试，仍要设为默认吗？' })
  await confirm.getByRole('button', { name: '仍然设为默认' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(toast(page)).toContainText(words.savedFailingToast)
  const row = page.getByTestId('provider-custom').getByTestId('connection-row')
  await expect(row.getByTestId('connection-status')).toHaveText(words.failing)
  await expect(row.getByTestId('failure-reason')).toHaveText(words.badKey)
  await row.getByRole('button', { name: '重新测试 自定义 · fake-writer' }).click()
  await expect(toast(page)).toContainText('自定义 · fake-writer 连接异常')
  await expect(row.getByTestId('connection-status')).toHaveText(words.failing)

  // The brief form still lists it, marked, so the creator knows before generating.
  await page.goto('/script-engine')
  await expect(page.getByLabel(words.writtenBy).locator('option:checked')).toHaveText('自定义 · fake-writer——连接异常')
  await expect(page.getByTestId('writer-failing')).toContainText('这个模型上次测试没通过')
})
