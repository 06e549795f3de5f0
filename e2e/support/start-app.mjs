// Starts the built app for the e2e run on a fresh embedded database, so every run begins empty.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startModelUpstream } from './model-upstream.mjs'
import { startTrendingUpstream } from './trending-upstream.mjs'
import { startMailbox } from './mailbox.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-e2e-'))
// Hot Discoveries reads recorded payloads from a local stand-in, never the real platforms.
const trendingUpstream = await startTrendingUpstream(process.env.E2E_PORT ?? '4173')
// /apps connects a local OpenAI-compatible stand-in; the specs find it at E2E_MODEL_BASE_URL
// (playwright.config.ts picks the port and hands both sides the address).
const modelUpstream = await startModelUpstream({ port: Number(process.env.E2E_MODEL_PORT ?? 0) })
// Mail (password reset links) goes to a local SMTP server; specs read it at E2E_MAILBOX_URL.
const mailbox = await startMailbox({ port: Number(process.env.E2E_MAILBOX_PORT ?? 0) })

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '4173',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every e2e test registers from 127.0.0.1; the per-address limit is exercised in API tests.
    AUTH_MAX_ATTEMPTS_PER_IP: '100000',
    // The offline engine streams a line every 80 ms (default 35), so a spec can watch a script
    // arrive and press Stop half-way through (tests/script-engine).
    AI_OFFLINE_LINE_DELAY_MS: process.env.AI_OFFLINE_LINE_DELAY_MS ?? '80',
    ...trendingUpstream.env,
    // The model stand-in listens on 127.0.0.1, which a creator's connection may not reach by default.
    MODEL_PRIVATE_NETWORK: 'all',
    ...mailbox.env,
    APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`,
    // The account the admin specs sign in as (tests/account/admin-users.spec.ts).
    ADMIN_EMAILS: 'admin@e2e.test',
  },
})

const stop = (signal) => server.kill(signal)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
server.on('exit', (code) => {
  trendingUpstream.close()
  modelUpstream.close()
  mailbox.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
