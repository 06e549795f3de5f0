import { z } from 'zod'
import { FIELD_RULES } from './field-rules'

/** Every JSON answer of the API: code 0 is success. */
export interface Envelope<T> {
  code: number
  message: string
  data: T | null
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data: data.nullable(),
  })

/**
 * Detail carried in `data` of a validation error so a form can point at the field: the rule it
 * broke (field-rules.ts) and, for a length or a range, its limit.
 */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  rule: z.enum(FIELD_RULES),
  limit: z.number().optional(),
})
export type FieldIssue = z.infer<typeof fieldIssueSchema>

export const errorDataSchema = z
  .object({
    field: z.string().optional(),
    issues: z.array(fieldIssueSchema).optional(),
    retryAfterSeconds: z.number().optional(),
  })
  .passthrough()
export type ErrorData = z.infer<typeof errorDataSchema>

export const errorEnvelopeSchema = envelopeSchema(errorDataSchema)

/**
 * Text PostgreSQL can store and JSON can carry: no NUL (U+0000; text columns refuse it) and no
 * lone UTF-16 surrogate (not valid Unicode; the UTF-8 encoder and the database refuse it).
 * Applied to every user text so such input is a 400 naming the field, never a 500.
 */
export const TEXT_INVALID_MESSAGE = 'Text contains a NUL byte or an invalid Unicode character'
// eslint-disable-next-line no-control-regex
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
export const isStorableText = (text: string) => !UNSTORABLE_TEXT.test(text)
export const storableText = <T extends z.ZodType<string>>(schema: T): T =>
  schema.refine(isStorableText, { message: TEXT_INVALID_MESSAGE, params: { rule: 'unstorableText' } })
