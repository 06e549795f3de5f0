import type { Logger } from './logger'

/** Hourly is plenty: the rows it drops are already useless, it only keeps tables from growing. */
export const MAINTENANCE_INTERVAL_MS = 60 * 60_000

export interface MaintenanceTask {
  name: string
  run: () => Promise<number | void>
}

export interface Maintenance {
  start(): void
  stop(): Promise<void>
  /** One pass over every task (what start() runs at once and then on the interval). */
  runOnce(): Promise<void>
}

/**
 * Housekeeping every node runs on start-up and then every interval (the trending scheduler's
 * pattern): expired sessions and expired rate-limit counters are deleted. The deletes
 * are idempotent, so several nodes running them at once is harmless.
 */
export function createMaintenance(deps: {
  tasks: MaintenanceTask[]
  logger: Logger
  intervalMs?: number
}): Maintenance {
  const intervalMs = deps.intervalMs ?? MAINTENANCE_INTERVAL_MS
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  const runOnce = async () => {
    for (const task of deps.tasks) {
      try {
        const removed = await task.run()
        if (removed) deps.logger.info({ module: 'maintenance', task: task.name, removed }, 'maintenance removed rows')
      } catch (error) {
        deps.logger.error({ module: 'maintenance', task: task.name, err: error }, 'maintenance task failed')
      }
    }
  }
  const tick = () => {
    if (running) return
    running = runOnce().finally(() => {
      running = undefined
    })
  }

  return {
    start() {
      if (timer) return
      timer = setInterval(tick, intervalMs)
      timer.unref()
      tick()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
    runOnce,
  }
}
