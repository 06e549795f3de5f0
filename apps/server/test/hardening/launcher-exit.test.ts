import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'
import { spawnServer } from '../spawn-server'

const root = path.resolve(import.meta.dirname, '../../../..')
const dataDirs: string[] = []
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** Starts the app the way the README does and resolves with the port it listens on. */
function launch(command: string, args: string[], dataDir: string) {
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      TRENDING_REFRESH_MINUTES: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  readline.createInterface({ input: child.stderr }).on('line', (line) => output.push(line))
  return new Promise<{ port: number; kill: () => void }>((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line)
      const port = /"port":(\d+)/.exec(line)?.[1]
      if (port) resolve({ port: Number(port), kill: () => child.kill('SIGKILL') })
    })
    child.on('exit', (code) => reject(new Error(`launcher exited with ${code}:\n${output.join('\n')}`)))
  })
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

async function closedWithin(port: number, ms: number) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (!(await accepts(port))) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/** Killing `npm start` must not leave the server running with the data folder locked. */
describe('killing the launcher', () => {
  it.each([
    ['npm start', 'npm', ['start']],
    ['node scripts/start.mjs', process.execPath, ['scripts/start.mjs']],
  ])(
    'SIGKILL of `%s` stops the server and frees the data folder',
    async (_name, command, args) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-launcher-'))
      dataDirs.push(dataDir)
      const running = await launch(command, args, dataDir)
      expect(await accepts(running.port)).toBe(true)
      running.kill()
      expect(await closedWithin(running.port, 15_000)).toBe(true)
      // The next start on the same data folder is not refused as "in use".
      const next = await spawnServer({ DATA_DIR: dataDir, TRENDING_REFRESH_MINUTES: '0' })
      next.process.kill('SIGTERM')
      await next.exited
    },
    240_000,
  )
})
