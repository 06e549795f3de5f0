import { z } from 'zod'
import { avatarUrlSchema, changePasswordRequestSchema, nicknameSchema } from '@hookline/contract'
import { PASSWORD_MISMATCH } from '@/lib/field-errors'

/** The contract's profile rules; an empty avatar field means "no avatar" (null: the letter shows). */
export const profileFormSchema = z.object({
  nickname: nicknameSchema,
  avatar_url: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(avatarUrlSchema.nullable()),
})
export type ProfileFormValues = z.input<typeof profileFormSchema>
export type ProfileFormOutput = z.output<typeof profileFormSchema>

/** The contract's password change plus the form-only confirmation (same rule as sign-up). */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirm_password: z.string().min(1, 'Confirm password is required') })
  .refine((values) => values.new_password === values.confirm_password, {
    ...PASSWORD_MISMATCH,
    path: ['confirm_password'],
  })
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>
