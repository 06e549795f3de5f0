import type { Language, ScriptFormat } from '@hookline/contract'
import { slot, type DraftContext } from './context'
import type { BeatText } from './beat-kinds'
import type { Tone } from './tone'

/** The scroll-stopping patterns creators use for the first 3 seconds. */
export type HookPattern = 'question' | 'contrarian' | 'result_first' | 'number' | 'story' | 'pain'

type HookWriter = (c: DraftContext, s: (text: string) => string) => { voice_over: string; on_screen_text: string }

/** What the first frame shows for each pattern. */
const hookShots: Record<HookPattern, Record<Language, string>> = {
  question: { zh: '人脸特写，直视镜头发问', en: 'Face close-up, asking straight into the lens' },
  contrarian: { zh: '快速推镜到脸部特写，配“叮”的音效', en: 'Snap zoom to the face on a "ding" sound cue' },
  result_first: { zh: '结果/成品特写先出，再切回人物', en: 'Result close-up first, then cut to you' },
  number: { zh: '手势比出数字，屏幕弹出大字', en: 'Hand shows the number, big text pops up' },
  story: { zh: '情绪化表情特写，配悬念音效', en: 'Emotional close-up with a suspense sting' },
  pain: { zh: '皱眉叹气的特写，字幕同步弹出', en: 'Frustrated close-up, caption pops in sync' },
}

const hookLines: Record<HookPattern, Record<Language, HookWriter>> = {
  question: {
    zh: (c) => ({ voice_over: `${c.topic}，你真的做对了吗？`, on_screen_text: `${c.shortTopic}，你做对了吗？` }),
    en: (c) => ({ voice_over: `Are you getting ${c.topic} right? Most people are not.`, on_screen_text: 'Are you doing this right?' }),
  },
  contrarian: {
    zh: (c) => ({ voice_over: `关于${c.topic}，大多数人都想反了。`, on_screen_text: '你可能想反了' }),
    en: (c) => ({ voice_over: `Everything you have heard about ${c.topic}? It is backwards.`, on_screen_text: 'It is backwards' }),
  },
  result_first: {
    zh: (c, s) => ({ voice_over: `先看结果：${s('最直观的变化/成品')}。${c.topic}，就这么做。`, on_screen_text: '先看结果👇' }),
    en: (c, s) => ({ voice_over: `Result first: ${s('the most visible change')}. Here is how ${c.topic} gets you there.`, on_screen_text: 'Result first 👇' }),
  },
  number: {
    zh: (c) => ({ voice_over: `${c.topic}，记住这${c.coreCount}点就够了。`, on_screen_text: `${c.coreCount} 个关键点` }),
    en: (c) => ({ voice_over: `${c.topic}: ${c.coreCount} things are all you need.`, on_screen_text: `${c.coreCount} key points` }),
  },
  story: {
    zh: (c, s) => ({ voice_over: `那天我差点因为${c.shortTopic}${s('搞砸一件事')}……`, on_screen_text: '那天差点搞砸' }),
    en: (c, s) => ({ voice_over: `I almost ${s('messed something up')} because of ${c.shortTopic}…`, on_screen_text: 'I almost blew it' }),
  },
  pain: {
    zh: (c) => ({ voice_over: `如果你也被${c.shortTopic}困扰，这条一定要看完。`, on_screen_text: '一定要看完' }),
    en: (c) => ({ voice_over: `If ${c.shortTopic} keeps tripping you up, watch this to the end.`, on_screen_text: 'Watch to the end' }),
  },
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
export function writeHook(c: DraftContext, language: Language, variant: number): BeatText {
  const patterns = hookPatterns(c)
  const pattern = patterns[variant % patterns.length]
  const lines = hookLines[pattern][language](c, (text) => slot(language, text))
  const frame = c.platform.orientation === 'vertical' ? { zh: '竖屏', en: 'Vertical' } : { zh: '横屏', en: 'Horizontal' }
  return {
    label: language === 'zh' ? '开场钩子' : 'Hook',
    shot: `${frame[language]}${language === 'zh' ? '，' : ', '}${hookShots[pattern][language]}`,
    ...lines,
  }
}

/** The punchiest patterns, used by the "punchier hook" follow-up. */
export function punchierHook(c: DraftContext, language: Language, current: string): BeatText {
  const candidates: HookPattern[] = ['contrarian', 'result_first', 'number']
  const lines = candidates
    .map((p) => hookLines[p][language](c, (text) => slot(language, text)))
    .find((l) => l.voice_over !== current) ?? hookLines.contrarian[language](c, (t) => slot(language, t))
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
