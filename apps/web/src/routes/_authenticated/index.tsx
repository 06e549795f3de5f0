import { createFileRoute, redirect } from '@tanstack/react-router'

/** '/' always goes to the script engine. */
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: () => {
    throw redirect({ to: '/script-engine' })
  },
})
