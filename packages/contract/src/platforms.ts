/**
 * The platforms and formats a script is written for: the one list every other part is built from.
 * Zod-free, so the web's route files can import it without pulling zod into the first load.
 *
 * Adding a platform is: its id here, its rules (craft/platform-rules.ts), its profile on the server
 * (engines/platforms.ts) and its name in both languages (the web's common.json `platforms`). The
 * type checker names every other place that must know it (test/platform-catalogue.test.ts shows
 * which those are).
 */
export const PLATFORM_IDS = ['douyin', 'tiktok', 'bilibili', 'weibo', 'xiaohongshu', 'youtube_shorts'] as const
export type Platform = (typeof PLATFORM_IDS)[number]

export const FORMAT_IDS = ['talking_head', 'vlog', 'tutorial', 'story', 'review', 'news_commentary'] as const
export type ScriptFormat = (typeof FORMAT_IDS)[number]
