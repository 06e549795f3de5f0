import type { Language, ScriptFormat } from '@hookline/contract'
import type { BeatKind } from '../beat-kinds'
import type { DraftContext } from '../context'
import type { Prompt } from '../lines/close-questions'
import type { TitleMedium, TitleSlot } from '../lines/titles'
import { topicCount } from '../topic'
import type { GenreHooks } from './hook-patterns'
import type { GenreTags } from './genre-tags'
import type { Genre } from './reading'

/** What a caption says the video is: a Weibo post's line after the topic, a Xiaohongshu note's (lines/captions.ts says where each goes). */
export type CaptionFrame = { post: string; note: string }

/**
 * Everything a genre tells differently from another, kept in its folder (genres/<genre>/) and
 * listed once in GENRES (genres/index.ts), the one complete table over the genres: a genre added
 * to reading.ts is named by the compiler there, and its kit must give every part.
 */
export interface GenreKit {
  /** The beats it is told in, in order (compose.ts stretches or squeezes them to the length). */
  beats: BeatKind[]
  /**
   * How many core beats a topic's count sets: a list's points, a tutorial's steps, a review's
   * aspects, and a vlog's moments when what it counts are places to go; a choice tells every option
   * it weighs, one a beat. Null: as many as the length allows (compose.ts). A story keeps its
   * setup, conflict, turns and ending, and news what happened, the background, the views and a
   * take, at every length, whatever the topic counts.
   */
  counted: (c: DraftContext) => number | null
  /** Why a talking head reads as it, and what a clip of someone else's asks of the creator; null: no note. */
  readAs: Record<Language, string> | null
  /** The question its close asks (a story's side, a review's verdict, a match's MVP); lines/cta-prompts.ts adds the platform's action. */
  prompt: (c: DraftContext) => Prompt
  /** The hook patterns it opens on (hooks.ts). */
  hooks: GenreHooks
  /** The tags its viewers search for, and the words it adds to a topic's phrase (hashtags.ts). */
  tags: GenreTags
  /** What its caption says it is (packaging.ts): a talking head of a how-to as one, news by its format's words. */
  caption: (c: DraftContext, language: Language) => CaptionFrame
}

/** A format's kit: what a brief can ask for has, besides its genre's parts, its titles and notes. */
export interface FormatKit extends GenreKit {
  /** Its titles, one from each slot (titles.ts), on a video platform and in a note. */
  titles: Record<Language, Record<TitleMedium, TitleSlot[]>>
  /** Why a talking head was written in it, when its topic asks for it (genres/reading.ts); null: never. */
  retoldAs: Record<Language, string> | null
  /** What its hook says its `n` core beats are ("3步", "3 things"); null: the topic's own items (hooks.ts). */
  hookCount: ((n: number) => Record<Language, string>) | null
}

/** The kits over the genres: a format's is a FormatKit. */
export type Kits = { [G in Genre]: G extends ScriptFormat ? FormatKit : GenreKit }

/** Items a topic counts ("12个省钱小技巧"), when its genre tells one a core beat. */
export const countedItems = (c: DraftContext) => topicCount(c.topic.core)
/** A genre whose beats are its own at every length, whatever the topic counts. */
export const noCount = () => null
