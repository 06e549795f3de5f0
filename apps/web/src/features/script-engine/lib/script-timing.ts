import { TIMING_TOLERANCE } from '@hookline/contract/script-check'

/** Choices of the brief's duration select (seconds). */
export const DURATION_CHOICES = [15, 30, 45, 60, 90, 120, 180, 300, 600] as const

/** Where each beat starts and ends on the video's clock, the first one starting at `start`. */
export function beatSpans(beats: readonly { seconds: number }[], start: number): { from: number; to: number }[] {
  const ends = beats.reduce<number[]>((acc, beat) => [...acc, (acc.at(-1) ?? start) + beat.seconds], [])
  return beats.map((_, index) => ({ from: index === 0 ? start : ends[index - 1], to: ends[index] }))
}

/** 75 → "1:15"; 8 → "0:08". */
export function timecode(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** Within ±10 % of the target counts as on target (the script check's tolerance, TIMING_TOLERANCE). */
export const onTarget = (total: number, target: number) => Math.abs(total - target) <= target * TIMING_TOLERANCE
