import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openPglite } from './client'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-modes-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** Every folder and file under `folder` (the folder itself first) with its permission bits. */
function modes(folder: string): Array<{ at: string; kind: 'dir' | 'file'; mode: number }> {
  const found: Array<{ at: string; kind: 'dir' | 'file'; mode: number }> = [
    { at: '.', kind: 'dir', mode: fs.statSync(folder).mode & 0o777 },
  ]
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const at = path.join(current, entry.name)
      found.push({
        at: path.relative(folder, at),
        kind: entry.isDirectory() ? 'dir' : 'file',
        mode: fs.statSync(at).mode & 0o777,
      })
      if (entry.isDirectory()) walk(at)
    }
  }
  walk(folder)
  return found
}

const loose = (entries: ReturnType<typeof modes>) =>
  entries.filter(({ kind, mode }) => mode !== (kind === 'dir' ? 0o700 : 0o600))

/**
 * PGlite writes its files 0666 whatever the umask, and a DATA_DIR made 0755 would leave them open
 * to every local user: the folder and its files are the owner's alone.
 */
describe('the embedded database folder', () => {
  it('is private after start-up and after close, mending a folder left with loose modes', async () => {
    const dataDir = path.join(root, 'data')
    const first = await openPglite({ dataDir })
    await first.close()
    // What an older version, a copy or a restore left behind: everything open to everyone.
    fs.chmodSync(dataDir, 0o777)
    for (const entry of modes(dataDir).slice(1))
      fs.chmodSync(path.join(dataDir, entry.at), entry.kind === 'dir' ? 0o777 : 0o666)
    fs.writeFileSync(path.join(dataDir, 'left-behind.txt'), 'x', { mode: 0o666 })
    fs.chmodSync(path.join(dataDir, 'left-behind.txt'), 0o666)
    expect(loose(modes(dataDir)).length).toBeGreaterThan(900)

    const database = await openPglite({ dataDir })
    try {
      // Started: the folder, every folder in it and every file are its owner's alone.
      expect(loose(modes(dataDir))).toEqual([])
      await database.db.execute('CREATE TABLE made_while_running (x int)')
      await database.db.execute('INSERT INTO made_while_running VALUES (1)')
      // Whatever PGlite makes while it runs sits in a folder no one else may enter.
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700)
    } finally {
      await database.close()
    }
    expect(loose(modes(dataDir))).toEqual([])
    // Two opens, the first making the folder in a child process and reopening it.
  }, 90_000)

  it('creates a new folder private', async () => {
    const dataDir = path.join(root, 'fresh', 'data')
    const database = await openPglite({ dataDir })
    await database.close()
    expect(loose(modes(dataDir))).toEqual([])
  })
})
