import { useMutation } from '@tanstack/react-query'
import { authResultSchema, userSchema, type AuthResult, type User } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** The mail-link flows: forgotten password, reset from the link, address verification. */

export const requestPasswordReset = (email: string) =>
  api.post<null>('/api/auth/forgot-password', { email }, { auth: false })

export async function resetPassword(body: { token: string; password: string }): Promise<AuthResult> {
  return authResultSchema.parse(await api.post<unknown>('/api/auth/reset-password', body, { auth: false }))
}

export async function verifyEmail(token: string): Promise<User> {
  return userSchema.parse(await api.post<unknown>('/api/auth/verify-email', { token }, { auth: false }))
}

export const resendVerification = () => api.post<null>('/api/auth/resend-verification')

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
export const useResetPassword = () => useMutation({ mutationFn: resetPassword })
export const useResendVerification = () => useMutation({ mutationFn: resendVerification })
