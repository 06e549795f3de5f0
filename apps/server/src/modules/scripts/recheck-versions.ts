import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm'
import { CHECK_REVISION, checkScript, type Platform, type ScriptLanguage } from '@hookline/contract'
import type { Db } from '../../db/client'
import { scriptConversations, scriptMessages } from '../../db/schema'

/** Versions re-checked per statement: small enough that a busy node barely notices. */
const BATCH = 200

/**
 * Versions whose stored check an older revision of the check measured (CHECK_REVISION) are
 * measured again, so a version's state (ready, outline, needs work) on the script page, in History
 * and in its exports is what today's check says, not what it said when the version was saved.
 * Runs after start-up, in batches, by id order; several nodes running it at once write the same
 * answer twice, which is harmless. Returns how many versions it re-checked.
 */
export async function recheckStaleVersions(db: Db): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000'
  let rechecked = 0
  for (;;) {
    const rows = await db
      .select({
        id: scriptMessages.id,
        script: scriptMessages.script,
        check: scriptMessages.check,
        targetSeconds: scriptMessages.targetSeconds,
        platform: scriptConversations.platform,
        topic: scriptConversations.topic,
        language: scriptConversations.language,
        brief: scriptConversations.brief,
      })
      .from(scriptMessages)
      .innerJoin(scriptConversations, eq(scriptConversations.id, scriptMessages.conversationId))
      .where(
        and(
          gt(scriptMessages.id, after),
          isNotNull(scriptMessages.script),
          isNotNull(scriptMessages.check),
          or(
            sql`${scriptMessages.check}->>'revision' IS NULL`,
            sql`(${scriptMessages.check}->>'revision')::int < ${CHECK_REVISION}`,
          ),
        ),
      )
      .orderBy(asc(scriptMessages.id))
      .limit(BATCH)
    if (rows.length === 0) return rechecked
    for (const row of rows) {
      // The stored check knows the language and length the version was measured against.
      const language = (row.check?.language ?? row.language) as ScriptLanguage
      const targetSeconds = row.check?.target_seconds ?? row.targetSeconds
      if (!row.script || !targetSeconds) continue
      const check = checkScript(row.script, {
        platform: row.platform as Platform,
        language,
        targetSeconds,
        topic: row.topic,
        neverWords: row.brief.voice?.never_words,
      })
      await db.update(scriptMessages).set({ check }).where(eq(scriptMessages.id, row.id))
      rechecked++
    }
    after = rows[rows.length - 1].id
  }
}
