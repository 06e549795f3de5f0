import { Music2Icon, TvMinimalPlayIcon, HashIcon, type LucideIcon } from 'lucide-react'
import type { TrendPlatform } from '@hookline/contract'

/**
 * How each platform looks: its brand colour on a tile, and whether it has cover images
 * (Weibo's hot search has none, so its rows skip the thumbnail column).
 */
export const PLATFORM_STYLE: Record<TrendPlatform, { icon: LucideIcon; tile: string; hasCovers: boolean }> = {
  bilibili: { icon: TvMinimalPlayIcon, tile: 'bg-[#fb7299] text-white', hasCovers: true },
  weibo: { icon: HashIcon, tile: 'bg-[#ff8200] text-white', hasCovers: false },
  douyin: {
    icon: Music2Icon,
    tile: 'bg-linear-to-br from-[#25f4ee] via-[#161823] to-[#fe2c55] text-white',
    hasCovers: true,
  },
}
