import { z } from 'zod'
import { languageSchema } from './auth'
import { storableText } from './envelope'
import { hookTypeSchema } from './hook-types'
import { platformSchema } from './scripts'

/*
 * The hook library: hooks a creator starred (from a Hook Lab round or a version's own hook), kept
 * with their type, language, platform and the script they came from, offered to later briefs as
 * examples of what works for this creator.
 */

/** Enough to keep every hook worth keeping; a brief takes the newest few. */
export const HOOK_LIBRARY_MAX = 200

export const starHookSchema = z.object({
  voice_over: storableText(z.string()).trim().min(1, 'The hook is empty').max(300),
  on_screen_text: storableText(z.string()).trim().max(120).default(''),
  type: hookTypeSchema.nullable().default(null),
  language: languageSchema,
  /** Absent: the source script's platform (a hook without a script must say its platform). */
  platform: platformSchema.optional(),
  /** The script it came from; another user's is a 404. */
  script_id: z.uuid('Invalid script id').optional(),
})
export type StarHookInput = z.input<typeof starHookSchema>

export const starredHookSchema = z.object({
  id: z.uuid(),
  voice_over: z.string(),
  on_screen_text: z.string(),
  type: hookTypeSchema.nullable(),
  language: languageSchema,
  platform: platformSchema,
  script_id: z.uuid().nullable(),
  /** The source script's title (null once it is deleted). */
  script_title: z.string().nullable(),
  created_at: z.string(),
})
export type StarredHook = z.infer<typeof starredHookSchema>

export const hookLibrarySchema = z.object({ items: z.array(starredHookSchema) })
export type HookLibrary = z.infer<typeof hookLibrarySchema>
