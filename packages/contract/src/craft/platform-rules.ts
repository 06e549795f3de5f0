/**
 * The craft rules of each platform and language as plain data, without zod: the server's engines
 * compose and prompt with them, and the script check (script-check.ts) measures every version by
 * them, on the server after each generation or edit and in the browser while the creator types.
 * Import from '@hookline/contract/script-check' where zod must not be pulled in.
 */

import type { Platform } from '../platforms'

export { FORMAT_IDS, PLATFORM_IDS, type Platform, type ScriptFormat } from '../platforms'

export const LANGUAGE_IDS = ['zh', 'en'] as const
export type ScriptLanguage = (typeof LANGUAGE_IDS)[number]

/**
 * How long a text is by a platform's rules. Weibo, Douyin and Xiaohongshu count a title or post
 * in Chinese characters, where two half-width characters (Latin letters, digits, ASCII spaces
 * and punctuation) make one; everything else — Chinese, full-width punctuation, emoji — counts
 * one. Elsewhere every character (code point) counts one.
 */
export const LENGTH_UNITS = ['character', 'chinese-character'] as const
export type LengthUnit = (typeof LENGTH_UNITS)[number]

/**
 * Typical video length per platform in seconds: a brief without a target gets
 * `default`; outside min–max the engines warn.
 */
export const PLATFORM_DURATIONS: Record<Platform, { min: number; max: number; default: number }> = {
  douyin: { min: 15, max: 60, default: 45 },
  tiktok: { min: 15, max: 60, default: 45 },
  bilibili: { min: 180, max: 600, default: 300 },
  weibo: { min: 15, max: 180, default: 60 },
  xiaohongshu: { min: 30, max: 180, default: 60 },
  youtube_shorts: { min: 15, max: 60, default: 45 },
}

/** The measurable part of a platform profile: what a script is checked against. */
export interface PlatformRules {
  orientation: 'vertical' | 'horizontal'
  duration: { min: number; max: number; default: number }
  /** The opening that must stop the scroll; the script format calls it the hook. */
  hookSeconds: number
  /** How long one beat usually runs; sets the number of beats for a target length. */
  beatSeconds: { min: number; max: number }
  ctaSeconds: number
  /** `#tag#` on Weibo, `#tag` elsewhere. */
  hashtagStyle: 'wrapped' | 'prefixed'
  hashtagCount: { min: number; max: number }
  /**
   * Length limits the platform enforces or rewards, counted in `unit`: the Chinese platforms
   * count two Latin letters as one character, so an English title there may run twice as long.
   */
  limits: { title: number; coverText: number; caption: number | null; hashtag: number; unit: LengthUnit }
  /** Weibo posts and Xiaohongshu notes carry a body text besides the video. */
  caption: 'none' | 'post' | 'note'
}

export const PLATFORM_RULES: Record<Platform, PlatformRules> = {
  douyin: {
    orientation: 'vertical',
    duration: PLATFORM_DURATIONS.douyin,
    hookSeconds: 3,
    beatSeconds: { min: 4, max: 8 },
    ctaSeconds: 4,
    hashtagStyle: 'prefixed',
    hashtagCount: { min: 3, max: 5 },
    limits: { title: 55, coverText: 12, caption: null, hashtag: 20, unit: 'chinese-character' },
    caption: 'none',
  },
  tiktok: {
    orientation: 'vertical',
    duration: PLATFORM_DURATIONS.tiktok,
    hookSeconds: 3,
    beatSeconds: { min: 4, max: 8 },
    ctaSeconds: 4,
    hashtagStyle: 'prefixed',
    hashtagCount: { min: 3, max: 5 },
    limits: { title: 100, coverText: 20, caption: 2200, hashtag: 30, unit: 'character' },
    caption: 'none',
  },
  bilibili: {
    orientation: 'horizontal',
    duration: PLATFORM_DURATIONS.bilibili,
    hookSeconds: 3,
    beatSeconds: { min: 20, max: 45 },
    ctaSeconds: 10,
    hashtagStyle: 'prefixed',
    hashtagCount: { min: 3, max: 10 },
    limits: { title: 80, coverText: 16, caption: 2000, hashtag: 20, unit: 'character' },
    caption: 'none',
  },
  weibo: {
    orientation: 'horizontal',
    duration: PLATFORM_DURATIONS.weibo,
    hookSeconds: 3,
    beatSeconds: { min: 6, max: 15 },
    ctaSeconds: 4,
    hashtagStyle: 'wrapped',
    hashtagCount: { min: 1, max: 3 },
    limits: { title: 30, coverText: 16, caption: 2000, hashtag: 32, unit: 'chinese-character' },
    caption: 'post',
  },
  xiaohongshu: {
    orientation: 'vertical',
    duration: PLATFORM_DURATIONS.xiaohongshu,
    hookSeconds: 3,
    beatSeconds: { min: 6, max: 15 },
    ctaSeconds: 4,
    hashtagStyle: 'prefixed',
    hashtagCount: { min: 5, max: 10 },
    limits: { title: 20, coverText: 15, caption: 1000, hashtag: 20, unit: 'chinese-character' },
    caption: 'note',
  },
  youtube_shorts: {
    orientation: 'vertical',
    duration: PLATFORM_DURATIONS.youtube_shorts,
    hookSeconds: 3,
    beatSeconds: { min: 4, max: 10 },
    ctaSeconds: 4,
    hashtagStyle: 'prefixed',
    hashtagCount: { min: 2, max: 3 },
    limits: { title: 100, coverText: 20, caption: null, hashtag: 30, unit: 'character' },
    caption: 'none',
  },
}

/**
 * Comfortable voice-over speaking rates: about 4.5 Chinese characters or 2.5 English words a
 * second (broadcast Mandarin runs 4–5 characters a second, conversational English 140–160 words
 * a minute). A number counts as one word in either language.
 */
export const SPEAKING_RATES: Record<ScriptLanguage, { perSecond: number; unit: 'character' | 'word' }> = {
  zh: { perSecond: 4.5, unit: 'character' },
  en: { perSecond: 2.5, unit: 'word' },
}

/**
 * How far a timed section's voice-over may run past its seconds, and the total past the target,
 * before the check fails it: ±10 % is the tolerance models are asked for.
 */
export const TIMING_TOLERANCE = 0.1
/** The voice-over must fill at least this share of the video: "most of it", leaving room for B-roll. */
export const VOICE_OVER_MIN_SHARE = 0.6

/** The brief's target, or the platform's typical length. */
export const targetSeconds = (platform: Platform, requested?: number | null): number =>
  requested ?? PLATFORM_DURATIONS[platform].default
