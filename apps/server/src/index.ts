import { createApp } from './app'
import { openDatabase } from './db/client'
import { DataDirBusyError } from './db/data-dir-lock'
import { ConfigError, loadConfig } from './env'
import { bufferedStdout, createLogger } from './lib/logger'
import { serveApp } from './lib/node-server'
import { createMailer } from './lib/mailer/mailer'
import { RateLimiter } from './lib/rate-limit'
import { loadSecretBox } from './lib/secret-box'
import { resealConnectionKeys } from './modules/model-connections/reseal-keys'
import { announceAdminSetup } from './modules/admin/admin-setup'
import { releaseDeadStreams } from './modules/scripts/stream-recovery'
import { createGenerationDrain } from './modules/scripts/generation-drain'
import { recheckStaleVersions } from './modules/scripts/recheck-versions'
import { startDraftWorker } from './jobs/draft-worker'
import { startJobs } from './jobs/job-system'
import { queueWatchFanout } from './modules/watches/watch-jobs'
import { allJobs } from './jobs/all-jobs'

/**
 * On SIGTERM, how long running generations may go on before they are ended (kept incomplete,
 * 'interrupted', holds released). With the save after it and the close, a stop stays under the
 * 10 s a container runtime waits before SIGKILL (docs/deploy.md).
 */
const GENERATION_DRAIN_MS = 6000
/** Past this, the process exits whatever is still open (an SSE stream keeps close() waiting). */
const FORCED_EXIT_MS = 9500

async function main() {
  const config = loadConfig()
  const stdout = bufferedStdout()
  const logger = createLogger(config, stdout)
  const database = await openDatabase(config, {
    onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    onListenerError: (error) =>
      logger.warn(
        { err: error },
        "the connection that hears other nodes' writes failed; sessions are read from the database until it is back",
      ),
  })
  // Before serving: what a killed predecessor left streaming holds credits and spins in the UI.
  const released = await releaseDeadStreams(database, config)
  if (released)
    logger.warn(
      { released },
      'versions left streaming by a previous run marked incomplete; their credit holds released',
    )
  const secrets = await loadSecretBox({
    secretsKey: config.SECRETS_KEY,
    previousKeys: config.SECRETS_KEY_PREVIOUS,
    dataDir: config.DATA_DIR,
    log: (message) => logger.warn(message),
  })
  const rekeyed = await resealConnectionKeys(database.db, secrets)
  if (rekeyed.resealed || rekeyed.unreadable)
    logger.warn(rekeyed, 'model connection keys sealed again with the current SECRETS_KEY')
  // Who is admin is stored; ADMIN_EMAILS is applied to proven addresses, and with no admin at all
  // a one-time setup token goes to this log (docs/security.md, "Administrators").
  await announceAdminSetup(database.db, config, logger)
  const rateLimiter = new RateLimiter(database.db)
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger })
  // Followed generations, so a SIGTERM lets them finish or ends them cleanly (generation-drain.ts).
  const drain = createGenerationDrain()
  // Every refresh of a list, by a job or the Refresh button, queues the watch fan-out.
  const onRefreshed = (refresh: Parameters<typeof queueWatchFanout>[1]) => queueWatchFanout(database, refresh)
  const deps = { config, database, logger, rateLimiter, secrets, mailer, drain, onRefreshed }
  const app = createApp(deps)

  const server = serveApp({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, logger }, (info) => {
    logger.info(
      { port: info.port, database: database.kind, mail: mailer.transport },
      `Hookline is listening on http://localhost:${info.port}`,
    )
    // At once: launchers and tests wait for this line.
    stdout.flush()
  })
  // After serving: versions an older check measured get today's state, without holding up the start.
  recheckStaleVersions(database.db).then(
    (rechecked) => rechecked && logger.info({ rechecked }, 'versions measured again by the current script check'),
    (error: unknown) => logger.warn({ err: error }, 're-checking stored versions failed; they keep their old check'),
  )
  // Batch drafts on pg-boss: queued jobs left by a previous run are picked up again.
  const draftWorker = await startDraftWorker(deps)
  // Scheduled work (trending refresh, purges) and background jobs, on the same pg-boss.
  const jobs = await startJobs(deps, { jobs: allJobs.map((job) => job.spec) })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    // Open SSE streams would keep close() waiting forever; give them a moment, then go.
    const forced = setTimeout(() => process.exit(0), FORCED_EXIT_MS)
    forced.unref()
    // No new connections; readiness answers 503 and new generations are refused from here on.
    server.close()
    const drained = await drain.drain(GENERATION_DRAIN_MS)
    if (drained.finished || drained.interrupted)
      logger.info(drained, 'running generations drained: finished, or kept incomplete with their credit holds released')
    // Scheduled attempts are aborted and end as retries; pg-boss stops fetching and waits for the
    // running jobs (a batch draft being written finishes). Both share one pg-boss.
    await jobs.stop()
    await draftWorker.stop()
    // A reset link asked for a moment ago still goes out.
    await mailer.idle()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
  // Started by `npm start` (scripts/start.mjs) through an IPC channel: the channel closes when
  // the launcher dies, even by SIGKILL, and an orphaned server would keep the data folder locked.
  if (process.send) process.on('disconnect', () => void stop('launcher exited'))
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message)
  else console.error(error)
  process.exit(1)
})
