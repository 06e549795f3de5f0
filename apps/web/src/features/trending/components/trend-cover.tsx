import { useState } from 'react'
import type { TrendPlatform } from '@hookline/contract'
import { cn } from '@/lib/utils'
import { PLATFORM_STYLE } from '../lib/platform-style'

/**
 * A topic's thumbnail. Upstream image hosts refuse hot-linking with a foreign Referer, so none is
 * sent; a missing or broken image falls back to the platform's tile.
 */
export function TrendCover({
  platform,
  src,
  className,
}: {
  platform: TrendPlatform
  src?: string
  className?: string
}) {
  const [failed, setFailed] = useState(false)
  const { icon: Icon } = PLATFORM_STYLE[platform]
  return (
    <span
      className={cn(
        'relative flex aspect-video shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted',
        className,
      )}
    >
      <Icon aria-hidden className="size-5 text-muted-foreground/60" />
      {src && !failed && (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  )
}
