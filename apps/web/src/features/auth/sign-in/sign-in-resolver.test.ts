import { describe, expect, it } from 'vitest'
import { fieldRuleOf, loginRequestSchema } from '@hookline/contract'
import { loginFieldError, loginResolver } from './sign-in-resolver'

const firstRule = (field: 'email' | 'password', values: { email: string; password: string }) => {
  const result = loginRequestSchema.safeParse(values, { reportInput: true })
  const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.path[0] === field)
  return issue && fieldRuleOf(issue)
}

const emails = [
  '',
  '   ',
  'a',
  'a@b',
  'a@b.c',
  'name@example.com',
  ' Name@Example.COM ',
  'x..y@example.com',
  '.x@example.com',
  'first.last+tag@sub.example.org',
  "o'neil@example.ie",
  'a@-b.com',
  'a@b_c.com',
  `${'a'.repeat(250)}@b.co`,
  'a b@example.com',
  '用户@example.com',
]
const passwords = ['', 'a', '123456', '1234567', ' '.repeat(7), 'x'.repeat(128), 'x'.repeat(129)]

describe('sign-in field check without zod', () => {
  it("breaks the contract schema's first rule for every email", () => {
    for (const email of emails)
      expect(loginFieldError('email', email), email).toEqual(firstRule('email', { email, password: 'valid-password' }))
  })

  it("breaks the contract schema's first rule for every password", () => {
    for (const password of passwords)
      expect(loginFieldError('password', password), password).toEqual(
        firstRule('password', { email: 'a@example.com', password }),
      )
  })

  it('submits what the schema would: trimmed, lower-cased email', async () => {
    const values = { email: ' Name@Example.COM ', password: 'secret-pass' }
    const result = await loginResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(result).toEqual({ values: loginRequestSchema.parse(values), errors: {} })
  })

  it('reports each invalid field', async () => {
    const result = await loginResolver({ email: '', password: '123' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors).toMatchObject({
      email: { rule: { rule: 'required' } },
      password: { rule: { rule: 'minLength', limit: 7 } },
    })
  })
})
