import type { i18n as I18n } from 'i18next'

/**
 * A duration as a creator reads it: seconds up to 90 ("75 秒", "75 s"), minutes beyond
 * ("3 分钟", "2 分 30 秒", "2 min 30 s"), where a count of seconds stops being easy to picture.
 * Registered as the i18next formatter `duration`, so a translation writes {{count, duration}}.
 */
const MINUTES_FROM_SECONDS = 90

export function formatDuration(seconds: number, language: string): string {
  const zh = !language.startsWith('en')
  if (!Number.isFinite(seconds)) return ''
  if (seconds <= MINUTES_FROM_SECONDS) return zh ? `${seconds} 秒` : `${seconds} s`
  const whole = Math.round(seconds)
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (zh) return rest ? `${minutes} 分 ${rest} 秒` : `${minutes} 分钟`
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}

/** Lets an i18next instance's translations write {{seconds, duration}} (the app's and a test's own). */
export function addDurationFormat(i18n: I18n) {
  i18n.services.formatter?.add('duration', (value, lng) => formatDuration(Number(value), lng ?? 'zh'))
}
