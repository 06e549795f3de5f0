import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

const serverDir = path.resolve(import.meta.dirname, '..')

export interface RunningServer {
  url: string
  process: ChildProcess
  output: string[]
  exited: Promise<number | null>
}

/**
 * Runs the real server entry point (through tsx, no build needed) as a child process and
 * resolves once it listens. Used for what app.request cannot show: signals, crashes, restarts.
 */
export function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/index.ts')], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  readline.createInterface({ input: child.stderr }).on('line', (line) => output.push(line))
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      output.push(line)
      const port = /"port":(\d+)/.exec(line)?.[1]
      if (port) resolve({ url: `http://127.0.0.1:${port}`, process: child, output, exited })
    })
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output.join('\n')}`)))
  })
}
