import type { TrendPlatform } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { PLATFORM_STYLE } from '../lib/platform-style'

/** The platform's tile: decorative, the platform's name is always written next to it. */
export function PlatformIcon({ platform, className }: { platform: TrendPlatform; className?: string }) {
  const { icon: Icon, tile } = PLATFORM_STYLE[platform]
  return (
    <span
      aria-hidden
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg shadow-xs', tile, className)}
    >
      <Icon className="size-[55%]" strokeWidth={2.25} />
    </span>
  )
}
