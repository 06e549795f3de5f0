import { CircleAlertIcon, CircleCheckIcon, CircleDashedIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ConnectionStatus } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

const STYLE = {
  connected: {
    icon: CircleCheckIcon,
    className:
      'border-emerald-600/25 bg-emerald-500/10 text-emerald-700 dark:border-emerald-400/25 dark:text-emerald-300',
    key: 'status.connected',
  },
  failing: {
    icon: CircleAlertIcon,
    className: 'border-red-600/25 bg-red-500/10 text-red-700 dark:border-red-400/30 dark:text-red-300',
    key: 'status.failing',
  },
  none: { icon: CircleDashedIcon, className: 'text-muted-foreground', key: 'status.notConnected' },
} as const

/** Connected / Failing / Not connected: an icon and a word, never colour alone. */
export function ConnectionStatusBadge({
  status,
  className,
}: {
  status: ConnectionStatus | 'none'
  className?: string
}) {
  const { t } = useTranslation('apps')
  const { icon: Icon, className: tone, key } = STYLE[status]
  return (
    <Badge variant="outline" data-testid="connection-status" className={cn('gap-1 font-medium', tone, className)}>
      <Icon aria-hidden className="size-3" />
      {t(key)}
    </Badge>
  )
}
