import { queryClient } from '@/lib/query-client'
import { modelConnectionsQueryOptions } from '@/lib/model-connections'
import { RECENT_PAGE_SIZE, recentScriptsQueryOptions } from './list-scripts'

/**
 * What /script-engine reads as it first renders (who can write the script, the recent scripts),
 * asked for by its route's loader: beside the signed-in user's request and the page's chunks
 * instead of after the page has rendered, so the form and panel show with their data rather than
 * with skeletons and a second round trip. Fresh answers are not asked for again.
 */
export function prefetchBriefPage() {
  void queryClient.prefetchQuery(modelConnectionsQueryOptions())
  void queryClient.prefetchQuery(recentScriptsQueryOptions(RECENT_PAGE_SIZE))
}
