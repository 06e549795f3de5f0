import { curveMonotoneX, line } from 'd3-shape'
import { cn } from '@/lib/utils'

/** A rank below this still uses the whole height, so a top-10 item does not look flat. */
const MIN_SCALE_RANK = 10

/**
 * An item's rank over time as a small line, rank 1 at the top. `spark` is the contract's 24 h
 * series (oldest first, null where it was not listed): gaps break the line. Drawn in SVG with
 * d3-shape's line generator, in the current text colour, so it follows the theme.
 */
export function Sparkline({
  spark,
  width = 72,
  height = 22,
  className,
}: {
  spark: readonly (number | null)[]
  width?: number
  height?: number
  className?: string
}) {
  const known = spark.filter((rank): rank is number => rank !== null)
  if (known.length === 0) return null
  const pad = 2.5
  const worst = Math.max(MIN_SCALE_RANK, ...known)
  const x = (index: number) => pad + (spark.length > 1 ? (index / (spark.length - 1)) * (width - 2 * pad) : 0)
  const y = (rank: number) => pad + ((rank - 1) / (worst - 1)) * (height - 2 * pad)
  const path = line<number | null>()
    .defined((rank) => rank !== null)
    .x((_, index) => x(index))
    .y((rank) => y(rank!))
    .curve(curveMonotoneX)(spark as (number | null)[])
  const lastIndex = spark.findLastIndex((rank) => rank !== null)
  return (
    <svg
      aria-hidden
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={cn('shrink-0 overflow-visible', className)}
    >
      {/* The top of the list, faintly, so a line near it reads as "near the top". */}
      <line x1={pad} x2={width - pad} y1={pad} y2={pad} className="stroke-current opacity-15" strokeDasharray="2 3" />
      {path && <path d={path} fill="none" className="stroke-current" strokeWidth={1.5} strokeLinejoin="round" />}
      <circle cx={x(lastIndex)} cy={y(spark[lastIndex]!)} r={2.25} className="fill-current" />
    </svg>
  )
}
