import fs from 'node:fs'
import path from 'node:path'

/**
 * The embedded database's folder is readable by its owner alone: PGlite
 * writes its files 0666 whatever the umask, and a folder made under a usual umask is 0755, so any
 * local user could read every account, script and session hash, and write them too.
 *
 * From start-up on, everything this process creates is private (umask 077: folders 0700, files
 * 0600 where the creator honours it), and the folder is mended: itself and every folder in it
 * 0700, every file 0600. PGlite's later files may still be 0666, but they sit in a 0700 folder no
 * one else can enter, and they are mended again when the database closes and at the next start.
 */
export function keepPrivate(dataDir: string): void {
  try {
    process.umask(0o077)
  } catch {
    // Worker threads may not set the umask; the mending below still makes the folder private.
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  mend(dataDir)
}

/** The folder 0700 and everything in it 0700 (folders) or 0600 (files); symbolic links are not followed. */
export function mend(dataDir: string): void {
  fs.chmodSync(dataDir, 0o700)
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const at = path.join(folder, entry.name)
      if (entry.isDirectory()) {
        chmodIfPresent(at, 0o700)
        walk(at)
      } else if (entry.isFile()) chmodIfPresent(at, 0o600)
    }
  }
  walk(dataDir)
}

/** A file PGlite removes while the walk runs (a temporary file) is no error. */
function chmodIfPresent(at: string, mode: number) {
  try {
    fs.chmodSync(at, mode)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
