import { z } from 'zod'

/**
 * The named types of hook (the Hook Lab writes one of each; a starred hook keeps its type). A file
 * of its own so the brief (scripts.ts) can name them without importing /chats.
 */
export const HOOK_TYPES = [
  'question',
  'counter_intuitive',
  'result_first',
  'story',
  'number_list',
  'pain_point',
] as const
export const hookTypeSchema = z.enum(HOOK_TYPES)
export type HookType = z.infer<typeof hookTypeSchema>
