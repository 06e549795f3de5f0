import type { QuietHours } from '@hookline/contract'

/**
 * When a watch's webhook message may go out: instant watches at once unless the watch's clock is
 * in its quiet hours (then when they end), digest watches at the next digest time. Times are the
 * watch's own time zone; the minutes are counted on its local clock, so a day that gains or loses
 * an hour (DST) may move a held message by that hour, which nothing here depends on.
 */

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number)
  return hours * 60 + minutes
}

/** Minutes since local midnight in `timeZone` at `at`. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0)
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0)
  return hour * 60 + minute
}

/** Whether `now` falls in the quiet hours (from start, up to but not including end; across midnight when end < start). */
export function inQuietHours(quiet: QuietHours, now: Date, timeZone: string): boolean {
  const at = localMinutes(now, timeZone)
  const start = minutesOf(quiet.start)
  const end = minutesOf(quiet.end)
  return start < end ? at >= start && at < end : at >= start || at < end
}

/** The next moment the local clock shows `clock` (now itself when it shows it this minute). */
function nextClock(clock: string, now: Date, timeZone: string): Date {
  const wait = (minutesOf(clock) - localMinutes(now, timeZone) + 24 * 60) % (24 * 60)
  const at = new Date(now.getTime() + wait * 60_000)
  at.setUTCSeconds(0, 0)
  return at.getTime() < now.getTime() ? now : at
}

export interface DeliveryTiming {
  delivery: 'instant' | 'digest'
  digestTime: string
  quiet: QuietHours | null
  timeZone: string
}

/** When the pending messages of a watch go out, given `now`. */
export function nextSendAt(timing: DeliveryTiming, now: Date): Date {
  if (timing.delivery === 'digest') return nextClock(timing.digestTime, now, timing.timeZone)
  if (timing.quiet && inQuietHours(timing.quiet, now, timing.timeZone))
    return nextClock(timing.quiet.end, now, timing.timeZone)
  return now
}
