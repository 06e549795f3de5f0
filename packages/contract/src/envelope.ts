import { z } from 'zod'

/** Every JSON answer of the API (DESIGN §2, SPEC §3): code 0 is success. */
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

/** Detail carried in `data` of a validation error so a form can point at the field. */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
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
