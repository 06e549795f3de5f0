import { createFileRoute, redirect } from '@tanstack/react-router'

/** SPEC §2: '/' always goes to the script engine. */
export const Route = createFileRoute('/_authenticated/')({
  beforeLoad: () => {
    throw redirect({ to: '/script-engine' })
  },
})
