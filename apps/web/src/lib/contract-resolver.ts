import { toNestErrors } from '@hookform/resolvers'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { fieldRuleOf } from '@hookline/contract/field-rules'
import type { RuledFieldError } from '@/lib/field-errors'

/**
 * react-hook-form's resolver for a contract (zod) schema that keeps what zodResolver drops: the
 * rule each field broke, read from the issue's code and parameters (fieldRuleOf), so the form
 * words it by rule and never by the schema's English message. The first issue of a field wins,
 * as in zodResolver.
 */
export function contractResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    // The input lets a rule tell a missing value from a wrong one; it stays in this function.
    const result = await schema.safeParseAsync(values, { reportInput: true })
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, RuledFieldError> = {}
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message, rule: fieldRuleOf(issue) }
    }
    return { values: {}, errors: toNestErrors(errors, options) }
  }
}
