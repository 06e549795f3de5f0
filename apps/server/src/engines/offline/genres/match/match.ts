import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { MATCH } from './match-lines'
import { noCount, type GenreKit } from '../kit'
import { newsCommentary, take } from '../news-commentary/news-commentary'

/**
 * A match (genres/reading.ts): the result, the moments that decided it (the core), who stood
 * out, the creator's take and what comes next. Short, it keeps the result, who stood out (what
 * fans argue about) and the take, with two turning points rather than three.
 */
const beats: BeatKind[] = [
  { weight: 1, keep: true, lines: MATCH.result },
  { weight: 1.2, core: true, lines: MATCH.moment },
  { weight: 0.9, keep: true, lines: MATCH.standout },
  take,
  { weight: 0.8, lines: MATCH.next },
]

/** A match is searched as sport, whatever words name it ("湖人逆转勇士" names no sport). */
const MATCH_TAGS: Record<Language, string[]> = {
  zh: ['体育', '体育热点', '赛事解读', '球迷', '热点'],
  en: ['sports', 'sportsnews', 'postgame', 'gameday', 'fans'],
}

/** News of a match: told by how it went, opened and posted as news, tagged as sport. */
export const match: GenreKit = {
  beats,
  counted: noCount,
  readAs: null,
  // The fans' own pick of who won it for their side.
  prompt: () => ({ zh: '你觉得谁最亮眼？评论区说说。', en: 'Who was your MVP? Comment below.' }),
  hooks: newsCommentary.hooks,
  tags: { kind: (_, language) => MATCH_TAGS[language], compound: newsCommentary.tags.compound },
  caption: newsCommentary.caption,
}
