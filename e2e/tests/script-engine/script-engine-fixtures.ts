import type { Locator, Page } from '@playwright/test'
import { expect } from '../shell/shell-fixtures'

export { expect, seedStorage, test, toast } from '../shell/shell-fixtures'

/**
 * Reads the live stream until it has shown `updates` different lengths of text while still
 * streaming: proof that the script arrives progressively, not all at once at the end.
 */
export async function expectProgressiveStream(live: Locator, updates = 3) {
  const seen = new Set<number>()
  await expect
    .poll(
      async () => {
        const text = await live.innerText().catch(() => '')
        if (text.trim()) seen.add(text.length)
        return seen.size
      },
      // The first text may take long on a loaded machine (CI's last run: none for 20 s, under a load of 12 on 2 cores).
      { intervals: [40], timeout: 45_000 },
    )
    .toBeGreaterThanOrEqual(updates)
  // Still streaming after those updates: they came before `done`.
  await expect(live).toBeVisible()
}

/** The user menu's credits line, read by opening and closing the menu. */
export async function creditsLine(page: Page, openMenuName: string | RegExp) {
  await page.getByRole('button', { name: openMenuName }).click()
  const text = await page.getByTestId('user-menu-credits').innerText()
  await page.keyboard.press('Escape')
  return text
}
