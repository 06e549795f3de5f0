import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from './client'
import { initialiseInChild, type PgliteInitialisation } from './pglite-initialise'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-initialise-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

const job = (dataDir: string): PgliteInitialisation => ({
  dataDir,
  migrationsFolder,
  extensions: ['pg_trgm', 'btree_gin'],
  postgresqlconf: ['shared_buffers = 16MB'],
})

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[]
}

describe('creating a new embedded database folder in a child process', () => {
  it('leaves the folder migrated, with its extensions, and closed', async () => {
    const dataDir = path.join(root, 'new')
    expect(await initialiseInChild(job(dataDir))).toBe(true)
    // Closed cleanly: no postmaster.pid for the next open to trip over.
    expect(fs.existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false)
    const client = new PGlite({ dataDir })
    try {
      const migrations = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
      )
      expect(migrations.rows[0].count).toBe(journal.entries.length)
      const extensions = await client.query<{ extname: string }>('SELECT extname FROM pg_extension')
      expect(extensions.rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'btree_gin']))
    } finally {
      await client.close()
    }
    // A folder that holds a database is left to the caller.
    expect(await initialiseInChild(job(dataDir))).toBe(false)
    // initdb and the migrations in a process of their own are slow on a shared machine.
  }, 180_000)

  it("fails with the child's error when the database cannot be made", async () => {
    const dataDir = path.join(root, 'broken')
    await expect(initialiseInChild({ ...job(dataDir), extensions: ['no_such_extension'] })).rejects.toThrow(
      /Creating the database in .*broken failed \(exit 1\): .*no_such_extension/s,
    )
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false)
  })
})
