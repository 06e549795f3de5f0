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
    output: at('apps/web/dist/index.html'),
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

// Signals are passed on so SIGTERM/SIGINT close the database cleanly before we exit.
const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
