/*
 * Calendar days as `YYYY-MM-DD` strings, the shape the API stores a planned date in. All
 * arithmetic is done on UTC dates so a day is never shifted by the browser's zone or by a
 * daylight-saving change; "today" is the creator's local day.
 */

const pad = (n: number) => String(n).padStart(2, '0')
const toDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
const fromDay = (day: string) => new Date(`${day}T00:00:00Z`)

export const today = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`

export const addDays = (day: string, days: number) => {
  const date = fromDay(day)
  date.setUTCDate(date.getUTCDate() + days)
  return toDay(date)
}

export const addMonths = (day: string, months: number) => {
  const date = fromDay(day)
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay))
  return toDay(target)
}

/** Weeks start on Monday, as calendars in China do (and ISO 8601). */
export const startOfWeek = (day: string) => {
  const weekday = (fromDay(day).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

export const weekDays = (day: string) => {
  const start = startOfWeek(day)
  return Array.from({ length: 7 }, (_, i) => addDays(start, i))
}

/** The whole weeks that hold the month of `day`: 4 to 6 rows of 7 days, Monday first. */
export const monthGrid = (day: string) => {
  const first = `${day.slice(0, 8)}01`
  const last = addDays(addMonths(first, 1), -1)
  const start = startOfWeek(first)
  const days: string[] = []
  for (let d = start; d <= last || days.length % 7 !== 0; d = addDays(d, 1)) days.push(d)
  return days
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7)

/** A UTC Date of the day, for Intl formatting with `timeZone: 'UTC'`. */
export const dateOf = fromDay

/** A day as the reader's language says it in full ("Saturday, November 28, 2026" / "2026年11月28日星期六"). */
export const longDate = (day: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(fromDay(day))

/** A day in short ("Nov 28" / "11月28日"). */
export const shortDate = (day: string, language: string | undefined) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(fromDay(day))
