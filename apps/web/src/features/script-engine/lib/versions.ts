import type { ScriptDetail, ScriptMessage } from '@hookline/contract'

/** One assistant answer and the request that asked for it (the user message just before it). */
export interface Version {
  message: ScriptMessage
  request: ScriptMessage | null
}

/** Versions in order; the server lists each request right before its answer. */
export function versionsOf(detail: ScriptDetail): Version[] {
  const versions: Version[] = []
  detail.messages.forEach((message, index) => {
    if (message.role !== 'assistant') return
    const previous = detail.messages[index - 1]
    versions.push({ message, request: previous?.role === 'user' ? previous : null })
  })
  return versions
}

/** The version shown when the creator has not picked one: the current, else the latest. */
export function defaultVersion(detail: ScriptDetail, versions: Version[]): Version | undefined {
  return versions.find((version) => version.message.id === detail.current_message_id) ?? versions.at(-1)
}

/** The engine label of a version the creator edited by hand (server: scripts-edit.service.ts). */
export const EDITED_ENGINE = 'edited'

export const isEdited = (message: Pick<ScriptMessage, 'engine'>): boolean => message.engine === EDITED_ENGINE

/** The offline template engine, which a version or the server names as 'offline'. */
export const isOfflineEngine = (engine: string | null | undefined) => engine === 'offline'
