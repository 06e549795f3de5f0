import type { ReactNode } from 'react'
import { CircleAlertIcon, CircleCheckIcon, PencilLineIcon } from 'lucide-react'
import type { ScriptState } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

/*
 * Each state's tint, the same on the script page and in History. Text is the dark shade of the
 * hue on a light tint of it (WCAG AA 4.5:1 for small text). An outline is work in progress, not a
 * fault: sky, not the amber of an incomplete version or the red of a failed one.
 */
const TONE: Record<ScriptState, string> = {
  ready: 'border-transparent bg-success/15 text-emerald-800 dark:text-emerald-300',
  outline: 'border-sky-500/40 bg-sky-500/10 text-sky-800 dark:text-sky-300',
  needs_work: 'border-orange-500/40 bg-orange-500/10 text-orange-800 dark:text-orange-300',
}
const ICON = { ready: CircleCheckIcon, outline: PencilLineIcon, needs_work: CircleAlertIcon }

/**
 * A version's state (ready / outline / needs work) as a badge; each feature words it in its own
 * namespace. It wraps on a narrow screen rather than run past its edge.
 */
export function ScriptStateBadge({
  state,
  children,
  className,
}: {
  state: ScriptState
  children: ReactNode
  className?: string
}) {
  const Icon = ICON[state]
  return (
    <Badge
      variant="outline"
      data-testid="script-state"
      data-state={state}
      className={cn('h-auto max-w-full py-0.5 text-left whitespace-normal', TONE[state], className)}
    >
      <Icon aria-hidden className="size-3 shrink-0" />
      <span className="min-w-0">{children}</span>
    </Badge>
  )
}
