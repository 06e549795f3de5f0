import { useEffect, useRef, useState } from 'react'
import { scaleLinear, scaleTime } from 'd3-scale'
import { line } from 'd3-shape'
import { useTranslation } from 'react-i18next'
import type { TrendHistoryPoint } from '@hookline/contract'
import { intlLocale } from '@/lib/relative-time'

const HEIGHT = 200
const MARGIN = { top: 12, right: 14, bottom: 26, left: 34 }
/** Refreshes further apart than this (or 3× the usual gap) mean it left the list between them. */
const MIN_GAP_MS = 60 * 60_000
/** The time axis spans at least this much. */
const MIN_SPAN_MS = 60 * 60_000

/** Splits the points where the item was off the list, so the line shows the gap. */
function segments(points: readonly TrendHistoryPoint[]): TrendHistoryPoint[][] {
  const times = points.map((point) => Date.parse(point.at))
  const gaps = times.slice(1).map((time, index) => time - times[index])
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0
  const limit = Math.max(MIN_GAP_MS, usual * 3)
  const out: TrendHistoryPoint[][] = []
  points.forEach((point, index) => {
    if (index === 0 || gaps[index - 1] > limit) out.push([point])
    else out[out.length - 1].push(point)
  })
  return out
}

/** The container's width, followed as it changes (the sheet is narrower on a phone). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * An item's rank over its whole kept life, rank 1 at the top, with time and rank axes. Loaded on
 * demand with the detail (d3-scale's time ticks are the bulk of it). `summary` is what a screen
 * reader hears instead of the drawing; the detail lists the same figures as text.
 */
export default function TrendHistoryChart({ history, summary }: { history: TrendHistoryPoint[]; summary: string }) {
  const { i18n } = useTranslation()
  const [ref, width] = useWidth()
  const locale = intlLocale(i18n.resolvedLanguage)
  const times = history.map((point) => new Date(point.at))
  const worst = Math.max(10, ...history.map((point) => point.rank))
  const first = times[0] ?? new Date()
  const last = times[times.length - 1] ?? first
  // A short life (one refresh, or a few minutes) is widened to an hour around it, so the time
  // axis has distinct labels instead of a scale collapsed onto one minute.
  const widen = Math.max(0, MIN_SPAN_MS - (last.getTime() - first.getTime())) / 2
  const domain = [new Date(first.getTime() - widen), new Date(last.getTime() + widen)]
  const x = scaleTime()
    .domain(domain)
    .range([MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)])
  const y = scaleLinear()
    .domain([1, worst])
    .range([MARGIN.top, HEIGHT - MARGIN.bottom])
    .nice()
  const spanDays = (domain[1].getTime() - domain[0].getTime()) / 86_400_000
  const timeFormat = new Intl.DateTimeFormat(
    locale,
    spanDays > 2 ? { month: 'short', day: 'numeric' } : { hour: '2-digit', minute: '2-digit', hour12: false },
  )
  const path = line<TrendHistoryPoint>()
    .x((point) => x(new Date(point.at)))
    .y((point) => y(point.rank))
  // Rank 1 always has its line; a tick closer to it than half a step would crowd its label.
  const ticks = y.ticks(4).filter((tick) => Number.isInteger(tick) && tick > 1)
  const step = ticks.length > 1 ? ticks[1] - ticks[0] : worst
  const rankTicks = [1, ...ticks.filter((tick) => tick - 1 >= step / 2)]
  // Ticks that would read the same (two within one minute) keep only the first.
  const timeTicks = x
    .ticks(width < 400 ? 3 : 5)
    .filter((tick, index, all) => index === 0 || timeFormat.format(tick) !== timeFormat.format(all[index - 1]))
  const peak = history.reduce<TrendHistoryPoint | undefined>(
    (best, point) => (!best || point.rank < best.rank ? point : best),
    undefined,
  )

  return (
    <div ref={ref} className="w-full" data-testid="trend-history-chart">
      {width > 0 && (
        <svg role="img" aria-label={summary} width={width} height={HEIGHT} className="block text-muted-foreground">
          {rankTicks.map((tick) => (
            <g key={`r${tick}`}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-border"
                strokeDasharray={tick === 1 ? undefined : '3 3'}
              />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-current text-[11px]">
                #{tick}
              </text>
            </g>
          ))}
          {timeTicks.map((tick) => (
            <text
              key={`t${tick.getTime()}`}
              x={x(tick)}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-current text-[11px] tabular-nums"
            >
              {timeFormat.format(tick)}
            </text>
          ))}
          <g className="text-primary">
            {segments(history).map((segment) =>
              segment.length > 1 ? (
                <path
                  key={segment[0].at}
                  d={path(segment) ?? undefined}
                  fill="none"
                  className="stroke-current"
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
              ) : (
                <circle
                  key={segment[0].at}
                  cx={x(new Date(segment[0].at))}
                  cy={y(segment[0].rank)}
                  r={2.5}
                  className="fill-current"
                />
              ),
            )}
            {peak && (
              <circle
                cx={x(new Date(peak.at))}
                cy={y(peak.rank)}
                r={4}
                className="fill-background stroke-current"
                strokeWidth={2}
              />
            )}
          </g>
        </svg>
      )}
    </div>
  )
}
