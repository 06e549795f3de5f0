import { intlLocale } from '@/lib/relative-time'

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
]

/**
 * "in 5 minutes" / "3 hours ago" ("5分钟后" / "3小时前") from the server's clock (`now`), so a
 * browser whose clock is off still reads the schedule right.
 */
export function relativeTo(iso: string, now: string, language: string | undefined): string {
  const delta = new Date(iso).getTime() - new Date(now).getTime()
  const [unit, size] = UNITS.find(([, length]) => Math.abs(delta) >= length) ?? UNITS[UNITS.length - 1]
  return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(Math.round(delta / size), unit)
}

/** "every 10 minutes" / "每 10 分钟" pieces: the largest whole unit of a period. */
export function periodOf(seconds: number): { unit: 'day' | 'hour' | 'minute' | 'second'; count: number } {
  if (seconds % 86_400 === 0) return { unit: 'day', count: seconds / 86_400 }
  if (seconds % 3_600 === 0) return { unit: 'hour', count: seconds / 3_600 }
  if (seconds % 60 === 0) return { unit: 'minute', count: seconds / 60 }
  return { unit: 'second', count: seconds }
}
