import type { Language } from '@hookline/contract'

/**
 * A draft's lines in the voice of several people who did something together ("We quit our jobs
 * to travel", "我们辞职去大理开了一家民宿"): the line banks speak as one creator ("Why I did it",
 * "My verdict", 先说说我为什么要这么做), and a couple or a team telling what they did says we.
 *
 * English: I → we, with the verb that changes after it (am → are, was → were, I'm → we're), me →
 * us, my → our, mine → ours, myself → ourselves; a capital where the word starts a sentence or a
 * label. Chinese: 我 → 我们 (我们 stays as it is). What the creator typed is quoted as it is.
 */
export function inOurVoice(text: string, language: Language, topic: string): string {
  if (!topic) return say(text, language, new Set())
  const kept = keptInTopic(topic)
  return text
    .split(topic)
    .map((part) => say(part, language, kept))
    .join(topic)
}

const EN_FIRST_PERSON = /\b(?:I(?: am| was|'m|'ve|'d|'ll)?|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself)\b/g
const ZH_FIRST_PERSON = /我(?!们)/g

const EN_PLURAL: Record<string, string> = {
  i: 'we',
  'i am': 'we are',
  'i was': 'we were',
  "i'm": "we're",
  "i've": "we've",
  "i'd": "we'd",
  "i'll": "we'll",
  me: 'us',
  my: 'our',
  mine: 'ours',
  myself: 'ourselves',
}

/** Where a word starts a sentence, a label or a quoted line: nothing but an opening before it. */
const STARTS_SENTENCE = /(?:^|[.!?…:]\s+|[[(“"‘'「【]\s*)$/

/** What follows a word: the next word in English, the next character in Chinese. */
const nextAfter = (text: string, end: number) => /^\s*([\w'’]+|[^\s\w])/.exec(text.slice(end))?.[1].toLowerCase() ?? ''

/**
 * The topic's own I and my, by what follows them ("my grandma's" in "We cooked my grandma's
 * recipes", 我妈 in a Chinese topic): a shortened topic on the cover or the screen keeps them.
 */
function keptInTopic(topic: string): Set<string> {
  const kept = new Set<string>()
  for (const pattern of [EN_FIRST_PERSON, ZH_FIRST_PERSON])
    for (const match of topic.matchAll(pattern))
      kept.add(`${match[0].toLowerCase()} ${nextAfter(topic, match.index + match[0].length)}`)
  return kept
}

function say(text: string, language: Language, kept: Set<string>): string {
  const isKept = (word: string, offset: number) =>
    kept.has(`${word.toLowerCase()} ${nextAfter(text, offset + word.length)}`)
  if (language === 'zh')
    return text.replace(ZH_FIRST_PERSON, (word, offset: number) => (isKept(word, offset) ? word : '我们'))
  return text.replace(EN_FIRST_PERSON, (word, offset: number) => {
    if (isKept(word, offset)) return word
    const plural = EN_PLURAL[word.toLowerCase()]
    // "I" is a capital anywhere; the others keep the case they had.
    const capital = word.startsWith('I') ? STARTS_SENTENCE.test(text.slice(0, offset)) : /^[A-Z]/.test(word)
    return capital ? plural[0].toUpperCase() + plural.slice(1) : plural
  })
}
