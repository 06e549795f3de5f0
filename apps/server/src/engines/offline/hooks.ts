import { speechSeconds, type Language, type ScriptFormat } from '@hookline/contract'
import { endSentence, type DraftContext } from './context'
import { trimToSeconds } from './lines/fill'
import { plural } from './fit-text'
import { lead, topicCount } from './topic'
import type { BeatText } from './beat-kinds'
import type { Tone } from './tone'
import type { TopicShape } from './topic-shape'

/** The scroll-stopping patterns creators use for the first 3 seconds; `news` states a sensitive story plainly. */
export type HookPattern = 'question' | 'contrarian' | 'result_first' | 'number' | 'story' | 'pain' | 'news' | 'scene'

/** A pattern's lines, longest first, or null when it does not fit the topic (no "卡在这里" for a why-question). */
type HookWriter = (c: DraftContext) => { say: string[]; on_screen_text: string } | null

/** What the first frame shows for each pattern. */
const hookShots: Record<HookPattern, Record<Language, string>> = {
  question: { zh: '人脸特写，直视镜头发问', en: 'Face close-up, asking straight into the lens' },
  contrarian: { zh: '快速推镜到脸部特写，配“叮”的音效', en: 'Snap zoom to the face on a "ding" sound cue' },
  result_first: { zh: '结果/成品特写先出，再切回人物', en: 'Result close-up first, then cut to you' },
  number: { zh: '手势比出数字，屏幕弹出大字', en: 'Hand shows the number, big text pops up' },
  story: { zh: '情绪化表情特写，配悬念音效', en: 'Emotional close-up with a suspense sting' },
  pain: { zh: '皱眉叹气的特写，字幕同步弹出', en: 'Frustrated close-up, caption pops in sync' },
  news: { zh: '人物近景，神情平静，屏幕显示事件标题', en: 'Calm close-up, the headline on screen' },
  scene: { zh: '边走边拍的第一视角，直接进入场景', en: 'Walking POV straight into the place' },
}

/** "Why budget phones are winning" → "Why are budget phones winning?"; a question stays one. */
function asQuestion(headline: string): string {
  if (/\?$/.test(headline)) return headline
  const inverted = /^(why|how|what|where|when)\s+(.+?)\s+(are|is|was|were|can|will|has|have)\s+(.+)$/i.exec(headline)
  return inverted ? `${inverted[1]} ${inverted[3]} ${inverted[2]} ${inverted[4]}?` : `${headline}.`
}

/**
 * What a how-to topic wants done, when it says it plainly: "如何三个月学会游泳" → 三个月学会游泳,
 * "How to start running at 40" → start running at 40. Null for anything else ("游泳技巧").
 */
export function howGoal(core: string, language: Language): string | null {
  const match =
    language === 'zh'
      ? /^(?:如何|怎么|怎样)(?:才能)?([^，,。？?！!]{2,10})$/.exec(core)
      : /^how (?:to|do i|can i|do you|can you) ([a-z0-9' -]{3,40})$/i.exec(core)
  if (!match) return null
  const goal = match[1].trim()
  return language === 'zh' ? goal : goal.replace(/\bmy\b/gi, 'your').replace(/\bi\b/g, 'you')
}

/** The topic is said in the hook only when it is short enough to leave the line within 3 s. */
const short = (c: DraftContext) =>
  c.language === 'zh' ? [...c.topic.core].length <= 6 : c.topic.core.split(' ').length <= 3

/** The topic states how many points the draft makes ("新手做饭的7个误区" with 7 core beats). */
const statesCount = (c: DraftContext) => topicCount(c.topic.core) === c.coreCount

/** The hook's on-screen text for a list: the topic when it states the count and fits, else the count. */
const listCaption = (c: DraftContext) =>
  statesCount(c) && c.topic.short === c.topic.headline ? c.topic.short : countedForFormat(c)

/** What the draft's core beats are, counted: "3个原因", "3 reasons" (the draft says that many). */
const counted = (c: DraftContext) =>
  c.language === 'zh'
    ? `${c.coreCount}${c.shape.item.zh === '步骤' ? '步' : c.shape.item.zh === '要点' ? '点' : `个${c.shape.item.zh}`}`
    : plural(c.coreCount, c.shape.item.en.toLowerCase())

/** A core beat of a talking head is the topic's own item; other formats count their own. */
const countedForFormat = (c: DraftContext) => {
  const own: Partial<Record<ScriptFormat, Record<Language, string>>> = {
    tutorial: { zh: `${c.coreCount}步`, en: plural(c.coreCount, 'step') },
    review: { zh: `${c.coreCount}个方面`, en: plural(c.coreCount, 'thing') },
  }
  return own[c.brief.format]?.[c.language] ?? counted(c)
}

/**
 * Lines for each pattern, longest first: the first that can be said in the hook's seconds is
 * used (fitHook). A hook is at most 3 s, about 13 Chinese characters or 7 English words, so the
 * topic goes in only when it fits; the on-screen text and the titles carry it otherwise. No line
 * claims what the engine cannot know ("大多数人都想反了", "I almost blew it").
 */
const hookLines: Record<HookPattern, Record<Language, HookWriter>> = {
  question: {
    zh: (c) =>
      c.topic.kind === 'question'
        ? {
            say: [c.topic.headline, c.shape.kind === 'why' ? '为什么会这样？' : '答案是什么？'],
            on_screen_text: c.topic.short,
          }
        : {
            say: [short(c) ? `${c.topic.about}，你了解多少？` : '', '这件事，你了解多少？'],
            on_screen_text: lead(c.topic.short, '你了解多少？', 'zh', '，'),
          },
    en: (c) =>
      c.topic.kind !== 'noun'
        ? {
            say: [
              asQuestion(c.topic.headline),
              c.shape.kind === 'why' ? 'Why is this happening?' : 'So what is the answer?',
            ],
            on_screen_text: c.topic.short,
          }
        : {
            say: [short(c) ? `How much do you know about ${c.topic.about}?` : '', 'How much do you really know?'],
            on_screen_text: 'How much do you know?',
          },
  },
  contrarian: {
    zh: (c) =>
      c.sensitive
        ? null
        : {
            say: [
              short(c) ? `${c.topic.about}，可能和你想的不一样。` : '',
              '这件事，可能和你想的不一样。',
              '可能和你想的不一样。',
            ],
            on_screen_text: '和你想的不一样？',
          },
    en: (c) =>
      c.sensitive
        ? null
        : { say: ['This might not be what you think.', 'Not what you think.'], on_screen_text: 'Not what you think?' },
  },
  result_first: {
    // A review's result is its verdict; a tutorial's the finished thing.
    zh: (c) =>
      c.brief.format === 'review'
        ? { say: ['先说结论，再看细节。', '先说结论。'], on_screen_text: '先说结论👇' }
        : { say: ['先看结果，再说怎么做到的。', '先看结果。'], on_screen_text: '先看结果👇' },
    en: (c) =>
      c.brief.format === 'review'
        ? { say: ['Verdict first, details after.', 'Verdict first.'], on_screen_text: 'Verdict first 👇' }
        : { say: ['Result first. Then I show you how.', 'Result first.'], on_screen_text: 'Result first 👇' },
  },
  scene: {
    zh: (c) => ({
      say: [c.topic.kind === 'question' ? '' : `${c.topic.core}。`, '跟我走一趟。'],
      on_screen_text: c.topic.short,
    }),
    en: (c) => ({
      say: [c.topic.kind === 'question' ? '' : `${c.topic.headline}.`, 'Come along with me.'],
      on_screen_text: c.topic.short,
    }),
  },
  number: {
    // A topic that states its own count ("5个让睡眠变好的小习惯", "5 tips for better sleep") is the
    // hook itself: it says what the list is about, where "5点，一个个说清楚" says only how long it is.
    zh: (c) =>
      c.coreCount > 1
        ? {
            say: [
              ...(statesCount(c)
                ? [`${c.topic.core}，一个个说清楚。`, `${c.topic.core}，挨个说。`, `${c.topic.core}。`]
                : []),
              `${countedForFormat(c)}，一个个说清楚。`,
              `就${countedForFormat(c)}。`,
            ],
            on_screen_text: listCaption(c),
          }
        : null,
    en: (c) =>
      c.coreCount > 1
        ? {
            say: [
              ...(statesCount(c) ? [`${c.topic.headline}, one by one.`, `${c.topic.headline}.`] : []),
              `${countedForFormat(c)}, one by one.`,
              `${countedForFormat(c)}.`,
            ],
            on_screen_text: listCaption(c),
          }
        : null,
  },
  story: {
    zh: (c) => (c.sensitive ? null : { say: ['这件事，我想从头讲。', '从头说起。'], on_screen_text: '从头说起' }),
    en: (c) =>
      c.sensitive
        ? null
        : { say: ['Let me tell you how this went.', 'Here is how it went.'], on_screen_text: 'How it went' },
  },
  pain: {
    // Being stuck fits a how-to, not a why-question or a story. The goal itself, when the topic
    // names one short enough ("想三个月学会游泳？", "Want to start running at 40?"), beats a generic line.
    zh: (c) => {
      if (c.shape.kind !== 'how') return null
      const goal = howGoal(c.topic.core, 'zh')
      return {
        say: [
          goal ? `想${goal}？跟着做。` : '',
          goal ? `想${goal}？` : '',
          short(c) ? `${c.topic.about}总是做不好？` : '',
          '总是卡在这一步？',
          '这条一定要看完。',
        ],
        on_screen_text: goal ? `想${goal}？` : '卡在这一步？',
      }
    },
    en: (c) => {
      if (c.shape.kind !== 'how') return null
      const goal = howGoal(c.topic.core, 'en')
      return {
        say: [
          goal ? `Want to ${goal}? Here's how.` : '',
          goal ? `Want to ${goal}?` : '',
          'Stuck on this too? Watch this.',
          'Watch this.',
        ],
        on_screen_text: goal ? `Want to ${goal}?` : 'Stuck on this?',
      }
    },
  },
  news: {
    zh: (c) => ({ say: [c.topic.headline, '先把事情说清楚。'], on_screen_text: c.topic.short }),
    en: (c) => ({
      say: [c.topic.headline.replace(/[^.?!]$/, (ch) => `${ch}.`), 'Here is what happened.'],
      on_screen_text: c.topic.short,
    }),
  },
}

/** The first line of a pattern that can be said in `seconds`; cut to fit when none can. */
function fitHook(lines: string[], seconds: number, language: Language): string {
  const candidates = lines.filter(Boolean).map((line) => endSentence(line, language))
  return (
    candidates.find((line) => speechSeconds(line) <= seconds) ??
    trimToSeconds(candidates[candidates.length - 1], seconds, language)
  )
}

/** Which patterns fit a format, best first; the tone may move one to the front. */
const patternsByFormat: Record<ScriptFormat, HookPattern[]> = {
  talking_head: ['question', 'number', 'pain', 'contrarian'],
  vlog: ['scene', 'story', 'question'],
  tutorial: ['result_first', 'number', 'pain'],
  story: ['story', 'question', 'contrarian'],
  review: ['result_first', 'question', 'number'],
  news_commentary: ['news', 'question', 'contrarian'],
}
const toneFavourite: Partial<Record<Tone, HookPattern>> = {
  suspenseful: 'story',
  professional: 'number',
  energetic: 'result_first',
}

/** The patterns that fit the draft's format, topic and register, in order. */
/** A talking head opens on what its topic asks: the why-question itself, a how-to's sticking point, a list's count. */
const talkingHeadPatterns: Record<TopicShape, HookPattern[]> = {
  why: ['question', 'number', 'contrarian'],
  how: ['pain', 'number', 'question'],
  list: ['number', 'question', 'contrarian'],
  plain: ['number', 'question', 'contrarian'],
}

export function hookPatterns(c: DraftContext): HookPattern[] {
  const byFormat =
    c.brief.format === 'talking_head' ? talkingHeadPatterns[c.shape.kind] : patternsByFormat[c.brief.format]
  const base = c.sensitive ? (['news', 'question'] satisfies HookPattern[]) : byFormat
  const favourite = c.sensitive ? undefined : toneFavourite[c.tone]
  const ordered = favourite ? [favourite, ...base.filter((p) => p !== favourite)] : base
  return ordered.filter((pattern) => hookLines[pattern][c.language](c) !== null)
}

/** The hook of a new draft; `variant` > 0 (a regenerate) rotates to the next pattern. */
export function writeHook(c: DraftContext, language: Language, variant: number, seconds = 3): BeatText {
  const patterns = hookPatterns(c)
  const pattern = patterns[variant % patterns.length]
  const { say, on_screen_text } = hookLines[pattern][language](c) ?? hookLines.news[language](c)!
  const frame =
    c.platform.orientation === 'vertical' ? { zh: '竖屏', en: 'Vertical' } : { zh: '横屏', en: 'Horizontal' }
  return {
    label: language === 'zh' ? '开场钩子' : 'Hook',
    // "Vertical, frustrated close-up…": the shot continues the frame's sentence.
    shot:
      language === 'zh'
        ? `${frame.zh}，${hookShots[pattern].zh}`
        : `${frame.en}, ${hookShots[pattern].en[0].toLowerCase()}${hookShots[pattern].en.slice(1)}`,
    voice_over: fitHook(say, seconds, language),
    on_screen_text,
  }
}

/** The punchiest patterns, used by the "punchier hook" follow-up. */
export function punchierHook(c: DraftContext, language: Language, current: string, seconds = 3): BeatText {
  const candidates: HookPattern[] = c.sensitive
    ? ['news', 'question']
    : ['contrarian', 'number', 'question', 'result_first']
  const written = candidates
    .map((p) => hookLines[p][language](c))
    .filter((l) => l !== null)
    .map((l) => ({ voice_over: fitHook(l.say, seconds, language), on_screen_text: l.on_screen_text }))
  const lines = written.find((l) => l.voice_over !== current) ?? written[0]
  return {
    label: language === 'zh' ? '开场钩子' : 'Hook',
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
