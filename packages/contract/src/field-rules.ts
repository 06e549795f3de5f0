/**
 * Which rule a field broke, read from a validation issue's code and parameters rather than from
 * its English message, so each side says it in its own words: the web translates a rule
 * (common.json `validation.<rule>`), the server's envelope carries it beside its English message.
 * Zod-free, so /sign-in's hand-written check can name the same rules without loading zod
 * (docs/decisions/015-sign-in-bundle-budget.md). Import from '@hookline/contract/field-rules'.
 */
export type FieldRule =
  | { rule: 'required' }
  | { rule: 'minLength' | 'maxLength' | 'minValue' | 'maxValue'; limit: number }
  | { rule: Exclude<FieldRuleName, 'required' | 'minLength' | 'maxLength' | 'minValue' | 'maxValue'> }

export const FIELD_RULES = [
  'required',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'invalidEmail',
  'httpsUrl',
  'httpUrl',
  'notANumber',
  'wholeNumber',
  'oneDecimal',
  'unstorableText',
  'passwordMismatch',
  'invalid',
] as const
export type FieldRuleName = (typeof FIELD_RULES)[number]

/** Rules a schema states in a refinement: `.refine(check, { params: { rule: 'oneDecimal' } })`. */
const REFINED_RULES = ['httpUrl', 'oneDecimal', 'unstorableText', 'passwordMismatch'] as const
export type RefinedRule = (typeof REFINED_RULES)[number]

/** The parts of a zod issue a rule is read from (structural, so this module needs no zod). */
export interface IssueLike {
  code: string
  input?: unknown
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  format?: string
  pattern?: string
  expected?: string
  params?: Record<string, unknown>
}

const isRefinedRule = (value: unknown): value is RefinedRule =>
  typeof value === 'string' && (REFINED_RULES as readonly string[]).includes(value)

const limitOf = (value: number | bigint | undefined) => Number(value ?? 0)

export function fieldRuleOf(issue: IssueLike): FieldRule {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { rule: 'wholeNumber' }
      if (issue.expected === 'number') return { rule: 'notANumber' }
      // zod reports the input only when asked (`reportInput`); without it, a value of the wrong
      // type is taken for a missing one, which is what a form or a typed client sends.
      return 'input' in issue && issue.input != null ? { rule: 'invalid' } : { rule: 'required' }
    case 'too_small':
      if (issue.origin === 'number') return { rule: 'minValue', limit: limitOf(issue.minimum) }
      // An empty text breaks "at least 1 character": that is a missing value, not a short one.
      if (issue.origin === 'string' && limitOf(issue.minimum) <= 1) return { rule: 'required' }
      return issue.origin === 'string' ? { rule: 'minLength', limit: limitOf(issue.minimum) } : { rule: 'invalid' }
    case 'too_big':
      if (issue.origin === 'number') return { rule: 'maxValue', limit: limitOf(issue.maximum) }
      return issue.origin === 'string' ? { rule: 'maxLength', limit: limitOf(issue.maximum) } : { rule: 'invalid' }
    case 'invalid_format':
      if (issue.format === 'email') return { rule: 'invalidEmail' }
      if (issue.format === 'url') return { rule: issue.pattern?.includes('https') ? 'httpsUrl' : 'httpUrl' }
      return { rule: 'invalid' }
    case 'custom':
      return isRefinedRule(issue.params?.rule) ? { rule: issue.params.rule } : { rule: 'invalid' }
    default:
      return { rule: 'invalid' }
  }
}
