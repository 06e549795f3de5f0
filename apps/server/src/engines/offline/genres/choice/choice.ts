import type { Language } from '@hookline/contract'
import type { BeatKind } from '../../beat-kinds'
import { CHOICE } from './choice-lines'
import type { HookPattern } from '../../lines/hooks'
import { byField } from '../genre-tags'
import { ownHooks } from '../hook-patterns'
import type { GenreKit } from '../kit'
import { optionsOf } from '../reading'
import { talkingHead, TALKING_HEAD_CAPTION } from '../talking-head/talking-head'

/**
 * A talking head that weighs a choice ("考研还是工作"): why it is hard, each option a beat, how
 * to choose, and the creator's pick, which it always ends on.
 */
const beats: BeatKind[] = [
  { weight: 0.9, lines: CHOICE.dilemma },
  { weight: 1.2, core: true, lines: CHOICE.option },
  { weight: 1, keep: true, lines: CHOICE.decide },
  { weight: 1.1, keep: true, ends: true, lines: CHOICE.pick },
]

/** A choice asks which one: never a count of points. */
const CHOICE_PATTERNS: HookPattern[] = ['question', 'contrarian']

/** A choice weighed ("考研还是工作") is searched as how to choose. */
const CHOICE_TAGS: Record<Language, string[]> = {
  zh: ['怎么选', '选择困难', '经验分享', '干货分享', '涨知识'],
  en: ['prosandcons', 'howtochoose', 'advice', 'tips', 'decisions'],
}

/** A choice weighed: every option it weighs told, one a beat; which way the viewer went, or would, asked. */
export const choice: GenreKit = {
  beats,
  counted: (c) => optionsOf(c.reading)?.length ?? null,
  readAs: null,
  prompt: () => ({ zh: '你选哪个？评论区说说。', en: 'Which would you pick? Tell me below.' }),
  hooks: ownHooks(CHOICE_PATTERNS),
  tags: { kind: byField((_, language) => CHOICE_TAGS[language]), compound: talkingHead.tags.compound },
  caption: (_, language) => TALKING_HEAD_CAPTION[language],
}
