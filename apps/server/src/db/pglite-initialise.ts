import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface PgliteInitialisation {
  /** The folder; nothing is done when it already holds a database. */
  dataDir: string
  migrationsFolder: string
  /** Extensions by their export name in `@electric-sql/pglite/contrib/<name>`. */
  extensions: string[]
  postgresqlconf: string[]
}

/**
 * What the child runs: PGlite creates the folder (initdb), the migrations run, the database
 * closes. It is a string because the server ships as one bundle with no separate file to start;
 * the packages are resolved from the child's working folder, this module's own.
 */
const CHILD = `
const job = JSON.parse(process.argv[1])
// The parent holds the folder's lock: without it, another server could take the folder over.
process.on('disconnect', () => process.exit(70))
const { PGlite } = await import('@electric-sql/pglite')
const { drizzle } = await import('drizzle-orm/pglite')
const { migrate } = await import('drizzle-orm/pglite/migrator')
const extensions = {}
for (const name of job.extensions) extensions[name] = (await import('@electric-sql/pglite/contrib/' + name))[name]
const client = await PGlite.create({ dataDir: job.dataDir, extensions, postgresqlconf: job.postgresqlconf })
try {
  await migrate(drizzle(client), { migrationsFolder: job.migrationsFolder })
} finally {
  await client.close()
}
process.exit(0)
`

/**
 * Creates a new embedded database folder in a short-lived child process, so the serving process
 * only ever reopens one. Creating a database runs initdb in two more WebAssembly instances beside
 * PGlite's own; once they are garbage, what they allocated stays fragmented in the C allocator's
 * heap for the life of the process, which is why a first start idled well above every later
 * start of the same folder (docs/decisions/049-idle-memory.md). A process that exits gives it all
 * back. The caller holds the folder's lock (data-dir-lock.ts) for the whole time.
 */
export async function initialiseInChild(job: PgliteInitialisation): Promise<boolean> {
  if (fs.existsSync(path.join(job.dataDir, 'PG_VERSION'))) return false
  const child = spawn(
    process.execPath,
    ['--input-type=module', '--eval', CHILD, JSON.stringify({ ...job, dataDir: path.resolve(job.dataDir) })],
    {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  )
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (exitCode, signal) => resolve(signal ? null : exitCode))
  })
  if (code !== 0) {
    throw new Error(`Creating the database in ${path.resolve(job.dataDir)} failed (exit ${code}): ${stderr.trim()}`)
  }
  return true
}
