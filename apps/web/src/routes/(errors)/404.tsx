import { createFileRoute } from '@tanstack/react-router'
import { NotFoundError } from '@/features/errors/error-pages'

export const Route = createFileRoute('/(errors)/404')({
  component: NotFoundError,
})
