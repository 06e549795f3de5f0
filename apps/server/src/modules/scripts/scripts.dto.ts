import {
  TITLE_MAX_LENGTH,
  type Brief,
  type Language,
  type Platform,
  type ScriptFormat,
  type ScriptDetail,
  type ScriptMessage,
  type ScriptState,
  type ScriptSummary,
} from '@hookline/contract'
import type { ScriptConversationRow, ScriptMessageRow } from '../../db/schema'
import { platformProfile } from '../../engines'

/**
 * A generation that has not finished after this long was cut off (process restart, crash):
 * it is shown as incomplete and its credit hold no longer counts. Generous, because a long
 * Bilibili script from a slow model can take minutes.
 */
export const STALE_STREAM_MINUTES = 15

const isStale = (row: ScriptMessageRow) => Date.now() - row.createdAt.getTime() > STALE_STREAM_MINUTES * 60_000

/** Database rows → contract DTOs: database types never leave the server, clients see only the contract. */
export function toMessageDto(row: ScriptMessageRow): ScriptMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    action: row.action ?? null,
    script: row.script ?? null,
    warnings: row.warnings ?? [],
    status: row.status === 'streaming' && isStale(row) ? 'incomplete' : row.status,
    engine: row.engine,
    version: row.version,
    target_seconds: row.targetSeconds,
    check: row.check ?? null,
    incomplete_reason: row.incompleteReason ?? (row.status === 'streaming' && isStale(row) ? 'interrupted' : null),
    credits_charged: row.creditsCharged,
    created_at: row.createdAt.toISOString(),
  }
}

export function toSummaryDto(
  row: ScriptConversationRow,
  versionCount: number,
  state: ScriptState | null,
): ScriptSummary {
  return {
    id: row.id,
    title: displayTitle(row.title, row.platform as Platform),
    topic: row.topic,
    platform: row.platform as Platform,
    format: row.format as ScriptFormat,
    language: row.language as Language,
    current_message_id: row.currentMessageId,
    state,
    version_count: versionCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/** A conversation with its brief, who writes it, and its turns. */
export function toDetailDto(row: ScriptConversationRow, messages: ScriptMessage[]): ScriptDetail {
  return {
    ...toSummaryDto(
      row,
      messages.filter((m) => m.role === 'assistant').length,
      messages.find((m) => m.id === row.currentMessageId)?.check?.state ?? null,
    ),
    brief: row.brief,
    connection_id: row.connectionId,
    messages,
  }
}

/**
 * A new script is titled by its topic alone. The platform has its own badge, named in the reader's
 * language; a platform name written into the title would stay in the language of the day it was made.
 */
export function autoTitle(brief: Brief): string {
  return [...brief.topic].slice(0, TITLE_MAX_LENGTH).join('')
}

/**
 * Scripts made before titles were the topic alone carry "抖音｜…" or "Douyin · …": the prefix is
 * left out when shown, and only when it names the script's own platform with exactly the separator
 * those titles were made with, so a title a creator typed keeps its words.
 */
export function displayTitle(title: string, platform: Platform): string {
  const { label } = platformProfile(platform)
  for (const prefix of [`${label.zh}｜`, `${label.en} · `]) {
    if (title.startsWith(prefix) && title.length > prefix.length) return title.slice(prefix.length)
  }
  return title
}

/** A file name from the title: letters, digits and CJK kept, the rest collapsed to dashes. */
export function exportFilename(title: string, version: number | null, extension: string): string {
  const slug = title
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
  return `${slug || 'script'}${version ? `-v${version}` : ''}.${extension}`
}
