import type { z } from 'zod'
import { envelopeSchema, errorEnvelopeSchema } from '@hookline/contract'

/** A JSON request or response body for a createRoute definition. */
export const jsonBody = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
})

/** A success answer: the envelope around `data`. */
export const okResponse = <T extends z.ZodType>(data: T, description: string) =>
  jsonBody(envelopeSchema(data), description)

/** An error answer: the envelope with error details in `data`. */
export const errorResponse = (description: string) => jsonBody(errorEnvelopeSchema, description)
