import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './support/chromium.mjs'

/** Port of the app under test; not 3000 so a running dev server does not get in the way. */
const port = Number(process.env.E2E_PORT ?? 4173)
/**
 * The stand-in model provider (support/model-upstream.mjs) that /apps specs connect: started by
 * support/start-app.mjs on this port; specs read its address from E2E_MODEL_BASE_URL.
 */
const modelPort = Number(process.env.E2E_MODEL_PORT ?? port + 1)
process.env.E2E_MODEL_BASE_URL = `http://127.0.0.1:${modelPort}/v1`
/** The mailbox beside the test SMTP server (support/mailbox.mjs): what the app mailed, by recipient. */
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? port + 2)
process.env.E2E_MAILBOX_PORT = String(mailboxPort)
process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailboxPort}`

/** Debian's Chromium with the flags every browser here is launched with (support/chromium.mjs). */
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions }

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: {
    command: 'node ./support/start-app.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port), E2E_MODEL_PORT: String(modelPort), E2E_MAILBOX_PORT: String(mailboxPort) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
