import type { Language } from '@hookline/contract'
import { unwrap } from '@hookline/contract/fit-text'
import { shorterWordings } from './condense'
import { fitText } from '@hookline/contract/fit-text'

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
   * clause with a leading function word in lower case ("The iPhone" → "the iPhone"), without the
   * particle a headline announces it with (「12月新规来了」 → 「12月新规」); a topic of several
   * sentences in quotes. English templates do not use it for questions.
   */
  about: string
  /**
   * The headline on one caption line (big text, or before other words: 「…，你了解多少？」):
   * whole when it fits, else said shorter, else cut.
   */
  line: string
  /** The headline as an on-screen caption: `line`, or whole on two lines rather than cut. */
  short: string
  /**
   * The headline in a news title bar, which holds two caption lines: whole when it fits them,
   * even when a shorter wording fits one; else `short`. One line can cut what decides a headline:
   * 「山西吕梁铁路坍塌致11死系…」 drops 系谣言, "is a rumour", and leaves a claim of eleven dead.
   */
  bar: string
}

/** Characters an on-screen caption of the topic holds (one line). */
const SHORT_MAX: Record<Language, number> = { zh: 14, en: 28 }

/**
 * The headline for the screen (`line`, `short` and `bar` above): whole when it fits a line, else
 * said shorter as a cover says it ("Why budget phones win", 「年轻人不爱结婚了？」), else whole on
 * two lines, and cut with an ellipsis only when none of those holds it: "Why budget phones are…"
 * and "Morning routine for…" on screen lost the point. A sensitive topic is never reworded (as its
 * cover is not): "Fire at factory" would drop the toll that "kills 12" states.
 */
function onScreen(
  headline: string,
  core: string,
  language: Language,
  reword: boolean,
): Pick<TopicPhrases, 'line' | 'short' | 'bar'> {
  const max = SHORT_MAX[language]
  const fits = (text: string, lines = 1) => fitText(text, lines * max, { language }) === text.trim()
  const shorter = reword ? shorterWordings(core, language) : []
  const oneLine = [headline, ...shorter].find((text) => fits(text))
  const twoLines = fits(headline, 2) ? headline : undefined
  const line = oneLine ?? fitText(headline, max, { language })
  const short = oneLine ?? twoLines ?? line
  return { line, short, bar: twoLines ?? short }
}

const WH_WORD = /^(why|how|what|when|where|who|whom|whose|which|whether)$/i
const AUXILIARY =
  /^(is|are|am|was|were|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|isn't|aren't|don't|doesn't|can't|won't)$/i
/** Words that are only capitalised because they start the topic; any other capital is kept. */
/** Words a topic may open with that are lower case mid-sentence ("the honest truth about the best budget…"). */
const FUNCTION_WORD =
  /^(a|an|the|this|these|that|those|my|your|our|their|his|her|its|some|every|why|how|what|when|where|who|whom|whose|which|whether|best|top|easy|simple|quick|cheap|good|great|new|most|all)$/i
const ZH_QUESTION = /[?？]$|为什么|为何|怎么|怎样|如何|什么|吗$|呢$|哪|谁|是否|能否|要不要|该不该|值不值|有没有/

/** Sentence punctuation, emoji and spaces a topic may end with: noise in a template. */
const TRAILING_NOISE = /[\s.。!！?？,，;；:：、…~～\p{Extended_Pictographic}\uFE0F\u200D]+$/u

/**
 * Characters spaced out for effect, as Bilibili titles style them (「深 夜 邂 逅」, 「B 站 用 户 精 神
 * 现 状 Ⅱ」): single characters, each apart from the next by one space, three or more of them
 * Chinese. Words a space only separates (「假奶粉 奶精加淀粉」) are longer than one character and
 * stay as they are, and so do English ones ("I am a fan").
 */
const SPACED_OUT = /(?<![\p{L}\p{N}])[\p{L}\p{N}](?: [\p{L}\p{N}](?![\p{L}\p{N}]))+/gu
const joinSpacedOut = (run: string) => ((run.match(/\p{Script=Han}/gu)?.length ?? 0) >= 3 ? run.replace(/ /g, '') : run)

/**
 * The label a news headline opens with ("Breaking: …", "JUST IN - …"): it says the topic is news,
 * and is none of what the news is. Only with its colon or dash: "Breaking Bad" is a title.
 */
const HEADLINE_LABEL = /^(?:breaking(?:\s+news)?|just in|developing)\s*[:：|–—-]\s*/i

/** The topic from its first word: spaces and letter-spacing evened out, leading emoji gone. */
const fromFirstWord = (topic: string) =>
  topic
    .replace(/\s+/g, ' ')
    .replace(SPACED_OUT, joinSpacedOut)
    .trim()
    .replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200D]+/u, '')

/** Whether the topic opens with a news headline's label ("🔥 BREAKING - …" too), which the core leaves out. */
export const opensWithHeadlineLabel = (topic: string) => HEADLINE_LABEL.test(fromFirstWord(topic))

/**
 * Trailing sentence punctuation, wrapping quotes, runs of spaces and letter-spacing are noise in a
 * template; so is a headline's label.
 */
function cleanTopic(topic: string): string {
  const trimmed = fromFirstWord(topic).replace(HEADLINE_LABEL, '').replace(TRAILING_NOISE, '')
  // Quotes around the whole topic go ("「城市漫步」" → "城市漫步"), also the wrong way round as a
  // title may type them (”…“); around a part of it they stay.
  return unwrap(trimmed.replace(/^”(.+)“$/u, '$1'), `"'“‘「『`)
    .replace(TRAILING_NOISE, '')
    .trim()
}

function englishKind(core: string, asked: boolean): TopicKind {
  const [first = '', second = ''] = core.split(' ')
  if (asked || AUXILIARY.test(first) || (WH_WORD.test(first) && AUXILIARY.test(second))) return 'question'
  return WH_WORD.test(first) ? 'clause' : 'noun'
}

const lowerFirstWord = (text: string) =>
  text.replace(/^\S+/, (word) => (FUNCTION_WORD.test(word) ? word.toLowerCase() : word))

/**
 * A topic in quotation marks, for a sentence that names it: 「…」 in Chinese, "…" in English, with
 * quotes inside the topic turned into the inner kind (『…』, '…') so they never nest as 「「」」.
 */
export function quoted(text: string, language: Language): string {
  return language === 'zh'
    ? `「${text.replace(/「/g, '『').replace(/」/g, '』')}」`
    : `"${text.replace(/[“”"]/g, "'")}"`
}

/**
 * What a headline ends on to announce it, which the topic drops when a sentence or a title takes
 * it in: 「12月新规来了」 is news on its own, but 「一条视频看懂12月新规来了」 and "The honest
 * truth about summer sales are here" keep a particle that only a headline says. 来了 after 回 / 起
 * and 了 after 不 / 得 / 为 / 多 are words of their own (回来了 → 回来, 受不了 stays).
 */
const ANNOUNCING: Record<Language, RegExp> = {
  zh: /(?<![回起出上下过进])来了$|(?<![不得为除罢算极受多])(?:了|啦|喽|咯)$/u,
  en: /\s+(?:is|are)\s+(?:here|back)$|\s+(?:has|have)\s+(?:arrived|landed)$/i,
}

/** Enough of a topic is left to name it: two characters or more, spaces aside. */
const names = (text: string) => [...text.replace(/\s/g, '')].length >= 2

/**
 * 居然 / 竟然 are the headline's own astonishment ("Hangzhou, of all places, has…"): a frame that
 * names the topic (「一条视频看懂…」, 「关于…，说句大实话」) says it as a matter in hand, as the
 * on-screen caption already does (condense.ts). 突然 stays: 突然降温 is what happened, not a tone.
 */
function withoutAstonishment(core: string): string {
  const calm = core.replace(/居然|竟然/gu, '')
  return names(calm) ? calm : core
}

/**
 * An invitation to learn something ("都来学这个冬日淡妆", "零基础跟我学吉他"): topic-shape.ts reads
 * it as a how-to; a frame names the thing without it, as the invitation is the headline's voice:
 * 「一条视频讲清冬日淡妆」, not 「一条视频讲清都来学这个冬日淡妆」.
 */
export const INVITING = /(?:大家)?(?:都来|快来|一起|跟我)学(?:一下)?(?:这个|这款|这种|这套|这招)?/u
const INVITED_FIRST = new RegExp(`^${INVITING.source}`, 'u')

/**
 * The topic as a frame takes it in: without an invitation to learn it, a closing announcement or
 * the headline's astonishment, when enough is left to name it.
 */
function embedded(core: string, language: Language): string {
  const calm = language === 'zh' ? withoutAstonishment(core).replace(INVITED_FIRST, '') : core
  const taken = calm.replace(ANNOUNCING[language], '').trim()
  return names(taken) ? taken : core
}

/** "Budget phones are winning. But why?" is a headline of its own, quoted when it goes into a sentence. */
const SENTENCE_BREAK = /[.。!！?？;；]\s*\S/

/** `reword`: the on-screen caption may say a long topic shorter (not for a sensitive topic). */
export function topicPhrases(topic: string, language: Language, reword = true): TopicPhrases {
  const core = cleanTopic(topic) || topic.trim()
  const asked = /[?？]\s*$/.test(topic.replace(/[\s\p{Extended_Pictographic}\uFE0F\u200D]+$/u, ''))
  const sentences = SENTENCE_BREAK.test(core)
  if (language === 'zh') {
    const kind: TopicKind = sentences
      ? asked
        ? 'question'
        : 'noun'
      : ZH_QUESTION.test(core) || asked
        ? 'question'
        : 'noun'
    const headline = kind === 'question' ? `${core}？` : core
    return {
      kind,
      core,
      headline,
      // A question keeps its announcing particle (「…了吗」 asks); it loses only the astonishment.
      about: sentences ? quoted(core, 'zh') : kind === 'question' ? withoutAstonishment(core) : embedded(core, 'zh'),
      ...onScreen(headline, core, 'zh', reword),
    }
  }
  if (sentences) {
    const headline = asked ? `${core}?` : core
    return {
      kind: asked ? 'question' : 'noun',
      core,
      headline,
      about: quoted(core, 'en'),
      ...onScreen(headline, core, 'en', reword),
    }
  }
  const kind = englishKind(core, asked)
  // A headline starts a sentence: "budget phones" → "Budget phones", but "iPhone" stays.
  const capitalised = /^[a-z](?![A-Z])/.test(core) ? core[0].toUpperCase() + core.slice(1) : core
  const headline = kind === 'question' ? `${capitalised}?` : capitalised
  const about = lowerFirstWord(kind === 'noun' ? embedded(core, 'en') : core)
  return { kind, core, headline, about, ...onScreen(headline, core, 'en', reword) }
}

const ZH_DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 }
export const EN_NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/** "3", "三", "十", "十二", "二十" → the number; anything else → NaN. */
export function numberValue(text: string): number {
  if (/^\d+$/.test(text)) return Number(text)
  const english = EN_NUMBERS.indexOf(text.toLowerCase())
  if (english >= 0) return english
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text]
  if (!text.includes('十')) return ZH_DIGITS[ones] ?? NaN
  return (tens ? (ZH_DIGITS[tens] ?? NaN) : 1) * 10 + (ones ? (ZH_DIGITS[ones] ?? NaN) : 0)
}

/** Classifiers that count items of a list (招、步、点…), unlike 个 which also counts children or cities. */
const ZH_LIST_CLASSIFIER = '招步点条种类款件句本部样'
/** What a "N个…" topic lists: "三个误区", "5个让你早起的小习惯". */
const ZH_LIST_NOUN =
  /误区|技巧|方法|习惯|理由|建议|原因|秘诀|细节|问题|坑|误解|步骤|要点|好物|真相|区别|信号|特点|优点|缺点|套路|错误|关键|误会|地方|知识|道理|认知|思维|法则|规律|心得|经验|阶段|变化|作用|好处|坏处|迹象|表现|神器|工具|动作|姿势|原则|标准|维度|角度|事情|东西|事/
const ZH_NUMBER = '(?<![第\\d.０-９])(\\d{1,2}|[一二两三四五六七八九十]{1,3})(?![\\d.])'
/** What an English topic lists: "5 tips", "three mistakes new runners make", "top 10 budget phones". */
const EN_LIST_NOUN =
  /^(tips|tricks|mistakes|ways|reasons|things|facts|steps|habits|lessons|signs|rules|secrets|myths|hacks|ideas|questions|apps|books|places|foods|items|products|exercises|moves|truths|points|skills|tools|words|phrases|lies|problems|changes|features|games|movies|songs|phones|cities|spots|destinations|recipes|snacks|gadgets)$/i
/**
 * A bare list noun ("误区", "技巧", "Tips", "Moments") says what kind of list a topic is, not what
 * it is about: no tag on its own.
 */
const ZH_LIST_NOUN_WORD = new RegExp(`^(?:${ZH_LIST_NOUN.source})$`)
export const isListNoun = (word: string) =>
  ZH_LIST_NOUN_WORD.test(word) || EN_LIST_NOUN.test(word) || /^(?:moments|scenes)$/i.test(word)
const EN_NUMBER = `\\b(\\d{1,2}|${EN_NUMBERS.slice(1).join('|')})\\b`

/**
 * The number of items a topic says it lists: "新手买咖啡机的三个误区" → 3, "十大必去的城市公园" → 10,
 * "5 tips for better sleep" / "three mistakes new runners make" → 5 / 3; null when it states none.
 * Not a count: an ordinal or an episode ("第3期"), a year, a date, a score ("7.0"), a model
 * ("iPhone 16"), a span of time ("6 months"), nor a number of people in a news headline ("有5个上学孩子").
 * Counts above 20 are not a list a short video walks through ("100 days"): null.
 */
export function topicCount(core: string): number | null {
  return statedCount(core)?.count ?? null
}

/** The count a topic states and where its number starts ("新手买咖啡机的三个误区" → 3 at 7). */
export function statedCount(core: string): { count: number; index: number } | null {
  const counted = (value: number, index: number) => (value >= 1 && value <= 20 ? { count: value, index } : null)
  const zh = [
    // "十大…", "三大…": a ranked list.
    new RegExp(`${ZH_NUMBER}大(?![小人学学量])`),
    new RegExp(`${ZH_NUMBER}\\s*[${ZH_LIST_CLASSIFIER}]`),
    // "N个…" when it opens the topic or what it counts is a list noun within a few characters.
    new RegExp(`^(?:这|那|最后)?${ZH_NUMBER}\\s*个(?![人月星小])`),
    new RegExp(`${ZH_NUMBER}\\s*个[^，。！？,.!?]{0,8}?(?:${ZH_LIST_NOUN.source})`),
  ]
  for (const [i, pattern] of zh.entries()) {
    const match = pattern.exec(core)
    const value = numberValue(match?.[1] ?? '')
    // "一点", "一部", "一个人" are not lists of one; only a list noun after 个 makes one item a list.
    if (match && (value > 1 || (value === 1 && i === zh.length - 1)))
      return counted(value, match.index + match[0].indexOf(match[1]))
  }
  // English: a number followed, within two words, by a plural noun a list is made of; or a topic opening "N …s".
  const words = [...core.matchAll(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)]
  const lower = words.map(([word]) => word.toLowerCase())
  for (let i = 0; i < words.length; i++) {
    if (!new RegExp(`^${EN_NUMBER}$`).test(lower[i]) || (i > 0 && EN_NOT_A_COUNT_AFTER.test(lower[i - 1]))) continue
    const next = lower.slice(i + 1, i + 4)
    const opensList =
      (i === 0 || (i === 1 && /^(top|the|my|these|best)$/.test(lower[0]))) &&
      /s$/.test(next[0] ?? '') &&
      !EN_NOT_LISTED.test(next[0])
    if (opensList || next.some((word) => EN_LIST_NOUN.test(word)) || lower[i - 1] === 'top')
      return counted(numberValue(lower[i]), words[i].index)
  }
  return null
}

/** Any number in a topic, counted or not: a title that adds its own count beside it reads as a contradiction. */
export const hasNumber = (core: string) =>
  /\d|[一二两三四五六七八九十百千]+[个大种条招步点件款类位名岁]/.test(core) || new RegExp(EN_NUMBER, 'i').test(core)

/** "Day 3", "part 2", "iPhone 16": a number after these is a name or an ordinal. */
const EN_NOT_A_COUNT_AFTER =
  /^(day|part|episode|ep|season|week|no|number|vol|chapter|iphone|galaxy|pixel|version|level|round|game)$/
/** "6 months", "5 kids": spans and people are not what a list is made of. */
const EN_NOT_LISTED =
  /^(seconds|minutes|hours|days|weeks|months|years|times|percent|dollars|euros|pounds|yuan|kids|people|children|guys|girls|boys|men|women)$/
