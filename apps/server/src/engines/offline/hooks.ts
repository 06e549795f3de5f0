import type { Language } from '@hookline/contract'
import type { DraftContext } from './context'
import { GENRES } from './genres'
import { showsHow } from './genres/hook-patterns'
import { optionsOf, reacts } from './genres/reading'
import { plural } from './fit-text'
import { capitalise } from './condense'
import { topicCount } from './topic'
import { timedSlot, type BeatText } from './beat-kinds'
import { HOOK_LINES, HOOK_SHOTS, type HookCondition, type HookPattern } from './lines/hooks'
import type { Tone } from './tone'
import { namedWork, whichOf, zhUnit } from './topic-shape'

/**
 * What a how-to topic wants done, when it says it plainly: "如何三个月学会游泳" → 三个月学会游泳,
 * "How to start running at 40" → start running at 40. Null for anything else ("游泳技巧").
 */
export function howGoal(core: string, language: Language): string | null {
  if (language === 'en') {
    const match = /^how (?:to|do i|can i|do you|can you) ([a-z0-9' -]{3,40})$/i.exec(core)
    return match
      ? match[1]
          .trim()
          .replace(/\bmy\b/gi, 'your')
          .replace(/\bi\b/g, 'you')
      : null
  }
  // 「冬天怎么护肤不干燥」 wants 冬天护肤不干燥; 「新手怎么开始跑步」 wants 开始跑步, as the viewer is the
  // 新手 (想新手开始跑步？ does not read). A goal that 才 or 好(看) ends (怎么做才好喝, 怎么剪好看) is no goal.
  const match = /^(.{0,4}?)(?:如何|怎么|怎样)(?:才能)?([^，,。？?！!才]{2,10})$/u.exec(core)
  if (!match) return null
  const [, before, goal] = match
  if (/好[看吃喝听用]?$/.test(goal)) return null
  return before === '' || ZH_WHO.test(before) ? goal : `${before}${goal}`
}

/** What a 「…怎么办」 topic asks about: 「孩子不爱吃饭怎么办」 → 孩子不爱吃饭. */
function zhProblem(core: string): string | null {
  const match = /^([^，,。？?！!]{2,10}?)(?:了)?(?:该|要)?怎么办$/u.exec(core)
  return match ? match[1] : null
}

/** Who a how-to is for, said before 怎么: the viewer, whom the hook addresses instead. */
const ZH_WHO = /^(?:新手|小白|学生|大学生|上班族|打工人|宝妈|女生|男生|普通人|我们|我|你|大家)$/

/** The topic is said in the hook only when it is short enough to leave the line within 3 s. */
const short = (c: DraftContext) =>
  c.language === 'zh' ? [...c.topic.core].length <= 6 : c.topic.core.split(' ').length <= 3

/** The topic states how many points the draft makes ("新手做饭的7个误区" with 7 core beats). */
const statesCount = (c: DraftContext) => topicCount(c.topic.core) === c.coreCount

/** The hook's big on-screen text for a list: the topic when it states the count and fits a line, else the count. */
const listCaption = (c: DraftContext) =>
  statesCount(c) && c.topic.line === c.topic.headline ? c.topic.line : countedForFormat(c)

/** What the draft's core beats are, counted: "3个原因", "3 reasons" (the draft says that many). */
const counted = (c: DraftContext) =>
  c.language === 'zh' ? `${c.coreCount}${zhUnit(c.shape.item.zh)}` : plural(c.coreCount, c.shape.item.en.toLowerCase())

/** A core beat of a talking head is the topic's own item; other formats count their own. */
const countedForFormat = (c: DraftContext) => GENRES[c.brief.format].hookCount?.(c.coreCount)[c.language] ?? counted(c)

/** What the placeholders of lines/hooks.ts stand for in this draft; null: a line using it is skipped. */
function hookValues(c: DraftContext, language: Language): Record<string, string | null> {
  const { topic } = c
  const goal = c.shape.kind === 'how' ? howGoal(topic.core, language) : null
  const options = optionsOf(c.reading)
  return {
    headline: topic.headline,
    core: topic.core,
    about: short(c) ? topic.about : null,
    short: topic.short,
    line: topic.line,
    bar: topic.bar,
    goal,
    problem: language === 'zh' && c.shape.kind === 'how' ? zhProblem(topic.core) : null,
    work: namedWork(topic.core),
    count: countedForFormat(c),
    caption: listCaption(c),
    // "考研还是工作", "iPhone or Android": the options as the topic weighs them, said as a question.
    options: options ? capitalise(whichOf(options, language), language) : null,
  }
}

function holds(condition: HookCondition, c: DraftContext): boolean {
  switch (condition) {
    case 'question':
      return c.topic.kind === 'question'
    case 'statement':
      return c.topic.kind !== 'noun'
    case 'why':
    case 'how':
      return c.shape.kind === condition
    case 'review':
      return c.brief.format === 'review'
    case 'made':
      return (c.brief.format === 'tutorial' || showsHow(c)) && c.made
    case 'skill':
      return c.brief.format === 'tutorial' && !c.made
    case 'list':
      return c.coreCount > 1
    case 'experience':
    case 'choice':
    case 'match':
    case 'announcement':
      return c.reading.genre === condition
    case 'reaction':
      return reacts(c.reading)
    case 'samples':
      return c.experience === 'samples'
    case 'sensitive':
      return c.sensitive
    case 'personal':
      return c.personal
  }
}

/** The template filled, or null when a placeholder has no value. After "？" a "，" goes ("奶茶还值得喝吗？你了解多少？"). */
function fillHook(template: string, values: Record<string, string | null>): string | null {
  let missing = false
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key]
    if (value === null || value === undefined) missing = true
    return value ?? ''
  })
  return missing ? null : text.replace(/([?？!！…])[，：.。]/g, '$1')
}

/** A pattern's asks for this draft (lines/hooks.ts), or null when none of its variants fits the topic. */
function hookLine(
  pattern: HookPattern,
  c: DraftContext,
  language: Language,
): { ask: string[]; punch: string[]; on_screen_text: string } | null {
  const variant = HOOK_LINES[pattern][language].find(
    (candidate) =>
      (candidate.when ?? []).every((condition) => holds(condition, c)) && !(candidate.unless && c.sensitive),
  )
  if (!variant) return null
  const values = hookValues(c, language)
  const filled = (templates: string[]) =>
    templates.map((template) => fillHook(template, values)).filter((text): text is string => text !== null)
  const ask = filled(variant.ask)
  if (ask.length === 0) return null
  return { ask, punch: filled(variant.punch), on_screen_text: filled(variant.screen)[0] ?? c.topic.short }
}

/** The script check reads a bracket of at most this many characters inside as one placeholder (contract PLACEHOLDER). */
const PLACEHOLDER_MAX = 80

/**
 * The first ask that fits one placeholder timed to the hook's seconds: 【…，约 3 秒】. A placeholder
 * that states its seconds takes exactly them (speechSeconds), so the hook fits its time.
 */
function fitHook(asks: string[], seconds: number, language: Language): string {
  const timed = asks.map((ask) => timedSlot(language, ask, seconds))
  return timed.find((slot) => [...slot].length - 2 <= PLACEHOLDER_MAX) ?? timed[timed.length - 1]
}

const toneFavourite: Partial<Record<Tone, HookPattern>> = {
  suspenseful: 'story',
  professional: 'number',
  energetic: 'result_first',
}

/** The patterns that fit the draft's genre, topic and register, in order. */
export function hookPatterns(c: DraftContext): HookPattern[] {
  const genre = GENRES[c.reading.genre].hooks
  const byFormat = genre.patterns(c)
  const base = c.sensitive ? (['news', 'question'] satisfies HookPattern[]) : byFormat
  const liked = c.sensitive ? undefined : toneFavourite[c.tone]
  const favourite = liked && (!genre.own || byFormat.includes(liked)) ? liked : undefined
  const ordered = favourite ? [favourite, ...base.filter((p) => p !== favourite)] : base
  return ordered.filter((pattern) => hookLine(pattern, c, c.language) !== null)
}

const hookLabel = (language: Language) => (language === 'zh' ? '开场钩子' : 'Hook')

/**
 * The hook of a new draft: what to open on for the topic as it is read, for the creator to say
 * (lines/hooks.ts); `variant` > 0 (a regenerate) rotates to the reading's next pattern.
 */
export function writeHook(c: DraftContext, language: Language, variant: number, seconds = 3): BeatText {
  const patterns = hookPatterns(c)
  const pattern = patterns[variant % patterns.length] ?? 'news'
  const { ask, on_screen_text } = hookLine(pattern, c, language) ?? hookLine('news', c, language)!
  const frame =
    c.platform.orientation === 'vertical' ? { zh: '竖屏', en: 'Vertical' } : { zh: '横屏', en: 'Horizontal' }
  return {
    label: hookLabel(language),
    // "Vertical, frustrated close-up…": the shot continues the frame's sentence.
    shot:
      language === 'zh'
        ? `${frame.zh}，${HOOK_SHOTS[pattern].zh}`
        : `${frame.en}, ${HOOK_SHOTS[pattern].en[0].toLowerCase()}${HOOK_SHOTS[pattern].en.slice(1)}`,
    voice_over: fitHook(ask, seconds, language),
    on_screen_text,
  }
}

/**
 * The "punchier hook" follow-up: a cold open on the strongest thing the topic's reading has (the
 * moment that decided a match, the least expected reason, the verdict), for the creator to say;
 * the reading's next pattern when that is what the hook already asks (`current`).
 */
export function punchierHook(c: DraftContext, language: Language, current: string, seconds = 3): BeatText {
  const written = [...hookPatterns(c), 'news' as const]
    .map((pattern) => hookLine(pattern, c, language))
    .filter((line) => line !== null && line.punch.length > 0)
    .map((line) => ({ voice_over: fitHook(line!.punch, seconds, language), on_screen_text: line!.on_screen_text }))
  const lines = written.find((line) => line.voice_over !== current) ?? written[0]
  return {
    label: hookLabel(language),
    shot: c.sensitive
      ? language === 'zh'
        ? '第一帧直接给事件画面或标题，不配音效，不做铺垫'
        : 'Open on the story itself or its headline, no sound cue, no wind-up'
      : language === 'zh'
        ? '第一帧直接上最强画面：动作/结果特写，配重音效卡点，不要任何铺垫'
        : 'Open cold on the strongest image: action or result close-up, hit on a sound cue, no wind-up',
    voice_over: lines.voice_over,
    // A sensitive story gets no warning sign and no shouting capitals.
    on_screen_text: c.sensitive
      ? lines.on_screen_text
      : language === 'zh'
        ? `⚠️ ${lines.on_screen_text}`
        : `⚠️ ${lines.on_screen_text.toUpperCase()}`,
  }
}
