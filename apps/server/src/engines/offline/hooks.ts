import { speechSeconds, type Language, type ScriptFormat } from '@hookline/contract'
import type { DraftContext } from './context'
import { trimToSeconds } from './lines/fill'
import { plural } from './fit-text'
import { lead } from './topic'
import type { BeatText } from './beat-kinds'
import type { Tone } from './tone'

/** The scroll-stopping patterns creators use for the first 3 seconds. */
export type HookPattern = 'question' | 'contrarian' | 'result_first' | 'number' | 'story' | 'pain'

type HookWriter = (c: DraftContext) => { say: string[]; on_screen_text: string }

/** What the first frame shows for each pattern. */
const hookShots: Record<HookPattern, Record<Language, string>> = {
  question: { zh: '人脸特写，直视镜头发问', en: 'Face close-up, asking straight into the lens' },
  contrarian: { zh: '快速推镜到脸部特写，配“叮”的音效', en: 'Snap zoom to the face on a "ding" sound cue' },
  result_first: { zh: '结果/成品特写先出，再切回人物', en: 'Result close-up first, then cut to you' },
  number: { zh: '手势比出数字，屏幕弹出大字', en: 'Hand shows the number, big text pops up' },
  story: { zh: '情绪化表情特写，配悬念音效', en: 'Emotional close-up with a suspense sting' },
  pain: { zh: '皱眉叹气的特写，字幕同步弹出', en: 'Frustrated close-up, caption pops in sync' },
}

/** The topic is said in the hook only when it is short enough to leave the line within 3 s. */
const short = (c: DraftContext) => (c.language === 'zh' ? [...c.topic.core].length <= 6 : c.topic.core.split(' ').length <= 3)

/**
 * Lines for each pattern, longest first: the first that can be said in the hook's seconds is
 * used (fitHook). A hook is at most 3 s, about 13 Chinese characters or 7 English words, so the
 * topic goes in only when it is short; the on-screen text and the titles carry it otherwise.
 */
const hookLines: Record<HookPattern, Record<Language, HookWriter>> = {
  question: {
    zh: (c) => ({
      say: [short(c) ? (c.topic.kind === 'question' ? `${c.topic.headline}多数人答错了。` : `${c.topic.about}，你真做对了吗？`) : '', '这件事，你真的做对了吗？', '你做对了吗？'],
      on_screen_text: c.topic.kind === 'question' ? '你答对了吗？' : lead(c.topic.short, '你做对了吗？', 'zh', '，'),
    }),
    en: (c) => ({
      say: [short(c) && c.topic.kind === 'noun' ? `Are you getting ${c.topic.about} right?` : '', 'Are you actually doing this right?', 'Doing this right?'],
      on_screen_text: c.topic.kind === 'noun' ? 'Are you doing this right?' : 'Most people get this wrong',
    }),
  },
  contrarian: {
    zh: (c) => ({ say: [short(c) ? `关于${c.topic.about}，多数人想反了。` : '', '这件事，大多数人都想反了。', '你可能想反了。'], on_screen_text: '你可能想反了' }),
    en: (c) => ({
      say: [short(c) && c.topic.kind !== 'question' ? `What you heard about ${c.topic.about}? Backwards.` : '', 'Most people get this completely backwards.', 'It is backwards.'],
      on_screen_text: 'It is backwards',
    }),
  },
  result_first: {
    zh: () => ({ say: ['先看结果，再说怎么做到的。', '先看结果。'], on_screen_text: '先看结果👇' }),
    en: () => ({ say: ['Result first. Then I show you how.', 'Result first.'], on_screen_text: 'Result first 👇' }),
  },
  number: {
    zh: ({ coreCount }) => ({ say: [`记住这${coreCount}点就够了。`, `就${coreCount}点。`], on_screen_text: `${coreCount} 个关键点` }),
    en: ({ coreCount }) => ({
      say: [`${plural(coreCount, 'thing')}. That is all you need.`, `${plural(coreCount, 'thing')} to know.`],
      on_screen_text: plural(coreCount, 'key point'),
    }),
  },
  story: {
    zh: () => ({ say: ['那天，我差点搞砸了一件事……', '我差点搞砸了……'], on_screen_text: '那天差点搞砸' }),
    en: () => ({ say: ['I almost blew it that day…', 'I almost blew it…'], on_screen_text: 'I almost blew it' }),
  },
  pain: {
    zh: (c) => ({ say: [short(c) ? `被${c.topic.about}困扰？看完这条。` : '', '你是不是也卡在这里？', '这条一定要看完。'], on_screen_text: '一定要看完' }),
    en: (c) => ({
      say: [short(c) && c.topic.kind === 'noun' ? `Stuck on ${c.topic.about}? Watch this.` : '', 'Stuck on this too? Watch this.', 'Watch this.'],
      on_screen_text: 'Watch to the end',
    }),
  },
}

/** The first line of a pattern that can be said in `seconds`; cut to fit when none can. */
function fitHook(lines: string[], seconds: number, language: Language): string {
  const candidates = lines.filter(Boolean)
  return candidates.find((line) => speechSeconds(line) <= seconds) ?? trimToSeconds(candidates[candidates.length - 1], seconds, language)
}

/** Which patterns fit a format, best first; the tone may move one to the front. */
const patternsByFormat: Record<ScriptFormat, HookPattern[]> = {
  talking_head: ['pain', 'number', 'question', 'contrarian'],
  vlog: ['story', 'result_first', 'question'],
  tutorial: ['result_first', 'number', 'pain'],
  story: ['story', 'contrarian', 'question'],
  review: ['result_first', 'contrarian', 'question'],
  news_commentary: ['contrarian', 'question', 'number'],
}
const toneFavourite: Partial<Record<Tone, HookPattern>> = {
  suspenseful: 'story',
  professional: 'number',
  energetic: 'result_first',
}

export function hookPatterns(c: DraftContext): HookPattern[] {
  const base = patternsByFormat[c.brief.format]
  const favourite = toneFavourite[c.tone]
  return favourite ? [favourite, ...base.filter((p) => p !== favourite)] : base
}

/** The hook of a new draft; `variant` > 0 (a regenerate) rotates to the next pattern. */
export function writeHook(c: DraftContext, language: Language, variant: number, seconds = 3): BeatText {
  const patterns = hookPatterns(c)
  const pattern = patterns[variant % patterns.length]
  const { say, on_screen_text } = hookLines[pattern][language](c)
  const frame = c.platform.orientation === 'vertical' ? { zh: '竖屏', en: 'Vertical' } : { zh: '横屏', en: 'Horizontal' }
  return {
    label: language === 'zh' ? '开场钩子' : 'Hook',
    // "Vertical, frustrated close-up…": the shot continues the frame's sentence.
    shot: language === 'zh' ? `${frame.zh}，${hookShots[pattern].zh}` : `${frame.en}, ${hookShots[pattern].en[0].toLowerCase()}${hookShots[pattern].en.slice(1)}`,
    voice_over: fitHook(say, seconds, language),
    on_screen_text,
  }
}

/** The punchiest patterns, used by the "punchier hook" follow-up. */
export function punchierHook(c: DraftContext, language: Language, current: string, seconds = 3): BeatText {
  const candidates: HookPattern[] = ['contrarian', 'result_first', 'number']
  const lines =
    candidates
      .map((p) => hookLines[p][language](c))
      .map((l) => ({ voice_over: fitHook(l.say, seconds, language), on_screen_text: l.on_screen_text }))
      .find((l) => l.voice_over !== current) ?? { voice_over: fitHook(hookLines.contrarian[language](c).say, seconds, language), on_screen_text: '' }
  return {
    label: language === 'zh' ? '开场钩子' : 'Hook',
    shot:
      language === 'zh'
        ? '第一帧直接上最强画面：动作/结果特写，配重音效卡点，不要任何铺垫'
        : 'Open cold on the strongest image: action or result close-up, hit on a sound cue, no wind-up',
    voice_over: lines.voice_over,
    on_screen_text: language === 'zh' ? `⚠️ ${lines.on_screen_text}` : `⚠️ ${lines.on_screen_text.toUpperCase()}`,
  }
}
