import type { ScriptDetail } from '@hookline/contract'
import { defaultVersion, isOfflineEngine, versionsOf, type Version } from './versions'

/** Selection meaning "the newest version", whatever its id. */
export const LATEST = 'latest'

/** What a screen reader was last told about a generation on this page. */
export type Announced = 'writing' | 'ended' | null

export interface ConversationView {
  /** The versions listed. While this tab streams one, it is shown live, not as the server's placeholder. */
  versions: Version[]
  /** The version shown: the creator's pick (or the newest, after a generation ended), else the current one. */
  selected: Version | undefined
  /** The number of the version being written, or of the next one to be written. */
  nextNumber: number
  /** What is shown was (or, before the first version, will be) written by the offline engine. */
  offline: boolean
  /** The two versions compare opens with: the one before the newest, and the one shown (or the newest). */
  compareInitial: [string, string]
  /** What the page's live region says, as a translation key and its version number; null says nothing. */
  announcement: { key: 'announce.writing' | 'announce.ready' | 'announce.incomplete'; number: number } | null
}

/**
 * Everything the conversation page shows that follows from the script, this tab's stream and the
 * creator's selection, in one place a unit test can reach.
 */
export function conversationView(
  detail: ScriptDetail,
  state: { live: boolean; selectedId: string | null; announced: Announced; serverEngine?: string },
): ConversationView {
  const allVersions = versionsOf(detail)
  const versions = state.live ? allVersions.filter((version) => version.message.status !== 'streaming') : allVersions
  const selected =
    (state.selectedId === LATEST
      ? versions.at(-1)
      : versions.find((version) => version.message.id === state.selectedId)) ?? defaultVersion(detail, versions)
  const nextNumber =
    Math.max(0, ...allVersions.map((version) => version.message.version ?? 0)) +
    (state.live && allVersions.every((version) => version.message.status !== 'streaming') ? 1 : 0)
  // The version shown says who wrote it; before the first, the script's writer does (null: the server's engine).
  const offline = selected
    ? isOfflineEngine(selected.message.engine)
    : detail.connection_id === null && isOfflineEngine(state.serverEngine)
  const beforeNewest = versions.at(-2)?.message.id
  const compareInitial: [string, string] = [
    beforeNewest ?? '',
    (selected?.message.id !== beforeNewest ? selected?.message.id : versions.at(-1)?.message.id) ?? '',
  ]
  const newest = allVersions.at(-1)?.message
  const announcement =
    state.announced === 'writing'
      ? ({ key: 'announce.writing', number: nextNumber } as const)
      : state.announced === 'ended' && newest && newest.status !== 'streaming'
        ? ({
            key: newest.status === 'complete' ? 'announce.ready' : 'announce.incomplete',
            number: newest.version ?? nextNumber,
          } as const)
        : null
  return { versions, selected, nextNumber, offline, compareInitial, announcement }
}
