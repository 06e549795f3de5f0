import { placeholdersIn, statedSeconds, type Language, type ScriptBeat } from '@hookline/contract'
import { slot, type DraftContext } from './context'
import { GENRES } from './genres'
import { optionsOf, reacts } from './genres/reading'
import { ELLIPSIS, fitLines, fitText, wholeWordCut } from '@hookline/contract/fit-text'
import { SAY_HOW } from './lines/beats'
import {
  CAPTION,
  COVER_COUNTS,
  COVER_JOIN,
  PERSONAL_CAPTION_LINES,
  RESPECTFUL_ASK,
  SOBER_CAPTION_LINES,
} from './lines/captions'
import { fillPlaceholders } from './lines/fill'
import { fits, limitOf, type Limit } from './titles'
import { withoutEmoji } from './tone'
import { capitalise, clauses, condensed, VERDICT } from './condense'
import { hasNumber, statedCount } from './topic'
import { asksIfWorthIt } from './genres/review/review-reading'
import { whichOf } from './topic-shape'

/** Cover text and post body: the parts around the video (titles.ts and hashtags.ts write the rest). */
export { writeHashtags } from './hashtags'
export { titleKey, writeTitles } from './titles'

/**
 * Cover text must read at thumbnail size: the headline with the count of points when that fits
 * the platform's limit (a talking head or tutorial of two or more), else the headline alone; a
 * topic that states a count and does not fit keeps its count and what it counts
 * ("新手第一次买咖啡机的三个误区" → "三个误区"); else the topic condensed (see `condensed`); only
 * then the headline cut at a word with an ellipsis.
 */
export function writeCoverText(context: DraftContext, language: Language): string {
  const limit = limitOf(context, language, context.platform.limits.coverText)
  const { headline, core, kind } = context.topic
  const count = statedCount(core)
  const { format } = context.brief
  // What the creator did, told as it went, is no list of points: "我吃遍了成都的火锅", not "…｜3个关键";
  // nor is a reaction to a work, whose moments are no keys to remember, nor a choice's options.
  const options = optionsOf(context.reading)
  const told = context.reading.genre === 'experience' || reacts(context.reading) || options !== null
  const listed = !hasNumber(core) && context.coreCount > 1 && ['talking_head', 'tutorial'].includes(format) && !told
  // A tutorial and a how-to count steps, a why-question reasons.
  const { kind: asks } = context.shape
  const counts = format === 'tutorial' || asks === 'how' ? 'steps' : asks === 'why' ? 'reasons' : 'points'
  const counted = fillPlaceholders(COVER_COUNTS[counts], { count: context.coreCount })
  const condensedTopic = condensed(core, language)
  // What a topic goes without is what the video spares you: when the whole does not fit, the cover
  // says what it is about ("…at 40 without getting hurt" → "Start running at 40", not "Start running").
  const about = language === 'en' ? core.replace(/\s+without\s.*$/i, '') : core
  const aboutClaims = about !== core && !context.sensitive ? condensed(about, language).claims : []
  const firstClause = clauses(core).slice(0, 1)
  const candidates = [
    ...(language === 'zh' && listed && !context.sensitive
      ? [`${headline}${kind === 'question' ? '' : COVER_JOIN}${counted}`]
      : []),
    headline,
    // "Should you rent or buy" → "Rent or buy?": a choice's options are its cover.
    ...(options ? [`${whichOf(options, language)}${language === 'zh' ? '？' : '?'}`] : []),
    ...worthItCover(core),
    core,
    ...(count ? [core.slice(count.index)] : []),
    // A long trending title: its first clause, as it is or condensed ("神作之月！十年前的奇迹！…" → "神作之月！").
    // Not a later one: "专家这样说" alone says nothing of the topic. A claim kept, the topic's or its
    // first clause's, goes before a thing named without it ("Budget phones?").
    ...(context.sensitive ? [] : condensedTopic.claims),
    ...aboutClaims,
    ...firstClause.flatMap((clause) => [clause, ...(context.sensitive ? [] : condensed(clause, language).claims)]),
    ...(context.sensitive ? [] : [condensedTopic, ...firstClause.map((clause) => condensed(clause, language))]).flatMap(
      ({ heads }) => heads,
    ),
  ]
  // A shorter wording never drops what says the claim is false ("Eiffel Tower closing for good" for "…is false").
  const keepsVerdict = (text: string) => !VERDICT.test(core) || VERDICT.test(text)
  const whole = candidates.find((text) => fits(text, limit) && keepsVerdict(text))
  // Nothing fits whole: a list by its count and what it counts ("Three mistakes"), two sides by a
  // dash ("Chelsea–Arsenal"), else the topic cut where a phrase ends ("What I learned"), never with
  // an ellipsis nor inside a time ("My 5" of "My 5:30 AM"); a verdict keeps its place at the end.
  const asked = kind === 'question' ? headline : core
  const cut = () =>
    [
      countedThing(core, count),
      asked.replace(/\s+(?:vs\.?|v\.?|versus)\s+/i, '–'),
      asked,
      ...clauses(asked).slice(0, 1),
    ]
      .filter((text): text is string => Boolean(text))
      .map((text) => wholeWordCut(text, limit.max, limit))
      .find((text) => text && keepsVerdict(text)) ??
    (kind === 'question' && !VERDICT.test(core) ? askedAbout(core, limit) : null) ??
    (VERDICT.test(core) ? verdictKept(core, limit) : null) ??
    (wholeWordCut(core, limit.max, limit, { evenAQuestion: true }) || verdictKept(core, limit))
  const cover = capitalise(whole ?? cut(), language)
  return context.sensitive ? withoutEmoji(cover) || cover : cover
}

/** "Is the Apple Watch worth it" → "Apple Watch: worth it?", or "Nintendo Switch 2?" where that is too long: the thing, not "Is the…". */
function worthItCover(core: string): string[] {
  if (!asksIfWorthIt(core)) return []
  const thing =
    /^(?:is|are)\s+(?:(?:the|a|an|my|your)\s+)?(.+?)\s+(?:really\s+|still\s+)?worth\b/i.exec(core)?.[1] ??
    /^should\s+(?:you|i)\s+(?:buy|get|upgrade to)\s+(?:(?:the|a|an)\s+)?(.+)$/i.exec(core)?.[1]
  return thing ? [`${thing}: worth it?`, `${thing}?`] : []
}

/**
 * An English list said by its count and what it counts: "Three mistakes" of "three mistakes new
 * runners make" (a Chinese one keeps its count already: `core.slice(count.index)`).
 */
function countedThing(core: string, count: { index: number } | null): string | null {
  if (!count) return null
  return /^[\p{L}\p{N}]+\s+[a-z]+s\b/iu.exec(core.slice(count.index))?.[0] ?? null
}

/**
 * A question too long for the cover asked of its subject alone: "Why are eggs so expensive?" →
 * "Eggs so expensive?", else "Eggs?"; null when not even that fits.
 */
function askedAbout(core: string, limit: Limit): string | null {
  const mark = limit.language === 'zh' ? '？' : '?'
  const subject = core
    .replace(/^(?:(?:why|how|what|when|where|who)\s+)?(?:is|are|was|were|do|does|did|can|should|will|has|have)\s+/i, '')
    .replace(/^(?:为什么|为何|如何|怎么|怎样)/u, '')
    .replace(/[?？]$/, '')
  const said = capitalise(subject, limit.language)
  if (fits(`${said}${mark}`, limit)) return `${said}${mark}`
  const words = [...new Intl.Segmenter(limit.language, { granularity: 'word' }).segment(said)]
  for (let n = words.length - 1; n > 0; n--) {
    const head = words
      .slice(0, n)
      .map(({ segment }) => segment)
      .join('')
      .trim()
      // Nor on a word that leans on the next, nor on a lone character, mostly half a phrase (值 of 值不值得).
      .replace(/(?:\s+(?:so|very|too|the|a|an|of|and|or|my|your)|(?<!\p{Script=Han})\p{Script=Han})$/iu, '')
      .trim()
    if (head && /[\p{L}\p{N}]$/u.test(head) && fits(`${head}${mark}`, limit)) return `${head}${mark}`
  }
  return null
}

const wordStarts = new Intl.Segmenter('zh', { granularity: 'word' })

/**
 * The topic cut at a word with an ellipsis; when the end it would drop holds the verdict
 * ("山西吕梁铁路坍塌致11死系谣言" cut to "…致11死…" claims eleven dead), the front is cut instead
 * ("…铁路坍塌致11死系谣言").
 */
function verdictKept(core: string, limit: Limit): string {
  const cut = fitText(core, limit.max, limit)
  if (!VERDICT.test(core) || VERDICT.test(cut)) return cut
  // At a word's start, never inside one ("…llapse") nor inside a number; not at a lone Chinese
  // character either, which is mostly half a name the dictionary does not know ("…梁铁路" of 吕梁).
  const starts = [...wordStarts.segment(core)].slice(1).filter(({ segment }) => !/^\p{Script=Han}$/u.test(segment))
  for (const { index } of starts) {
    const tail = `${ELLIPSIS}${core.slice(index).trimStart()}`
    if (!VERDICT.test(tail)) break
    if (fits(tail, limit)) return tail
  }
  return cut
}

/** Regex-safe text. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How long a beat's instruction asks the creator to speak (lines/beats.ts SAY_HOW): a written line leaves it out. */
const sayHow = (language: Language) => Object.values(SAY_HOW[language]).map(escapeRegExp).join('|')
const SAID_HOW = { zh: new RegExp(`(?:${sayHow('zh')})`, 'g'), en: new RegExp(`,? (?:${sayHow('en')})`) }

/**
 * A beat as one line of a post: its label and what it asks the creator to say, as something to
 * write ("缺点：【写出一个缺点，和谁会介意它】"). A beat's framing lines ("Here's what we know so
 * far.", "Second.") say nothing on their own: a beat with no such instruction, or one that is not
 * something to write down (a recap, "tie them together"), is not a line of the post.
 */
function pointLine(beat: ScriptBeat, limit: Limit): string {
  const timed = placeholdersIn(beat.voice_over).find((slot) => statedSeconds(slot) !== null)
  if (!timed) return ''
  const instruction = timed
    .slice(1, -1)
    .replace(/[，,]?\s*(?:约\s*[\d.]+\s*秒|\(~[\d.]+ s\))$/, '')
    .replace(SAID_HOW.zh, '')
    .replace(SAID_HOW.en, '')
    .replace(/^(?:说说|讲讲)/, '写下')
    .replace(/^(?:只说|说|讲)/, '写')
    .replace(/^(?:say|tell|describe|show)\b/, 'write')
  if (!/^(?:写|列|name|write|list)/.test(instruction)) return ''
  return `${beat.label}${limit.language === 'zh' ? '：' : ': '}${slot(limit.language, fitText(instruction, limit.max, limit))}`
}

/** A placeholder phrased as what to do ("【写下第1点】", "[name aspect 1]"), not what goes there ("[point 1 in one sentence]"). */
const INSTRUCTION =
  /^[【[](?:写下|写出|写|填上|填|说说|说出|列出|补充|换成|讲|只说|name|write|add|say|list|describe|fill|put|insert|run|tie|only)/i

/**
 * A point worth posting: one that says something besides its label and placeholders, or whose
 * placeholder tells the creator what to write. "Point 1: [point 1 in one sentence]." is neither.
 */
function saysSomething(line: string): boolean {
  if (!line) return false
  const body = line.replace(/^[^:：]{1,16}[:：]\s*/, '')
  const said = body.replace(/【[^】]*】|\[[^\]]*\]/g, '').replace(/[\s\p{P}\p{S}]/gu, '')
  return (
    said.length >= 6 ||
    (placeholdersIn(body).length > 0 && placeholdersIn(body).every((slot) => INSTRUCTION.test(slot)))
  )
}

/** A post about a death or a disaster carries no emoji and no "～". */
const soberPost = (context: DraftContext, lines: string[]) =>
  context.sensitive ? lines.map((line) => withoutEmoji(line).replace(/[～~]$/, '。')) : lines

/**
 * Points a caption lists. A "5 tips" video whose post stopped at tip 4 read as cut off; the
 * platform's caption limit (fitLines) still bounds the length.
 */
const MAX_CAPTION_POINTS = 10

/**
 * Weibo post or Xiaohongshu note body (lines/captions.ts); null for platforms without one. It
 * reads as a post: the topic in the opening line, the video's points that say something or tell
 * the creator what to write (saysSomething), and a question for the comments. When no point
 * does, one instruction tells the creator what to write.
 */
export function writeCaption(
  context: DraftContext,
  language: Language,
  beats: ScriptBeat[],
  hashtags: string[],
): string | null {
  if (context.platform.caption === 'none') return null
  const zh = language === 'zh'
  const { headline, about, kind } = context.topic
  const limitFor = (max: number) => limitOf(context, language, max)
  const spoken = beats.filter((beat) => beat.voice_over)
  const copy = CAPTION[language]
  const lines = context.personal
    ? PERSONAL_CAPTION_LINES[language]
    : context.sensitive
      ? SOBER_CAPTION_LINES[language]
      : GENRES[context.reading.genre].caption(context, language)
  const respectful = context.personal ? PERSONAL_CAPTION_LINES[language].ask : RESPECTFUL_ASK[language]
  if (context.platform.caption === 'post') {
    // Weibo posts open on their topic tag; when the tag is the whole topic the headline is not said twice.
    const tag = hashtags[0] ? `#${hashtags[0]}# ` : ''
    const bare = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase()
    const said =
      hashtags[0] && bare(hashtags[0]) === bare(context.topic.core)
        ? ''
        : kind === 'question'
          ? headline
          : `${headline}${zh ? '。' : '.'}`
    const opening = `${tag}${said}${said && !zh ? ' ' : ''}${lines.post}`
    const points = spoken
      .map((beat) => pointLine(beat, limitFor(60)))
      .filter(saysSomething)
      .slice(0, MAX_CAPTION_POINTS)
    const body = points.length > 0 ? points.map((line, i) => `${i + 1}. ${line}`) : [copy.instruction]
    const ask = context.sensitive ? respectful : copy.ask
    const limit = limitFor(context.platform.limits.caption ?? 2000)
    return fitLines(soberPost(context, [opening, ...body, ask]).join('\n'), limit.max, limit)
  }
  const afterMark = copy.introAfterMark && /[?？!！…]$/.test(headline) ? copy.introAfterMark : undefined
  const firstPerson = context.experience ? copy.introFirstPerson : undefined
  const intro = fillPlaceholders(afterMark ?? firstPerson ?? copy.intro, {
    about,
    headline,
    note: lines.note,
    Note: `${lines.note[0].toUpperCase()}${lines.note.slice(1)}`,
  })
  // A note reads as short tips: each line a little shorter than a post's.
  const points = spoken
    .map((beat) => pointLine(beat, limitFor(40)))
    .filter(saysSomething)
    .slice(0, MAX_CAPTION_POINTS)
  const tips =
    points.length > 0
      ? points.map((line, i) => `${copy.bullets[i % copy.bullets.length]} ${line}`)
      : [`${copy.pencil} ${copy.instruction}`]
  const outro = context.sensitive ? respectful : copy.outro
  const limit = limitFor(context.platform.limits.caption ?? 1000)
  return fitLines(soberPost(context, [intro, ...tips, outro]).join('\n'), limit.max, limit)
}
