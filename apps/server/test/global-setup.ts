import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openPglite } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
  }
}

/**
 * Creating and migrating a PGlite database takes ~2 s, so it is done once per run:
 * every test file then starts from a copy of this dump, in memory.
 */
export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hookline-template-'))
  const database = await openPglite({})
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('none')
  const file = path.join(folder, 'template.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await database.close()
  project.provide('pgliteTemplate', file)
  return () => fs.rmSync(folder, { recursive: true, force: true })
}
