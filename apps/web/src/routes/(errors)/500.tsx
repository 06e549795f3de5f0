import { createFileRoute } from '@tanstack/react-router'
import { InternalServerError } from '@/features/errors/error-pages'

export const Route = createFileRoute('/(errors)/500')({
  component: InternalServerError,
})
