import type { Language, ScriptFormat } from '@hookline/contract'
import { slot, type DraftContext } from './context'
import { plural } from './fit-text'
import { lead } from './topic'
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

/**
 * The topic goes in only where its kind reads naturally (topic.ts): a noun phrase after "about",
 * a question as a sentence of its own.
 */
const hookLines: Record<HookPattern, Record<Language, HookWriter>> = {
  question: {
    zh: ({ topic }) =>
      topic.kind === 'question'
        ? { voice_over: `${topic.headline}大多数人都答错了。`, on_screen_text: '你答对了吗？' }
        : { voice_over: `${topic.about}，你真的做对了吗？`, on_screen_text: lead(topic.short, '你做对了吗？', 'zh', '，') },
    en: ({ topic }) =>
      topic.kind === 'noun'
        ? { voice_over: `Are you getting ${topic.about} right? Most people are not.`, on_screen_text: 'Are you doing this right?' }
        : { voice_over: `${topic.kind === 'question' ? topic.headline : `${topic.headline}?`} Most people get the answer wrong.`, on_screen_text: 'Most people get this wrong' },
  },
  contrarian: {
    zh: ({ topic }) => ({ voice_over: `关于${topic.about}，大多数人都想反了。`, on_screen_text: '你可能想反了' }),
    en: ({ topic }) =>
      topic.kind === 'question'
        ? { voice_over: `${topic.headline} The answer most people give is backwards.`, on_screen_text: 'It is backwards' }
        : { voice_over: `Everything you have heard about ${topic.about}? It is backwards.`, on_screen_text: 'It is backwards' },
  },
  result_first: {
    zh: ({ topic }, s) => ({
      voice_over: topic.kind === 'question' ? `先看结果：${s('最直观的变化/成品')}。怎么做到的，马上告诉你。` : `先看结果：${s('最直观的变化/成品')}。${topic.about}，就这么做。`,
      on_screen_text: '先看结果👇',
    }),
    en: (_, s) => ({ voice_over: `Result first: ${s('the most visible change')}. Now let me show you exactly how.`, on_screen_text: 'Result first 👇' }),
  },
  number: {
    zh: ({ topic, coreCount }) => ({ voice_over: lead(topic.headline, `记住这${coreCount}点就够了。`, 'zh', '，'), on_screen_text: `${coreCount} 个关键点` }),
    en: ({ topic, coreCount }) => ({
      voice_over: lead(topic.headline, `${plural(coreCount, 'thing')} ${coreCount === 1 ? 'is' : 'are'} all you need to know.`, 'en'),
      on_screen_text: plural(coreCount, 'key point'),
    }),
  },
  story: {
    zh: ({ topic }, s) => ({
      voice_over: topic.kind === 'question' ? `在想明白“${topic.core}”之前，我差点${s('搞砸一件事')}……` : `那天我差点因为${topic.about}${s('搞砸一件事')}……`,
      on_screen_text: '那天差点搞砸',
    }),
    en: ({ topic }, s) => ({
      voice_over: {
        noun: `I almost ${s('messed something up')} because of ${topic.about}…`,
        clause: `I almost ${s('messed something up')} before I worked out ${topic.about}…`,
        question: `I almost ${s('messed something up')} before I could answer this: ${topic.headline}`,
      }[topic.kind],
      on_screen_text: 'I almost blew it',
    }),
  },
  pain: {
    zh: ({ topic }) => ({
      voice_over: topic.kind === 'question' ? `如果你也想知道${topic.about}，这条一定要看完。` : `如果你也被${topic.about}困扰，这条一定要看完。`,
      on_screen_text: '一定要看完',
    }),
    en: ({ topic }) => ({
      voice_over: {
        noun: `If you keep getting stuck on ${topic.about}, watch this to the end.`,
        clause: `If you have ever wondered ${topic.about}, watch this to the end.`,
        question: `${topic.headline} If you have ever wondered, watch this to the end.`,
      }[topic.kind],
      on_screen_text: 'Watch to the end',
    }),
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
    // "Vertical, frustrated close-up…": the shot continues the frame's sentence.
    shot: language === 'zh' ? `${frame.zh}，${hookShots[pattern].zh}` : `${frame.en}, ${hookShots[pattern].en[0].toLowerCase()}${hookShots[pattern].en.slice(1)}`,
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
