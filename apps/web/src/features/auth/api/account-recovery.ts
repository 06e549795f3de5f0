import { useMutation } from '@tanstack/react-query'
import { authResultSchema, userSchema, type AuthResult, type User } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** The mail-link flows: forgotten password, reset from the link, address verification. */

export const requestPasswordReset = (email: string) =>
  api.post('/auth/forgot-password', { body: { email }, auth: false })

export async function resetPassword(body: { token: string; password: string }): Promise<AuthResult> {
  return authResultSchema.parse(await api.post('/auth/reset-password', { body, auth: false }))
}

export async function verifyEmail(token: string): Promise<User> {
  return userSchema.parse(await api.post('/auth/verify-email', { body: { token }, auth: false }))
}

export const resendVerification = () => api.post('/auth/resend-verification')

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
