import type { Language } from '@hookline/contract'
import { unwrap } from '../text-pairs'
import { fitText } from './fit-text'

/**
 * How the brief's topic can be written into a sentence. Creators type noun phrases ("budget
 * phones"), embedded questions ("why budget phones are winning") and real questions ("Are budget
 * phones worth it?"); each needs its own wording around it.
 */
export type TopicKind = 'noun' | 'clause' | 'question'

export interface TopicPhrases {
  kind: TopicKind
  /** The topic without trailing punctuation, emoji, quotes or doubled spaces. */
  core: string
  /** As a title or a sentence of its own: a question keeps its question mark. */
  headline: string
  /**
   * Mid-sentence, after a preposition ("the truth about …", "关于…"): the noun phrase or the
   * clause with a leading function word in lower case ("The iPhone" → "the iPhone"); a topic of
   * several sentences in quotes. English templates do not use it for questions.
   */
  about: string
  /** The headline fitted to an on-screen caption. */
  short: string
}

const WH_WORD = /^(why|how|what|when|where|who|whom|whose|which|whether)$/i
const AUXILIARY = /^(is|are|am|was|were|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|isn't|aren't|don't|doesn't|can't|won't)$/i
/** Words that are only capitalised because they start the topic; any other capital is kept. */
const FUNCTION_WORD = /^(a|an|the|this|these|that|those|my|your|our|their|his|her|its|some|every|why|how|what|when|where|who|whom|whose|which|whether)$/i
const ZH_QUESTION = /[?？]$|为什么|为何|怎么|怎样|如何|什么|吗$|呢$|哪|谁|是否|能否|要不要|该不该|值不值|有没有/

/** Sentence punctuation, emoji and spaces a topic may end with: noise in a template. */
const TRAILING_NOISE = /[\s.。!！?？,，;；:：、…~～\p{Extended_Pictographic}\uFE0F\u200D]+$/u

/** Trailing sentence punctuation, wrapping quotes and runs of spaces are noise in a template. */
function cleanTopic(topic: string): string {
  const trimmed = topic
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200D]+/u, '')
    .replace(TRAILING_NOISE, '')
  // Quotes around the whole topic go ("「城市漫步」" → "城市漫步"); around a part of it they stay.
  return unwrap(trimmed, `"'“‘「『`).replace(TRAILING_NOISE, '').trim()
}

function englishKind(core: string, asked: boolean): TopicKind {
  const [first = '', second = ''] = core.split(' ')
  if (asked || AUXILIARY.test(first) || (WH_WORD.test(first) && AUXILIARY.test(second))) return 'question'
  return WH_WORD.test(first) ? 'clause' : 'noun'
}

const lowerFirstWord = (text: string) => text.replace(/^\S+/, (word) => (FUNCTION_WORD.test(word) ? word.toLowerCase() : word))

/**
 * A topic in quotation marks, for a sentence that names it: 「…」 in Chinese, "…" in English, with
 * quotes inside the topic turned into the inner kind (『…』, '…') so they never nest as 「「」」.
 */
export function quoted(text: string, language: Language): string {
  return language === 'zh' ? `「${text.replace(/「/g, '『').replace(/」/g, '』')}」` : `"${text.replace(/[“”"]/g, "'")}"`
}

/** "Budget phones are winning. But why?" is a headline of its own, quoted when it goes into a sentence. */
const SENTENCE_BREAK = /[.。!！?？;；]\s*\S/

export function topicPhrases(topic: string, language: Language): TopicPhrases {
  const core = cleanTopic(topic) || topic.trim()
  const asked = /[?？]\s*$/.test(topic.replace(/[\s\p{Extended_Pictographic}\uFE0F\u200D]+$/u, ''))
  const sentences = SENTENCE_BREAK.test(core)
  if (language === 'zh') {
    const kind: TopicKind = sentences ? (asked ? 'question' : 'noun') : ZH_QUESTION.test(core) || asked ? 'question' : 'noun'
    const headline = kind === 'question' ? `${core}？` : core
    return { kind, core, headline, about: sentences ? quoted(core, 'zh') : core, short: fitText(headline, 14, { language: 'zh' }) }
  }
  if (sentences) {
    const headline = asked ? `${core}?` : core
    return { kind: asked ? 'question' : 'noun', core, headline, about: quoted(core, 'en'), short: fitText(headline, 28, { language: 'en' }) }
  }
  const kind = englishKind(core, asked)
  // A headline starts a sentence: "budget phones" → "Budget phones", but "iPhone" stays.
  const capitalised = /^[a-z](?![A-Z])/.test(core) ? core[0].toUpperCase() + core.slice(1) : core
  const headline = kind === 'question' ? `${capitalised}?` : capitalised
  return { kind, core, headline, about: lowerFirstWord(core), short: fitText(headline, 28, { language: 'en' }) }
}

/**
 * A headline followed by more words: "Budget phones: 3 things to know", but after a question
 * mark no colon ("Are budget phones worth it? 3 things to know"). Chinese joins with `joiner`.
 */
export function lead(headline: string, rest: string, language: Language, joiner = '：'): string {
  if (/[?？!！…]$/.test(headline)) return language === 'zh' ? `${headline}${rest}` : `${headline} ${rest[0].toUpperCase()}${rest.slice(1)}`
  return language === 'zh' ? `${headline}${joiner}${rest}` : `${headline}: ${rest}`
}
