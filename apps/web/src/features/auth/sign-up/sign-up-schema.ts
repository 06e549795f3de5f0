import { z } from 'zod'
import { registerRequestSchema } from '@hookline/contract'
import { PASSWORD_MISMATCH } from '@/lib/field-errors'

/** The contract's registration rules plus the form-only confirmation, which must match the password. */
export const signUpFormSchema = registerRequestSchema
  .pick({ email: true, password: true })
  .extend({ confirmPassword: z.string().min(1, 'Confirm password is required') })
  .refine((values) => values.password === values.confirmPassword, {
    ...PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  })

export type SignUpFormValues = z.input<typeof signUpFormSchema>
