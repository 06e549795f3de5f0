import fs from 'node:fs'
import path from 'node:path'

const LOCK_FILE = 'hookline.lock'

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export class DataDirBusyError extends Error {}

/**
 * PGlite takes no lock of its own: two processes on one folder corrupt it, and after a SIGKILL
 * its `postmaster.pid` makes the next open hang. The server therefore owns the
 * folder through this lock file; a stale one (owner gone) is taken over and the stale
 * postmaster.pid cleared.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      // Only our own lock proves no live PGlite uses the folder, so only now is this safe.
      fs.rmSync(path.join(dataDir, 'postmaster.pid'), { force: true })
      return () => {
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = readOwner(lockPath)
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `The data folder ${path.resolve(dataDir)} is in use by process ${owner}. ` +
            'Stop that server first, or point DATA_DIR at another folder.',
        )
      }
      fs.rmSync(lockPath, { force: true })
    }
  }
  throw new DataDirBusyError(`Could not lock the data folder ${path.resolve(dataDir)}`)
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10)
    return Number.isFinite(pid) ? pid : null
  } catch {
    return null
  }
}
