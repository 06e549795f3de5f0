import { LoaderCircleIcon } from 'lucide-react'

/** Before any translation is loaded there is no text to show, only motion. */
export function BootSpinner() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin text-muted-foreground" />
    </div>
  )
}
