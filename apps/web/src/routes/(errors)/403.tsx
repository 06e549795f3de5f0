import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenError } from '@/features/errors/error-pages'

export const Route = createFileRoute('/(errors)/403')({
  component: ForbiddenError,
})
