import { trendHistoryRetentionJob, trendingRefreshJobs } from '../modules/trending/trending-scheduler'
import { purgeExpiredJob } from './purge-jobs'
import { watchFanoutJob, watchPushJob } from '../modules/watches/watch-jobs'

/**
 * Every background job the server works (startJobs) and the admin jobs page lists. A module
 * declares its job with registerJob and adds it here. Batch drafts keep their own worker
 * (draft-worker.ts) on the same pg-boss.
 */
export const allJobs = [...trendingRefreshJobs, trendHistoryRetentionJob, purgeExpiredJob, watchFanoutJob, watchPushJob]
