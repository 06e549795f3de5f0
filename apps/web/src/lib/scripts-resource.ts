import type { Platform, ScriptList } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { parsedWithContract } from '@/lib/parsed-with-contract'

/**
 * The scripts resource, shared by Smart Creation and History: one set of query keys, so a change
 * made on one page (a new version, a rename, a delete) refreshes what the other shows, and one
 * fetcher for GET /api/scripts. `all` invalidates every list and every detail at once.
 */
export interface ScriptsQuery {
  q?: string
  page?: number
  pageSize?: number
  sort?: 'newest' | 'oldest' | 'outlier'
  platform?: Platform
}

export const scriptQueryKeys = {
  all: ['scripts'] as const,
  lists: () => [...scriptQueryKeys.all, 'list'] as const,
  list: (query: ScriptsQuery) => [...scriptQueryKeys.lists(), query] as const,
  detail: (id: string) => [...scriptQueryKeys.all, 'detail', id] as const,
}

/**
 * GET /api/scripts: a page of the creator's scripts, searched, filtered and sorted as asked. Its
 * schema loads beside the request: /script-engine's loader asks for its recent scripts from the
 * entry chunk, before the page's chunks have run.
 */
export function listScripts(query: ScriptsQuery, signal?: AbortSignal): Promise<ScriptList> {
  return parsedWithContract(api.get('/scripts', { params: { query }, signal }), (contract) => contract.scriptListSchema)
}
