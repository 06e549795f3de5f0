import { createFileRoute } from '@tanstack/react-router'
import { OtpPage } from '@/features/auth/otp/otp-page'

export const Route = createFileRoute('/(auth)/otp')({
  component: OtpPage,
})
