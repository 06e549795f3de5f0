import {
  detectLanguage,
  PLATFORM_RULES,
  SPEAKING_RATES,
  targetSeconds,
  unitDescription,
  VOICE_OVER_MIN_SHARE,
  type Brief,
  type BriefTrend,
  type Language,
  type QuickAction,
  type Script,
  type TrendPlatform,
} from '@hookline/contract'
import { exampleBrief, exampleScript } from './examples'
import { lastAssistant, type EngineTurn } from '../engine'
import { formatProfile } from '../formats'
import { platformProfile } from '../platforms'
import { requestLengths, requestPlans } from '../requests'
import { renderScriptMarkdown } from '../script-markdown/render'
import { creatorStyleLines } from './creator-style'

const languageName: Record<Language, string> = { zh: 'Simplified Chinese (简体中文)', en: 'English' }

/** A skeleton in the exact layout, drawn by the same renderer the parser is tested against. */
function layoutSkeleton(language: Language, brief: Brief): string {
  const beat = (label: string, seconds: number) => ({ label, shot: '…', voice_over: '…', on_screen_text: '…', seconds })
  const skeleton: Script = {
    titles: ['…', '…', '…'],
    hook: beat('', 3),
    beats: [beat('…', 8), beat('…', 8)],
    call_to_action: beat('', 4),
    hashtags: ['…', '…'],
    cover_text: '…',
    caption: platformProfile(brief.platform).caption === 'none' ? null : '…',
    notes: [],
  }
  return renderScriptMarkdown(skeleton, { language, platform: brief.platform })
}

/** Absolute claims the prompt names (the check's full list is in the contract's craft/claims.ts). */
const bannedClaims: Record<Language, string> = {
  zh: '史上最、全网第一、全网最、销量第一、最佳、最强、最好用、顶级、国家级、独一无二、万能、百分百、零风险、根治',
  en: '"best ever", "#1", "number one", "world\'s best", "guaranteed", "100% effective", "miracle", "cure", "risk-free"',
}

/** "13 Chinese characters" / "7 words": what a number of seconds holds at the speaking rate. */
function speechBudget(seconds: number, language: Language): string {
  const rate = SPEAKING_RATES[language]
  const count = Math.max(1, Math.floor(seconds * rate.perSecond))
  return language === 'zh' ? `${count} 字` : `${count} words`
}

/**
 * The numbers a model needs to write a script that passes the check: the
 * speaking rate, the hook's and each beat's voice-over budget, the number of beats for the target,
 * hashtags and limits — the same data the check measures with, so the prompt and the check agree.
 */
function budgetLines(brief: Brief, language: Language, target: number): string[] {
  const rules = PLATFORM_RULES[brief.platform]
  const rate = SPEAKING_RATES[language]
  const body = Math.max(target - rules.hookSeconds - rules.ctaSeconds, rules.beatSeconds.min)
  const beatLength = (rules.beatSeconds.min + rules.beatSeconds.max) / 2
  const beats = Math.max(1, Math.round(body / beatLength))
  const perBeat = Math.round(body / beats)
  const unit = language === 'zh' ? 'Chinese characters (字)' : 'words'
  return [
    'Budgets (the script is measured by these numbers after you answer):',
    `- Voice-over is read at about ${rate.perSecond} ${unit} per second${language === 'zh' ? '' : ' (a number counts as one word)'}. Every timed section's voice-over must be sayable in its seconds: at most seconds × ${rate.perSecond} ${unit}.`,
    `- The hook lasts at most ${rules.hookSeconds} s, so its voice-over is at most ${speechBudget(rules.hookSeconds, language)}: one short sentence.`,
    `- Write ${beats} beats of about ${perBeat} s each (beats on this platform run ${rules.beatSeconds.min}–${rules.beatSeconds.max} s). Each holds at most ${speechBudget(perBeat, language)} of voice-over; fill most of it.`,
    `- The call to action takes about ${rules.ctaSeconds} s: at most ${speechBudget(rules.ctaSeconds, language)}.`,
    `- Hook + beats + call to action add up to ${target} s (±10 %), and the voice-over fills at least ${Math.round(VOICE_OVER_MIN_SHARE * 100)} % of that time.`,
    `- ${rules.hashtagCount.min}–${rules.hashtagCount.max} hashtags, each one word or phrase with no spaces or punctuation, at most ${rules.limits.hashtag} ${unitDescription(rules.limits.unit)}, about the topic — never the video format (not 口播, 分镜, TalkingHead, voiceover).`,
    `- Titles at most ${rules.limits.title} and cover text at most ${rules.limits.coverText} ${unitDescription(rules.limits.unit)}.`,
    `- Never use absolute claims that advertising law forbids: ${bannedClaims[language]}. Say what is actually true instead.`,
    `- Write every section entirely in ${languageName[language]}${language === 'zh' ? ': no English phrases (a brand or product name is fine)' : ': no Chinese characters'}.`,
    '- Write the real content yourself. Use a bracketed placeholder only for what only the creator knows (their own numbers, prices, names, results) or what the brief does not say about a news event, never for content you could write.',
  ]
}

/** The hand-written example for the platform and language (examples/), introduced by what it was written for. */
function exampleLines(brief: Brief, language: Language): string[] {
  const { topic, targetSeconds: seconds } = exampleBrief(brief.platform, language)
  return [
    '',
    `An example of the layout and density (a different topic: "${topic}", ${seconds} s). Match its density and sizing, not its content:`,
    '',
    exampleScript(brief.platform, language).trim(),
  ]
}

/**
 * Dates are told in China Standard Time: the hot lists a brief starts from are Chinese platforms'
 * and most creators write for them. A model's own idea of "today" is its training cut-off.
 */
const TIME_ZONE = 'Asia/Shanghai'
const dateIn = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  )
const weekdayIn = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'long' }).format(date)
const timeIn = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)

/** "2026-11-28 (Saturday, China Standard Time)". */
export const todayLine = (now: Date) => `Today's date: ${dateIn(now)} (${weekdayIn(now)}, China Standard Time).`

/** A placeholder in the script's own brackets, as the check counts them (【…】 zh, […] en). */
const placeholder: Record<Language, (text: string) => string> = {
  zh: (text) => `【${text}】`,
  en: (text) => `[${text}]`,
}

/**
 * The rule for news: what happened is only what the brief says. A model fills a headline it knows
 * nothing of with plausible events; a creator who posts that spreads a rumour.
 */
function newsRule(language: Language): string {
  const example =
    language === 'zh'
      ? placeholder.zh('这里补充事件经过，注明信息来源')
      : placeholder.en('what happened, from a source you trust')
  return `- News, events and trending topics: never invent what happened — no events, causes, outcomes, names, places, dates, numbers or quotes that the brief does not state. Say what the brief states; everything else the script needs about the event becomes a bracketed placeholder telling the creator what to fill in, e.g. ${example}. Your opinion, context and advice are yours to write.`
}

/** The system prompt comes from the platform data, the format, the check's budgets and the layout. */
export function buildSystemPrompt(
  brief: Brief,
  language: Language,
  target = targetSeconds(brief.platform, brief.duration_seconds),
  now: Date = new Date(),
): string {
  const platform = platformProfile(brief.platform)
  const format = formatProfile(brief.format)
  const lines = [
    'You are a senior short-video scriptwriter for Chinese and international creator platforms.',
    `Write a ready-to-shoot ${format.label.en} script for ${platform.label.en}${platform.label.zh !== platform.label.en ? ` (${platform.label.zh})` : ''}, written entirely in ${languageName[language]}.`,
    todayLine(now),
    '',
    'Platform rules:',
    `- Typical length ${platform.duration.min}–${platform.duration.max} s, ${platform.orientation} video. Pacing: ${platform.pacing.en}.`,
    ...platform.hookRules.map((rule) => `- Hook: ${rule.en}.`),
    // A question tied to the video earns comments; "like and follow" alone is what every video says.
    `- Call to action: first a question viewers can answer in the comments about THIS video (which view they hold, whether they would buy it, what it missed), then the platform's action in its idiom, e.g. "${platform.cta[language]}". Do not promise a next video, part or episode (${language === 'zh' ? '下期、下一集、下期接着讲' : '"next time", "part 2", "in my next video"'}) unless the brief's notes plan one.`,
    `- Hashtags written ${platform.hashtagStyle === 'wrapped' ? 'as #话题# (hash on both sides)' : 'as #tag'}.`,
    platform.caption === 'none'
      ? '- No caption section.'
      : `- Include the caption section: ${platform.caption === 'note' ? 'a note body with emoji-led short paragraphs' : 'the post text'}, at most ${platform.limits.caption} ${unitDescription(platform.limits.unit)}.`,
    `Format: ${format.structure.en}.`,
    '',
    ...budgetLines(brief, language, target),
    ...creatorStyleLines(brief),
    '',
    'Output rules:',
    '- Never invent statistics, quotes or facts: where a real figure or example is needed, leave a bracketed placeholder for the creator.',
    newsRule(language),
    '- Always answer with a complete script, even when the request is short or unclear: no greeting, no questions back, no preamble, no code fences.',
    '- Use exactly this Markdown layout and these headings:',
    '',
    layoutSkeleton(language, brief).trim(),
    ...exampleLines(brief, language),
  ]
  return lines.join('\n')
}

/**
 * The repair turn: the check's findings on the answer just given, as the creator's
 * next message, asking for the whole script again with those fixed.
 */
export function repairRequest(failures: string[], language: Language): string {
  return [
    'Your script was checked and these problems remain:',
    ...failures.map((failure) => `- ${failure}`),
    '',
    `Rewrite the whole script fixing every problem above, written entirely in ${languageName[language]}, in exactly the same Markdown layout. Keep what already works. Answer with the script only.`,
  ].join('\n')
}

/** Where a trending item was listed, and what its heat figure counts (contract trending.ts `hot_value`). */
const trendSources: Record<TrendPlatform, { list: string; heat: string }> = {
  weibo: { list: 'Weibo hot search (微博热搜)', heat: 'search heat' },
  douyin: { list: 'Douyin hot list (抖音热榜)', heat: 'search heat' },
  bilibili: { list: 'Bilibili ranking (B站排行榜)', heat: 'plays' },
}

/**
 * What Hookline knows of the trending item a brief starts from (Hot Discoveries' "write a script"),
 * and nothing more: the model is told that this is all it knows, so the news rule has something
 * to hold it to.
 */
export function trendLines(trend: BriefTrend, language: Language): string[] {
  const source = trendSources[trend.platform]
  const seen = trend.seen_at ? new Date(trend.seen_at) : null
  return [
    '',
    'This topic is a trending item. What Hookline knows of it is everything you know:',
    `- On the list: ${source.list}${trend.rank ? `, rank ${trend.rank}` : ''}`,
    `- As listed: ${trend.title}`,
    trend.hot_value !== undefined ? `- Heat: ${trend.hot_value.toLocaleString('en-US')} ${source.heat}` : null,
    seen ? `- Seen on the list: ${dateIn(seen)} ${timeIn(seen)} (China Standard Time)` : null,
    trend.description ? `- The source's description or label: ${trend.description}` : null,
    trend.url ? `- Link: ${trend.url}` : null,
    `Do not fill in what happened from memory or guesswork: anything about the item not written above is a ${placeholder[language]('…')} placeholder for the creator.`,
  ].filter((line): line is string => line !== null)
}

/** The creator's brief as the conversation's first user message. */
export function briefMessage(brief: Brief): string {
  const target = targetSeconds(brief.platform, brief.duration_seconds)
  return [
    `Topic: ${brief.topic}`,
    `Platform: ${platformProfile(brief.platform).label.en}`,
    `Format: ${formatProfile(brief.format).label.en}`,
    `Target length: ${target} seconds`,
    brief.tone ? `Tone: ${brief.tone}` : null,
    brief.audience ? `Audience: ${brief.audience}` : null,
    `Language: ${languageName[brief.language]}`,
    brief.notes ? `Notes: ${brief.notes}` : null,
    ...(brief.trend ? trendLines(brief.trend, brief.language) : []),
  ]
    .filter((line): line is string => line !== null)
    .join('\n')
}

const actionInstructions: Record<Exclude<QuickAction, 'translate'>, string> = {
  shorter:
    'Make it about 30 % shorter: cut the weakest beats and tighten the voice-over; keep the layout and make the seconds add up to the new total.',
  punchier_hook:
    'Rewrite only the hook so it stops the scroll harder in the first 3 seconds: lead with the conflict, the result or a counter-intuitive claim.',
  more_humorous:
    'Make it more humorous: add light jokes and playful lines that suit the audience, without losing the information.',
  more_professional:
    'Make it more professional: precise wording, no slang or emoji, and bracketed placeholders where a source should be cited.',
  add_data_point:
    'Add one data point where it strengthens the argument, as a bracketed placeholder for the real figure and its source (do not invent numbers).',
  continue:
    'Your previous answer was cut off by the output limit. Write the whole script again in the same layout, keeping what you had written and finishing every section it did not reach.',
}

/**
 * A follow-up turn as an instruction the model can act on. `length` is set when the request
 * changes the script's length: the model is given the number the version will be measured by.
 */
function requestText(turn: EngineTurn, previousLanguage: Language, length: number | null): string {
  const parts: string[] = []
  if (turn.action === 'translate') {
    const target: Language = previousLanguage === 'zh' ? 'en' : 'zh'
    parts.push(
      `Translate the whole script into ${languageName[target]}, with the headings of that language, keeping the layout and the seconds.`,
    )
  } else if (turn.action) {
    parts.push(actionInstructions[turn.action])
  }
  if (turn.content.trim()) parts.push(turn.content.trim())
  if (length !== null)
    parts.push(`New target length: ${length} seconds; the hook, the beats and the call to action add up to it.`)
  return parts.length > 0
    ? parts.join('\n')
    : 'Write a new version from the brief with a different angle and a different hook.'
}

const HAND_EDIT_PREFACE =
  'I edited your last script by hand. This is the current version; keep my edits unless I ask otherwise:'

/** Brief + earlier turns as chat messages (history is sent on follow-ups). */
export function buildMessages(brief: Brief, history: EngineTurn[]) {
  const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [
    { role: 'user', content: briefMessage(brief) },
  ]
  // The length after each request, read as every engine reads it (requests.ts).
  const lengths = requestLengths(brief, requestPlans(history, 'explicit'))
  let requests = 0
  // A version the creator edited by hand follows the version it edits with no request between:
  // it is sent as the creator's words, before their next request, so turns still alternate.
  let edited: string | null = null
  history.forEach((turn, i) => {
    if (turn.role === 'assistant') {
      if (history[i - 1]?.role === 'assistant') edited = turn.content
      else messages.push({ role: 'assistant', content: turn.content })
      return
    }
    const before = lastAssistant(history.slice(0, i))
    const [from, to] = [lengths[requests], lengths[requests + 1]]
    requests += 1
    // The first request of a conversation is the brief itself.
    if (!before && !turn.action && !turn.content.trim()) return
    const language = before ? detectLanguage(before.content) : brief.language
    const request = requestText(turn, language, to !== from ? to : null)
    messages.push({
      role: 'user',
      content: edited === null ? request : `${HAND_EDIT_PREFACE}\n\n${edited}\n\n${request}`,
    })
    edited = null
  })
  return messages
}
