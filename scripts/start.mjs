// `npm start`: builds whatever is missing or older than its sources, then serves the app.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const at = (...parts) => path.join(root, ...parts)

/** Newest modification time under the given paths (files or folders). */
function newest(paths) {
  let latest = 0
  const visit = (p) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name))
    } else latest = Math.max(latest, stat.mtimeMs)
  }
  paths.forEach(visit)
  return latest
}

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : -1)

const targets = [
  {
    name: 'web',
    // The build's last step writes it (apps/web/scripts/first-frame.ts), after index.html.
    output: at('apps/web/dist/.vite/first-frames.json'),
    sources: [at('apps/web'), at('packages/contract/src')],
  },
  {
    name: 'server',
    output: at('apps/server/dist/index.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), at('packages/contract/src')],
  },
]

for (const target of targets) {
  if (builtAt(target.output) >= newest(target.sources)) continue
  console.log(`Building ${target.name}…`)
  const result = spawnSync('npm', ['run', 'build', '-w', `apps/${target.name}`], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// Memory at idle (docs/decisions/049-idle-memory.md); the Containerfile sets the same. A young
// generation of 1 MB instead of 16: the heap is not left holding start-up's garbage. glibc's
// allocator with 2 arenas instead of 8 per core, and every block of 32 KB or more mapped on its
// own so it goes back to the system when freed. V8's compilers (JavaScript and WebAssembly) work
// in 32 KB blocks and go through many of them at start-up; left in the arenas they stay resident
// for good, because glibc only returns free memory at an arena's top and a few live blocks above
// them hold it all in place.
const NODE_MEMORY_OPTIONS = ['--max-semi-space-size=1']
const MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' }

// Signals are passed on so SIGTERM/SIGINT close the database cleanly before we exit. The IPC
// channel is how the server notices that this process is gone, even after a SIGKILL: it then
// shuts down instead of living on with the data folder locked.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...NODE_MEMORY_OPTIONS, at('apps/server/dist/index.js')],
  {
    cwd: root,
    // Values already in the environment win.
    env: { ...MALLOC_ENV, ...process.env },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  },
)
let stopping = false
const stop = (signal) => {
  if (stopping) return
  stopping = true
  server.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

// `npm start` runs us under `sh -c`: when npm is killed, the shell may survive it, or we are
// re-parented to init, and no signal reaches us. Watch the launcher (our parent, and the
// parent's parent when ours is a shell) and stop with it.
const launchers = ancestorsToWatch()
setInterval(() => {
  if (launchers.some((pid) => !isAlive(pid)) || process.ppid !== launchers[0]) stop('SIGTERM')
}, 1000).unref()

function ancestorsToWatch() {
  const parent = process.ppid
  const shell = procStat(parent)
  if (shell && /^(sh|bash|dash|zsh)$/.test(shell.command) && shell.ppid > 1) return [parent, shell.ppid]
  return [parent]
}

/** The command name and parent of a process, from Linux's /proc; undefined elsewhere. */
function procStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = stat.lastIndexOf(')')
    return { command: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(stat.slice(close + 2).split(' ')[1]) }
  } catch {
    return undefined
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
