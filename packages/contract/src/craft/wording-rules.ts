import { PLACEHOLDER } from './text-measure'

/**
 * The wording rules of the script check (script-check.ts): a hook that only says the topic again,
 * a hook that would fit any topic, a title, cover or hashtag cut short, and a hashtag about nothing
 * the script says. They read words, not meaning, so each errs on the side of silence: what they
 * flag is plainly so, and the model (or the creator) decides the rest. Decisions and the sentences
 * each was tested against: wording-rules.test.ts.
 */

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u

/** Common English suffixes off, so "phones" meets "phone" and "winning" meets "winn" on both sides. */
function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s$/, '')
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3)
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2)
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1)
  return w
}

/** A text's tokens: each Chinese character, each Latin word (stemmed), each number. */
function tokens(text: string): string[] {
  const out: string[] = []
  for (const match of text
    .toLowerCase()
    .matchAll(/[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[a-z]+(?:['’][a-z]+)?|\d+/gu))
    out.push(/^[a-z]/.test(match[0]) ? stem(match[0]) : match[0])
  return out
}

/*
 * Words that carry no subject: function words, and the vocabulary of stock openings ("verdict
 * first", "一步步来", "N points, one by one"). A hook made only of them says nothing about its topic.
 */
const ZH_GENERIC =
  /(?:\d+|[一二两三四五六七八九十几])\s*(?:个|点|件事?|条|招|步|种|大)|这件事|这个|那个|事情|东西|一步一?步|先说|再说|再看|结论|细节|答案|真相|原因|问题|情况|关键|重点|可能|也许|其实|真的|大家|很多人|不一样|一样|知道|接下来|这条|视频|内容|最后|重要|一定|今天|说清楚?|讲清楚?|看懂|聊聊|说说|讲讲|来了|来啦|直接|开始|马上|现在|看看|一下|到底|究竟|多少|怎么|什么|为什么|哪|在|和|跟|与|及|你|我|他|她|它|们|想|看|说|聊|来|去|完|懂|了|的|是|吗|呢|吧|啊|呀|哦|就|都|也|还|又|很|要|先|再|后|前|听|好|这|那|人|不|没|有|会|能|让|给|把|被|对|从|向|比|之|着|过/g
const EN_GENERIC = new Set(
  (
    'a an the this that these those it its is are was were be been being am do does did to of in on at by for from with ' +
    'and or but so if then than as about into out up down over after before first second last next one two three ' +
    'here there what why how who when where which you your we our us i me my they them he she him her let get got ' +
    'thing point detail verdict step way truth answer question story part video minute second end till until ' +
    'watch stay hear explain explained know need think believe surprise change everything nothing nobody everyone ' +
    'people talk dive might may can will would should could just really actually now today quick quickly simple ' +
    'real honest big most more less all some any no not yes matter happen come came look right fact'
  )
    .split(' ')
    .map(stem),
)
/** A count of points or reasons is the frame of a hook, not its subject: "2 points", "3 reasons". */
const EN_COUNT = /\b\d+\s+(?:points?|things?|reasons?|tips?|ways?|steps?|facts?|details?)\b/gi

const stripPlaceholders = (text: string) => text.replace(PLACEHOLDER, ' ')

/** The hook's tokens that say something about a subject (generic vocabulary and blanks out). */
function contentTokens(text: string): string[] {
  const plain = stripPlaceholders(text).replace(EN_COUNT, ' ').replace(ZH_GENERIC, ' ')
  return tokens(plain).filter((token) => HAN.test(token) || /^\d/.test(token) || !EN_GENERIC.has(token))
}

/**
 * Openings that fit any topic, written down so the rule has examples to answer to; the
 * structural test (`hookWording`) catches their kin: short, nothing of the topic, nothing but
 * generic vocabulary.
 */
export const STOCK_HOOKS = [
  '一步步来',
  '先说结论，再看细节',
  '这件事，可能和你想的不一样',
  '很多人都不知道',
  '看完你就懂了',
  '一定要看到最后',
  '别划走',
  '建议收藏',
  'Verdict first, details after.',
  'Step by step.',
  "Here's what you need to know.",
  "It's not what you think.",
  'Watch till the end.',
  'This changes everything.',
  'Stop scrolling.',
  "You won't believe this.",
  "Let's get into it.",
]
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
const STOCK = new Set(STOCK_HOOKS.map(compact))

/** Longer than this, a hook says enough that calling it stock would guess. */
const SHORT_HOOK = { han: 24, words: 14 }

/**
 * What is wrong with a hook's wording, if anything: `restates` when every word it says beyond the
 * generic is the topic's ("12月新规来了。", "2 points on Budget phones."), `stock` when it says
 * nothing of any topic ("一步步来。", "Verdict first, details after."). A hook that is all blanks
 * is the creator's to write and is not judged.
 */
export function hookWording(hook: string, topic: string | undefined): 'restates' | 'stock' | null {
  const plain = stripPlaceholders(hook)
  const all = tokens(plain)
  if (all.length === 0) return null
  const content = contentTokens(plain)
  const topicTokens = new Set(tokens(topic ?? ''))
  const hanCount = all.filter((t) => HAN.test(t)).length
  const short = hanCount <= SHORT_HOOK.han && all.length - hanCount <= SHORT_HOOK.words
  if (STOCK.has(compact(plain))) return 'stock'
  if (content.length === 0) return short ? 'stock' : null
  if (topicTokens.size === 0) return null
  const added = content.filter((t) => !topicTokens.has(t))
  // One stray character is allowed in Chinese, where single characters are not words.
  const allowed = content.some((t) => HAN.test(t)) ? 1 : 0
  return added.length <= allowed && content.length > added.length ? 'restates' : null
}

const ELLIPSIS = /(?:…|⋯|\.{3})+$/
/** Words a phrase cannot end on: a title that stops at one was cut. */
const EN_OPEN_END =
  /\b(?:so|the|a|an|of|to|and|or|for|with|my|your|our|their|his|her|its|is|are|was|were|in|on|at|by|from|than|as|that|which|who|this|these|those)$/i
const ZH_OPEN_END = /[的和与及在把被对从向给让比之]$/u
const OPENERS: Array<[string, string]> = [
  ['《', '》'],
  ['「', '」'],
  ['『', '』'],
  ['“', '”'],
  ['（', '）'],
  ['(', ')'],
  ['【', '】'],
]
const loose = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** Whether `head` is the start of `whole` and stops inside a word or a number ("My 5" of "My 5:30 AM…"). */
function cutFrom(head: string, whole: string): 'prefix' | 'mid-token' | null {
  const h = loose(head)
  const w = loose(whole)
  if (!h || w.length <= h.length || !w.startsWith(h)) return null
  const next = w.slice(h.length)
  const last = h.slice(-1)
  if (/[a-z0-9]/.test(last) && (/^[a-z0-9]/.test(next) || /^[:：.,]\d/.test(next))) return 'mid-token'
  return 'prefix'
}

/**
 * A title or cover cut short: it ends in "…" after the start of the topic (or of a longer
 * title), after a word no phrase ends on, or nothing; or it is the topic's start stopping inside a
 * word or a number; or it leaves a bracket open. A teaser that ends in "…" on its own words
 * ("Wait for it…", 「结果没想到…」) is a style, not a cut.
 */
export function isCutShort(text: string, topic: string | undefined, others: string[] = []): boolean {
  const wholes = topic?.trim() ? [topic, ...others] : others
  const trimmed = text.trim()
  if (!trimmed) return false
  if (OPENERS.some(([open, close]) => trimmed.split(open).length > trimmed.split(close).length)) return true
  if (ELLIPSIS.test(trimmed)) {
    // The creator's own ellipsis ("Wait for it..." as the topic) is theirs to keep.
    if (topic && loose(topic).startsWith(loose(trimmed))) return false
    const head = trimmed.replace(ELLIPSIS, '').trim()
    if (!head || EN_OPEN_END.test(head) || ZH_OPEN_END.test(head)) return true
    return wholes.some((whole) => cutFrom(head, whole) !== null)
  }
  return wholes.some(
    (whole) => cutFrom(trimmed, whole) === 'mid-token' || (cutFrom(trimmed, whole) && EN_OPEN_END.test(trimmed)),
  )
}

/** A tag's words: "MorningRoutineAs" → morning, routine, as; "iPhone16Pro" → iphone, 16, pro. */
function tagWords(tag: string): string[] {
  return (tag.match(/[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? []).map((w) => w.toLowerCase())
}

/** The script's Latin words in order, lowercased. */
const latinWords = (text: string) => text.toLowerCase().match(/[a-z]+|\d+/g) ?? []

/**
 * Words a tag cannot end on. Narrower than a title's: tags end on "in", "on", "is", "this" and
 * "who" as whole phrases (#AllIn, #MovingOn, #WhoWeAre, #WhatIsThis).
 */
const TAG_OPEN_END = /^(?:so|the|an|of|to|and|or|for|with|my|your|our|their|than|as|from)$/

/**
 * A hashtag cut mid-phrase: it ends on a word no phrase ends on ("#MorningRoutineAs"), in
 * Chinese on a particle that the script's phrase goes on from (#早上起床的), or on a number that
 * goes on (#早上6 of 早上6:30). A whole word of a longer phrase ("#Expensive" when the script says
 * "expensive habits") is a tag, not a cut: without a dictionary the check cannot tell an
 * adjective from a noun, and a false "cut" would send a good tag back to the model.
 */
export function isCutTag(tag: string, scriptText: string): boolean {
  const bare = tag.replace(/^#|#$/g, '').trim()
  if (!bare) return false
  if (HAN.test(bare)) {
    if (/\d$/.test(bare) && new RegExp(`${escape(bare)}[:：.]\\d`).test(scriptText)) return true
    return ZH_OPEN_END.test(bare) && new RegExp(`${escape(bare)}[\\p{L}\\p{N}]`, 'u').test(scriptText)
  }
  const words = tagWords(bare)
  if (words.length >= 2 && TAG_OPEN_END.test(words[words.length - 1])) return true
  // An all-lowercase tag: find it as a run of the script's words and see where the run ends.
  if (words.length === 1 && /^[a-z]+$/.test(bare)) {
    const script = latinWords(scriptText)
    for (let i = 0; i < script.length; i++) {
      let joined = ''
      for (let j = i; j < script.length && joined.length < bare.length; j++) {
        joined += script[j]
        if (joined === bare && j > i && TAG_OPEN_END.test(script[j])) return true
      }
    }
  }
  if (/\d$/.test(bare) && new RegExp(`${escape(bare.replace(/([A-Za-z])(?=\d)/, '$1 '))}[:.]\\d`, 'i').test(scriptText))
    return true
  return false
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Tags the check lets pass though no script says them: YouTube asks for #Shorts to place a video
 * on the Shorts shelf (YouTube Help, "Upload YouTube Shorts"). Discovery tags such as #fyp or
 * #didyouknow are not excused: no platform documents them, and they say nothing of the video.
 */
export const PLATFORM_TAGS: Partial<Record<string, string[]>> = { youtube_shorts: ['shorts'] }

/**
 * Whether a hashtag names something the script or its topic says. A Chinese tag matches by
 * substring: the whole tag, or any two characters of it, in the text (租房避坑 meets 租房); a
 * Latin tag by its words, stemmed (#BetterSleep meets "sleep"), or, written as one lowercase
 * word, by a word of the script inside it (#firstapartment meets "apartment").
 */
export function tagIsRelated(tag: string, scriptText: string): boolean {
  const bare = tag.replace(/^#|#$/g, '').trim()
  if (!bare) return true
  const text = scriptText.toLowerCase()
  if (text.includes(bare.toLowerCase()) || compact(text).includes(compact(bare))) return true
  const han = [...bare].filter((ch) => HAN.test(ch)).join('')
  if (han) {
    for (let i = 0; i + 2 <= han.length; i++) if (text.includes(han.slice(i, i + 2))) return true
    if (han.length === 1 && text.includes(han)) return true
  }
  const vocab = new Set(tokens(text).filter((t) => !HAN.test(t)))
  const words = tagWords(bare.replace(/[\u3400-\u9fff]+/g, ' '))
  // One family of words: "renting" and "renters" share "rent".
  const kin = (a: string, b: string) =>
    a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)))
  const known = (w: string) => [...vocab].some((v) => kin(v, stem(w)))
  if (words.some((w) => (w.length >= 3 || /^\d+$/.test(w)) && !EN_GENERIC.has(stem(w)) && known(w))) return true
  // A script word inside the tag, as it is or as its -ing form (#bakingtips meets "bake").
  if (words.length === 1 && /^[a-z]+$/i.test(bare)) {
    const joined = bare.toLowerCase()
    const inside = (v: string) => joined.includes(v) || (v.endsWith('e') && joined.includes(`${v.slice(0, -1)}ing`))
    return [...vocab].some((v) => v.length >= 4 && !EN_GENERIC.has(v) && inside(v))
  }
  return false
}

/** The script's own words without its blanks or tags (a Weibo post carries its #话题# inline), for the tag rules. */
export const ownWords = (texts: string[]) => stripPlaceholders(texts.join('\n')).replace(/#[^\s#]+#?/g, ' ')
