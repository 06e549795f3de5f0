import type { Page } from '@playwright/test'
import { expect } from '../shell/shell-fixtures'

export { expect, seedStorage, test, toast } from '../shell/shell-fixtures'

/** How the browser keeps what the live stream showed: each length of its text, while it was there. */
declare global {
  interface Window {
    liveStreamLengths?: Set<number>
    liveStreamWatcher?: MutationObserver
  }
}

/**
 * Starts recording, in the page, every length of text the live stream shows while it streams:
 * call it before the action that starts a stream. A MutationObserver sees each update as the page
 * renders it; polling from the test missed them on a loaded machine (a stream of four seconds,
 * polls a second or more apart), and the element is gone once the stream ends.
 */
export async function watchLiveStream(page: Page) {
  await page.evaluate(() => {
    // A second stream on the same page (a revision) starts from nothing, with one observer.
    window.liveStreamWatcher?.disconnect()
    const lengths = new Set<number>()
    window.liveStreamLengths = lengths
    const record = () => {
      const text = document.querySelector('[data-testid="live-stream"]')?.textContent?.trim()
      if (text) lengths.add(text.length)
    }
    window.liveStreamWatcher = new MutationObserver(record)
    window.liveStreamWatcher.observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

/**
 * Waits until the live stream has shown `updates` different lengths of text (watchLiveStream
 * records them): proof that the script arrives progressively, not all at once at the end.
 */
export async function expectProgressiveStream(page: Page, updates = 3) {
  await expect
    .poll(() => page.evaluate(() => window.liveStreamLengths?.size ?? 0), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(updates)
}

/** The user menu's credits line, read by opening and closing the menu. */
export async function creditsLine(page: Page, openMenuName: string | RegExp) {
  await page.getByRole('button', { name: openMenuName }).click()
  const text = await page.getByTestId('user-menu-credits').innerText()
  await page.keyboard.press('Escape')
  return text
}
