import { describe, expect, it } from 'vitest'
import {
  briefSchema,
  PLACEHOLDER,
  PLATFORM_RULES,
  PLATFORMS,
  SCRIPT_FORMATS,
  statedSeconds,
  textLength,
  type BriefInput,
  type Language,
  type Platform,
  type Script,
  type ScriptFormat,
} from '@hookline/contract'
import type { EngineTurn } from '../engine'
import { platformProfile } from '../platforms'
import { renderScriptMarkdown } from '../script-markdown/render'
import { timedSlot } from './beat-kinds'
import { composeDraft } from './compose'
import { nextOfflineVersion } from './follow-up'
import { SAY_HOW, WITH_EXAMPLE } from './lines/beats'
import { fillPlaceholders } from './lines/fill'
import { ANNOUNCEMENT } from './genres/announcement/announcement-lines'
import { EXPERIENCE } from './genres/experience/experience-lines'
import { LIVE_REACTION } from './genres/live/live-lines'
import { MATCH } from './genres/match/match-lines'
import { NEWS } from './genres/news-commentary/news-commentary-lines'
import { REACTION } from './genres/reaction/reaction-lines'
import { REVIEW } from './genres/review/review-lines'
import { STORY } from './genres/story/story-lines'
import { TALKING_HEAD } from './genres/talking-head/talking-head-lines'
import { TUTORIAL } from './genres/tutorial/tutorial-lines'
import { VLOG } from './genres/vlog/vlog-lines'
import { DATA_LINE } from './lines/revisions'
import { topicCount } from './topic'

/**
 * Drafts read as a creator reads them: what each instruction asks fits the seconds it states,
 * the openers of a beat follow one another without starting over, a post's points say something,
 * and a topic about a death or a disaster reads respectfully in every format.
 */

const draft = (input: Partial<BriefInput>) => {
  const brief = briefSchema.parse({ topic: 'budget phones', platform: 'douyin', ...input })
  return composeDraft(brief, brief.language)
}

const DURATIONS = [15, 30, 60, 180, 600]

/**
 * Topics of every shape: a why-question, a counted list, a how-to, a plain noun, an announcement,
 * and what the creator did (a stage at a time, a stop at a time).
 */
const TOPICS: Record<Language, string[]> = {
  zh: [
    '年轻人为什么开始反向消费',
    '新手买咖啡机的三个误区',
    '如何三个月学会游泳',
    '都来学这个冬日淡妆',
    '华为发布新款折叠屏手机',
    '我用了一个月的iPhone 17',
  ],
  en: [
    'Why budget phones are winning',
    '5 tips for better sleep',
    'How to start running at 40',
    'budget phones',
    'Apple announces the new iPad',
    'I tried every hotpot place in Chengdu',
  ],
}

/** A slice of the draft matrix; each part left out is all of it (TOPICS for the topics). */
interface Matrix {
  topics?: readonly string[]
  formats?: readonly ScriptFormat[]
  durations?: readonly number[]
  tones?: readonly (string | undefined)[]
}

/** Every draft of the matrix (or of a slice of it) for `language`, with what it was made of and where it came from. */
function* drafts(language: Language, matrix: Matrix = {}) {
  const { topics = TOPICS[language], formats = SCRIPT_FORMATS, durations = DURATIONS, tones = [undefined] } = matrix
  for (const platform of PLATFORMS)
    for (const format of formats)
      for (const duration of durations)
        for (const topic of topics)
          for (const tone of tones) {
            const where = `${language} ${platform} ${format} ${duration}s ${tone ?? ''} "${topic}"`
            const script = draft({ topic, platform, format, language, duration_seconds: duration, tone })
            yield { where, script, topic, platform, format, duration, tone }
          }
}

/** A Douyin talking head's beat labels for `topic`, joined: what a guard reads to say it kept its beats. */
const labelsOf = (topic: string, language: Language) =>
  draft({ topic, language })
    .beats.map((beat) => beat.label)
    .join(' | ')

/** Every talking head of the topics in `language`, with its beat labels and, for a failure's message, all of them. */
function* talkingHeads(language: Language, topics: readonly (readonly [string, Language])[]) {
  const own = topics.filter(([, written]) => written === language).map(([topic]) => topic)
  for (const made of drafts(language, { topics: own, formats: ['talking_head'] })) {
    const labels = made.script.beats.map((beat) => beat.label)
    yield { ...made, labels, all: `${made.where}: ${labels.join(' | ')}` }
  }
}

const sections = (script: Script) => [script.hook, ...script.beats, script.call_to_action]
/** Every line of a draft a viewer sees or hears, with its titles, tags and caption. */
const everything = (script: Script) => [
  ...sections(script).flatMap((beat) => [beat.label, beat.shot, beat.voice_over, beat.on_screen_text]),
  ...script.titles,
  ...script.hashtags,
  script.caption ?? '',
]

/** The places a vlog's moments tell, in order, from their labels ("片段 1、2", "Moments 3–5", "Moment 6"). */
const placesTold = (script: Script) =>
  script.beats.flatMap((beat) => {
    const [, from, to] = /^(?:片段|Moments?) (\d+)(?:(?:、| and |–)(\d+))?$/.exec(beat.label) ?? []
    return from ? Array.from({ length: Number(to ?? from) - Number(from) + 1 }, (_, i) => Number(from) + i) : []
  })
/** What a beat says before its instruction: 「第一站。」 of 「第一站。【…】」. */
const opener = (voice: string) => voice.split(/[【[]/)[0].trim()
const everyPlace = (topic: string) => Array.from({ length: topicCount(topic) ?? 0 }, (_, i) => i + 1)

/** Bracketed text in a voice-over, whether or not the contract reads it as a placeholder. */
const bracketed = (text: string) => text.match(/【[^【】]*】|\[[^[\]]*\]/g) ?? []

/** Every `ask` of a beat's lines, whatever its conditions. */
function asksOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  const lines = value as Record<string, unknown>
  return 'ask' in lines ? leaves(lines.ask) : Object.values(lines).flatMap(asksOf)
}
const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(leaves)

describe('an instruction asks for as much as its seconds hold', () => {
  it('every instruction of the lines fits a placeholder at any depth, for up to 99.5 s', () => {
    // The longest values a placeholder takes: a tenth point, a long Chinese unit.
    const values = { n: 10, nZh: '十', count: 10, countZh: '十', item: 'mistake', numbered: '第 10 个误区' }
    for (const copy of [
      TALKING_HEAD,
      TUTORIAL,
      VLOG,
      STORY,
      NEWS,
      ANNOUNCEMENT,
      MATCH,
      REVIEW,
      EXPERIENCE,
      REACTION,
      LIVE_REACTION,
    ].flatMap(Object.values))
      for (const language of ['zh', 'en'] as const)
        for (const ask of asksOf(copy[language]))
          for (const depth of ['line', 'few', 'layers'] as const) {
            const text = fillPlaceholders(ask, {
              ...values,
              how: SAY_HOW[language][depth],
              example: WITH_EXAMPLE[language][depth],
            })
            const slot = timedSlot(language, text, 99.5)
            expect(slot.match(PLACEHOLDER), slot).toEqual([slot])
          }
  })

  // One line takes a few seconds; two or three sentences about 8 s; two or three parts 20 s and more.
  const WORDING = {
    zh: { line: /一句话/, few: /两三句话/, layers: /两三层/ },
    en: { line: /\bone line\b/, few: /\ba few sentences\b/, layers: /\btwo or three parts\b/ },
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform, format, length and tone`, () => {
      const tones = language === 'zh' ? [undefined, '幽默', '专业'] : [undefined, 'funny', 'professional']
      const { line, few, layers } = WORDING[language]
      for (const { where, script } of drafts(language, { tones })) {
        for (const beat of script.beats) {
          for (const slot of bracketed(beat.voice_over)) {
            // Was "[say announced detail 1 (a date, …) and where it was announced, in one line (~5 s)]":
            // over the contract's 80 characters, it was read as words to say, not as a placeholder.
            expect(slot.match(PLACEHOLDER), `${where}: ${slot}`).toEqual([slot])
            const seconds = statedSeconds(slot)
            if (seconds === null) continue
            // Was "【用两三句话说说成品好在哪里，做下来要多久，约 4 秒】" and "【用一句话把步骤串一遍，约 10 秒】".
            if (seconds < 8) expect(slot, where).not.toMatch(few)
            if (seconds < 20) expect(slot, where).not.toMatch(layers)
            if (seconds >= 8) expect(slot, where).not.toMatch(line)
          }
        }
      }
    })
  }
})

describe('an instruction with little time asks for one thing', () => {
  /** How an instruction may say what it asks (how much, a few words each, calmly, the tone): not a thing to say. */
  const MANNER = {
    zh: /用一句话|用两三句话|分两三层|，每[个段种步]几个字|，不猜测、不(?:指责|渲染)|，语气有力|，语气轻松，可以自嘲|，语气温和|，先留个悬念|（[^）]*）/g,
    en: /,? in (?:one line|a few sentences|two or three parts)|,? (?:a few words each|in a few words)|,? (?:without guessing or drama|not guessing or blaming)|, (?:with energy|lightly, with a joke at your own expense|gently|holding back the answer a moment)/g,
  }
  /** A professional tone's source, which an instruction of one line may add to what it asks. */
  const CITE = { zh: /，注明出处/g, en: /, citing a source/g }
  /** Several items told at once ("第 1、2 点", "moments 1 and 2") are one thing to say. */
  const RANGE = { zh: /\d+、\d+/g, en: /\d+(?: and |–)\d+/g }
  /** What joins two things asked for: "去了哪、看到什么", "说出看法，注明出处"; "where you are and why you came". */
  const JOIN = {
    zh: /[、，]/g,
    en: /,(?: and| or)? |\sand (?=what|how|why|who|when|where|if|give|say|its|the right|your)/g,
  }
  const things = (language: Language, slot: string, seconds: number) => {
    let text = slot
      .replace(/^[【[]|，约 [\d.]+ 秒】$| \(~[\d.]+ s\)\]$/g, '')
      .replace(MANNER[language], '')
      .replace(RANGE[language], 'N')
    if (seconds >= 4) text = text.replace(CITE[language], '')
    return { text, count: 1 + (text.match(JOIN[language]) ?? []).length }
  }
  const TOPICS_TOO = {
    zh: ['12个省钱小技巧', '十大必去的城市公园', '司机缺氧离世有5个上学孩子'],
    en: ['12 ways to save money', 'Plane crash kills 12 in storm'],
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}: one thing under 4 s, at most two under 8 s, every platform, format, length and tone`, () => {
      const tones = language === 'zh' ? [undefined, '幽默', '专业'] : [undefined, 'funny', 'professional']
      let brief = 0
      for (const { script, topic, platform, format, duration, tone } of drafts(language, {
        topics: [...TOPICS[language], ...TOPICS_TOO[language]],
        tones,
      })) {
        for (const beat of script.beats)
          for (const slot of bracketed(beat.voice_over)) {
            const seconds = statedSeconds(slot)
            if (seconds === null || seconds >= 8) continue
            const { text, count } = things(language, slot, seconds)
            const where = `${platform} ${format} ${duration}s ${tone ?? ''} "${topic}" ${beat.label}: ${slot} (${text})`
            if (seconds < 4) brief++
            // Was "【用一句话说说第 1 段去了哪、看到什么、感受如何，约 2 秒】" and
            // "[say this view and its reasons, and who holds it, in one line (~3 s)]".
            expect(count, where).toBeLessThanOrEqual(seconds < 4 ? 1 : 2)
          }
      }
      expect(brief).toBeGreaterThan(0)
    })
  }

  it('asks for a source once', () => {
    for (const [topic, language, tone] of [
      ['华为发布新款折叠屏手机', 'zh', '专业'],
      ['Apple announces the new iPad', 'en', 'professional'],
      ['延迟退休方案引发热议', 'zh', '专业'],
      ['Apple unveils new iPhone amid backlash', 'en', 'professional'],
    ] as const)
      for (const platform of PLATFORMS)
        for (const duration of DURATIONS) {
          const script = draft({
            topic,
            platform,
            language,
            tone,
            format: 'news_commentary',
            duration_seconds: duration,
          })
          for (const beat of script.beats)
            // Was "【说出第 1、2 种看法，每种几个字，注明出处，注明出处，约 3 秒】".
            expect(beat.voice_over, `${platform} ${duration}s ${beat.label}`).not.toMatch(
              /(?:出处|来源|source)[^【】[\]]*(?:出处|来源|source)/,
            )
        }
  })
})

describe('a recap reads as a sentence, and a single point is not recapped as "them"', () => {
  const recapOf = (script: Script) => script.beats[script.beats.length - 1]
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}`, () => {
      let single = 0
      for (const platform of PLATFORMS) {
        for (const topic of TOPICS[language].slice(0, 2)) {
          for (const duration of [15, 30, 60]) {
            const script = draft({ topic, platform, language, format: 'talking_head', duration_seconds: duration })
            const recap = recapOf(script)
            // A counted list too long for its seconds has no recap.
            if (!['总结', 'Recap'].includes(recap.label)) continue
            const points = script.beats.filter((beat) => /^(?:原因|误区|要点|Reason|Tip|Point) \d+$/.test(beat.label))
            const where = `${platform} ${duration}s "${topic}": ${recap.voice_over} / ${recap.on_screen_text}`
            if (points.length === 1) {
              single++
              // Was "总结一下这一个原因。【用一句话把它们串起来…】" and on screen "1 个原因回顾", "Recap: 1 reason".
              expect(recap.voice_over, where).not.toMatch(/它们|这一个|前面几条|\bthem\b/)
              expect(recap.on_screen_text, where).not.toMatch(/\b1\b|\d\s*个/)
            } else if (language === 'en') {
              // Was "So, 3 reasons.": a count, not a sentence.
              expect(recap.voice_over, where).toMatch(/^(?:So those are the \d+ \w+\.|To sum up\.) /)
            }
          }
        }
      }
      expect(single).toBeGreaterThan(0)
    })
  }
})

describe('counts on screen are written as titles write them', () => {
  it('with no space between an Arabic numeral and a Chinese measure word', () => {
    for (const { where, script } of drafts('zh')) {
      const onScreen = [...sections(script).map((beat) => beat.on_screen_text), script.cover_text, ...script.titles]
      // Was "3 个原因回顾", "3 步回顾", "第 1 步" beside titles' "3个原因".
      for (const text of onScreen) expect(text, where).not.toMatch(/\d\s+\p{Script=Han}/u)
    }
  })
})

describe("a vlog's moments and a story's turns open in order, without starting over", () => {
  const FIRST = { zh: '先从这里说起。', en: 'It starts here.' }
  const LAST = { zh: /^最后/, en: /finally/i }
  const CORE = /^(?:片段|转折|Moment|Turn) \d+/
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}`, () => {
      const topics = { zh: ['12个省钱小技巧', '都来学这个冬日淡妆'], en: ['12 ways to save money', 'budget phones'] }
      for (const {
        script: { beats },
        topic,
        platform,
        format,
        duration,
      } of drafts(language, {
        formats: ['vlog', 'story'] as const,
        topics: [...topics[language], ...TOPICS[language]],
      })) {
        const where = `${platform} ${format} ${duration}s "${topic}": ${beats.map((b) => opener(b.voice_over)).join(' | ')}`
        const cores = beats.filter((beat) => CORE.test(beat.label))
        const openers = cores.map((beat) => opener(beat.voice_over)).filter(Boolean)
        // Was "最后这段。" on turn 7 of 12, then "先从这里说起。" on turn 8.
        expect(new Set(openers).size, where).toBe(openers.length)
        cores.forEach((beat, i) => {
          const said = opener(beat.voice_over)
          // "First" only on the first beat told; was "接下来。" on a story's first beat.
          if (said === FIRST[language]) expect(beat, where).toBe(beats[0])
          if (beat === beats[0] && format === 'story') expect(said, where).not.toMatch(/^(?:接下来|Next)/)
          // "Last" only on the last; was "最后这段。" on a vlog's eighth moment of ten.
          if (LAST[language].test(said)) expect(i, where).toBe(cores.length - 1)
        })
        // Was "先说说这是哪里。" then "先从这里说起。".
        for (let i = 1; i < beats.length; i++)
          if (language === 'zh')
            expect(`${opener(beats[i - 1].voice_over)}${opener(beats[i].voice_over)}`, where).not.toMatch(/^先.*。先/)
          else
            expect(`${opener(beats[i - 1].voice_over)} ${opener(beats[i].voice_over)}`, where).not.toMatch(
              /^First\b.*\. (?:It starts here|First)\b/,
            )
      }
    })
  }
})

describe('no two beats of a draft open with the same words', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every format`, () => {
      const topics = {
        zh: ['延迟退休方案引发热议', '12个省钱小技巧'],
        en: ['Apple unveils new iPhone amid backlash', '12 ways to save money'],
      }
      for (const {
        script: { beats },
        topic,
        platform,
        format,
        duration,
      } of drafts(language, { topics: [...topics[language], ...TOPICS[language]] })) {
        const openers = beats.map((beat) => opener(beat.voice_over)).filter(Boolean)
        // Was "还有一种看法。" / "One more view." on every view after the second.
        expect(new Set(openers).size, `${platform} ${format} ${duration}s "${topic}": ${openers.join(' | ')}`).toBe(
          openers.length,
        )
      }
    })
  }
})

describe('only one section of a draft opens with 先 / "First"', () => {
  /** What a section says before its instruction. */
  const FIRST = { zh: /(?:^|[。？！])先/, en: /(?:^|[.?!] )First\b/ }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform, format, length, and an energetic tone`, () => {
      const topics = {
        zh: ['延迟退休方案引发热议', '香港火灾已致146人遇难', '如何做出好喝的手冲咖啡'],
        en: ['Apple unveils new iPhone amid backlash', 'Plane crash kills 12 in storm', 'How to brew pour-over coffee'],
      }
      const tones = language === 'zh' ? [undefined, '激情'] : [undefined, 'energetic']
      for (const { script, topic, platform, format, duration, tone } of drafts(language, {
        topics: [...topics[language], ...TOPICS[language]],
        tones,
      })) {
        const openers = [script.hook, ...script.beats].map((beat) => opener(beat.voice_over))
        // Was "先看看这个现象。…" then "先说第一个原因。…"; "先说发生了什么。" then "各方怎么说？先看一种看法。";
        // an energetic talking head's hook "先看结果，再说怎么做到的。" before "先看看这个现象。".
        expect(
          openers.filter((said) => FIRST[language].test(said)).length,
          `${platform} ${format} ${duration}s ${tone ?? ''} "${topic}": ${openers.join(' | ')}`,
        ).toBeLessThanOrEqual(1)
      }
    })
  }
})

describe("a post's points are instructions, never a label and a framing line", () => {
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, on Weibo and Xiaohongshu`, () => {
      for (const platform of ['weibo', 'xiaohongshu'] as const)
        for (const format of SCRIPT_FORMATS)
          for (const duration of DURATIONS)
            for (const topic of TOPICS[language]) {
              const { caption } = draft({ topic, platform, format, language, duration_seconds: duration })
              const lines = (caption ?? '').split('\n')
              // A post's points are numbered; a note's come between its intro and its outro.
              const points = platform === 'weibo' ? lines.filter((line) => /^\d+\./.test(line)) : lines.slice(1, -1)
              for (const line of points) {
                const body = line.replace(/^(?:\d+\.\s*|\p{Extended_Pictographic}\s*)[^:：]{1,24}[:：]\s*/u, '')
                // Was "2. What we know 1: Here's what we know so far." and "3. What we know 2: Second.".
                expect(body, `${platform} ${format} ${duration}s "${topic}": ${line}`).toMatch(
                  /^(?:【(?:写|列)[^】]*】|\[(?:write|list|name)[^\]]*\])$/,
                )
              }
            }
    })
  }
})

describe('a tutorial of a skill or a habit opens on what you will be able to do, not a made thing', () => {
  const MADE = { zh: /成品|做好的/, en: /finished|tools and materials/i }
  const TOOLS = { zh: /工具和材料/, en: /tools and materials/i }
  const text = (script: Script) =>
    sections(script)
      .flatMap((beat) => [beat.voice_over, beat.shot, beat.on_screen_text])
      .join('\n')
  it('in both languages, every platform', () => {
    for (const platform of PLATFORMS) {
      for (const [topic, language] of [
        ['How to start running at 40', 'en'],
        ['How to save money on groceries', 'en'],
        ['如何三个月学会游泳', 'zh'],
        ['怎么养成早起的习惯', 'zh'],
      ] as const) {
        const script = draft({ topic, platform, language, format: 'tutorial', duration_seconds: 90 })
        // Was "Here is the finished result.", "[film the finished result]", "[list the tools and materials…]", "先看做好的样子".
        expect(text(script), `${platform} "${topic}"`).not.toMatch(MADE[language])
        expect(script.beats[0].voice_over, `${platform} "${topic}"`).toMatch(/能做到|be able to/)
      }
      // Something made keeps its finished result and its materials.
      for (const [topic, language] of [
        ['How to brew pour-over coffee', 'en'],
        ['如何做出好喝的手冲咖啡', 'zh'],
      ] as const) {
        const script = draft({ topic, platform, language, format: 'tutorial', duration_seconds: 90 })
        expect(text(script), `${platform} "${topic}"`).toMatch(MADE[language])
        const preparation = script.beats.find((beat) => /准备工作|What you need/.test(beat.label))
        if (preparation) expect(preparation.voice_over, `${platform} "${topic}"`).toMatch(TOOLS[language])
      }
    }
  })

  it('and its hook promises the steps, not a result to show first, in both languages', () => {
    const RESULT_FIRST = { zh: /成品|先看结果|怎么做到的/, en: /finished result|Result first|show you how/i }
    for (const platform of PLATFORMS)
      for (const duration of [15, 60, 180])
        for (const [topic, language] of [
          ['How to start running at 40', 'en'],
          ['budget phones', 'en'],
          ['如何三个月学会游泳', 'zh'],
          ['怎么养成早起的习惯', 'zh'],
        ] as const) {
          const brief = briefSchema.parse({ topic, platform, language, format: 'tutorial', duration_seconds: duration })
          // A regenerate rotates the hook's pattern; the punchier hook follow-up picks its own.
          const hooks = [0, 1, 2, 3].map((variant) => composeDraft(brief, language, variant).hook)
          hooks.push(composeDraft(brief, language, { punchierHook: true }).hook)
          for (const hook of hooks) {
            const where = `${platform} ${duration}s "${topic}": ${hook.voice_over} / ${hook.on_screen_text}`
            // Was "Result first. Then I show you how." and "先看结果，再说怎么做到的。" for learning to run.
            expect(hook.voice_over, where).not.toMatch(RESULT_FIRST[language])
            expect(hook.on_screen_text, where).not.toMatch(RESULT_FIRST[language])
          }
        }
    // Something made still opens on its result.
    for (const [topic, language] of [
      ['How to brew pour-over coffee', 'en'],
      ['如何做出好喝的手冲咖啡', 'zh'],
    ] as const)
      expect(draft({ topic, language, format: 'tutorial', duration_seconds: 60 }).hook.voice_over).toMatch(
        RESULT_FIRST[language],
      )
    // Were "Start running at 40, step by step." and 「三个月学会游泳，一步步来。」: the topic and a stock line.
    expect(draft({ topic: 'How to start running at 40', language: 'en', format: 'tutorial' }).hook.voice_over).toBe(
      '[say in one line what you can do once you start running at 40 (~3 s)]',
    )
    expect(draft({ topic: '如何三个月学会游泳', language: 'zh', format: 'tutorial' }).hook.voice_over).toBe(
      '【用一句话说出做到「三个月学会游泳」以后能做什么，约 3 秒】',
    )
  })
})

describe("a talking head's B-roll names what the beat is: a reason, a step, a mistake", () => {
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}`, () => {
      let seen = 0
      for (const { where, script } of drafts(language))
        for (const beat of script.beats) {
          if (!/B-roll/.test(beat.shot)) continue
          seen++
          // Was "B-roll: [film something that shows this point]" for a reason.
          const noun = beat.label.split(' ')[0].toLowerCase().replace('步骤', '步').replace('要点', '点')
          expect(beat.shot, `${where} ${beat.label}`).toContain(noun)
        }
      expect(seen).toBeGreaterThan(0)
    })
  }
})

describe('a death, a disaster or a crime reads respectfully in every format', () => {
  const SENSITIVE = {
    zh: ['司机缺氧离世有5个上学孩子', '香港火灾已致146人遇难'],
    en: ['Plane crash kills 12 in storm', 'Driver dies in crash, leaving five children'],
  }
  // Acting out the tragedy, an "example" of it, dramatic music, "was it worth it", "what you were doing then".
  const UNFIT = {
    // A story's "twists" and "that year" make a tragedy a plot, or a thing of the past while it is news.
    zh: /情景再现|例子|案例|能说明|轻快|音乐推到最高|问题来了|计划之外|小插曲|值不值得|你当时在做什么|回忆滤镜|转折|那一年/,
    en: /re-enactment|example|shows this|light music|music peaks|off the plan|worth it|what you were doing then|memory filter|\bturns?\b|back then/i,
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}`, () => {
      for (const { script, topic, platform, format, duration } of drafts(language, { topics: SENSITIVE[language] })) {
        const where = `${platform} ${format} ${duration}s "${topic}"`
        for (const beat of script.beats)
          for (const text of [beat.label, beat.shot, beat.voice_over, beat.on_screen_text])
            // Was "先说第一点。【用两三句话说清第 1 点，再举一个例子…】", "Re-enactment: [film the key image of turn 1]".
            expect(text, `${where} ${beat.label}`).not.toMatch(UNFIT[language])
        // A talking head about a death is commentary on it: what happened first.
        if (format === 'talking_head')
          expect(script.beats[0].label, where).toBe(language === 'zh' ? '事件速览' : 'What happened')
      }
    })
  }
})

describe('every beat has time to say something', () => {
  it('tells a list longer than its seconds several items to a beat, in a few words each', () => {
    // Was ten beats of 1 s: "【用一句话说清第 1 点，约 1 秒】".
    const zh = draft({ topic: '十大必去的城市公园', language: 'zh', format: 'talking_head', duration_seconds: 15 })
    expect(zh.beats.map((beat) => beat.label)).toEqual([
      '要点 1、2',
      '要点 3、4',
      '要点 5、6',
      '要点 7、8',
      '要点 9、10',
    ])
    expect(zh.beats[0].voice_over).toBe('【说出第 1、2 点，每个几个字，约 2 秒】')
    // A vlog visits what its topic counts when that is places to go.
    const en = draft({ topic: '10 places to visit in Tokyo', language: 'en', format: 'vlog', duration_seconds: 15 })
    expect(en.beats[0]).toMatchObject({
      label: 'Moments 1 and 2',
      voice_over: '[say where moments 1 and 2 are, a few words each (~2 s)]',
    })
  })

  const COUNTED = {
    zh: ['十大必去的城市公园', '12个省钱小技巧', '5个让你早起的小习惯', '新手买咖啡机的三个误区'],
    en: ['12 ways to save money', '10 habits of productive people', '5 tips for better sleep'],
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, a counted list included, every item still told`, () => {
      for (const { script, topic, platform, format, duration } of drafts(language, {
        topics: [...COUNTED[language], ...TOPICS[language]],
      })) {
        const where = `${platform} ${format} ${duration}s "${topic}"`
        for (const beat of script.beats) {
          // Was "【用一句话说说第 8 段去了哪、看到什么、感受如何，约 1 秒】".
          expect(beat.seconds, `${where} ${beat.label}`).toBeGreaterThanOrEqual(2)
          for (const slot of bracketed(beat.voice_over))
            expect(statedSeconds(slot) ?? 2, `${where} ${beat.label}: ${slot}`).toBeGreaterThanOrEqual(2)
        }
        // A counted talking head still tells every item, several to a beat when time is short
        // (from 30 s: in 15 s, a list longer than its seconds is not walked through).
        const count = topicCount(topic)
        if (format !== 'talking_head' || !count || duration < 30 || duration > 60) continue
        const told = new Set(
          script.beats.flatMap((beat) => {
            const [, from, to] = /(\d+)(?:[–、]|\sand\s)?(\d+)?$/.exec(beat.label) ?? []
            if (!from || /^(?:What|Recap|总结)/.test(beat.label)) return []
            return Array.from({ length: Number(to ?? from) - Number(from) + 1 }, (_, i) => Number(from) + i)
          }),
        )
        if (told.size > 0)
          expect(
            [...told].sort((a, b) => a - b),
            where,
          ).toEqual(Array.from({ length: count }, (_, i) => i + 1))
      }
    })
  }
})

describe('an instruction that stands for what the creator says takes no full stop after it', () => {
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}`, () => {
      const tones = language === 'zh' ? [undefined, '幽默', '专业'] : [undefined, 'funny', 'professional']
      for (const { where, script } of drafts(language, { tones }))
        for (const beat of sections(script))
          // Was "…约 7 秒】。" and "(~9.5 s)].".
          expect(beat.voice_over, `${where} ${beat.label}`).not.toMatch(/(?:约 [\d.]+ 秒】|\(~[\d.]+ s\)\])[。.]/)
    })
  }
})

describe('"add a data point" goes where there is room, and the note says where', () => {
  /** The version after "add a data point" on a first draft, written by the offline engine or by a model. */
  const withData = (input: Partial<BriefInput>, firstBy: string) => {
    const brief = briefSchema.parse({ topic: 'budget phones', platform: 'douyin', ...input })
    const first = renderScriptMarkdown(composeDraft(brief, brief.language), brief)
    const history: EngineTurn[] = [
      { role: 'user', content: '' },
      { role: 'assistant', content: first, engine: firstBy },
      { role: 'user', content: '', action: 'add_data_point' },
    ]
    return nextOfflineVersion(brief, history).script
  }
  const NOTE = { zh: /已在镜头 (\d+) 加入数据位/, en: /Added a data point to beat (\d+)/ }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform and format, short drafts included`, () => {
      for (const platform of PLATFORMS)
        for (const format of SCRIPT_FORMATS)
          for (const duration of [15, 30, 60])
            for (const topic of TOPICS[language].slice(0, 3))
              for (const firstBy of ['offline', 'openai-compatible:deepseek:deepseek-chat']) {
                const script = withData({ topic, platform, format, language, duration_seconds: duration }, firstBy)
                const where = `${platform} ${format} ${duration}s "${topic}" (${firstBy})`
                const at = script.beats.findIndex((beat) => beat.voice_over.includes(DATA_LINE[language]))
                expect(at, where).toBeGreaterThanOrEqual(0)
                // Was "已在镜头 2 加入数据位" whatever beat 2 had room for.
                const named = script.notes.map((note) => NOTE[language].exec(note)?.[1]).find(Boolean)
                expect(Number(named), `${where}: ${script.notes.join(' / ')}`).toBe(at + 1)
                if (firstBy !== 'offline') continue
                // Was "根据【写下数据来源】，【写下具体数字】。【用一句话说出你的结论，约 1 秒】" in a 15 s recap.
                for (const slot of bracketed(script.beats[at].voice_over))
                  expect(statedSeconds(slot) ?? 2, `${where}: ${script.beats[at].voice_over}`).toBeGreaterThanOrEqual(2)
              }
    })
  }
})

describe("a topic's count sets the core beats of a list, not a story's turns or news' views", () => {
  const COUNTED = {
    zh: ['12个省钱小技巧', '十大必去的城市公园', '5个让你早起的小习惯'],
    en: ['12 ways to save money', '10 places to visit in Tokyo', '10 habits of productive people'],
  }
  const PLAIN = { zh: '省钱这件事', en: 'saving money' }
  const PLACES = { zh: '十大必去的城市公园', en: '10 places to visit in Tokyo' }
  const labels = (script: Script) => script.beats.map((beat) => beat.label).join(' | ')
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform and length`, () => {
      for (const platform of PLATFORMS)
        for (const duration of DURATIONS)
          for (const topic of COUNTED[language]) {
            for (const format of ['story', 'news_commentary', 'vlog'] as const) {
              const counted = draft({ topic, platform, format, language, duration_seconds: duration })
              const where = `${platform} ${format} ${duration}s "${topic}": ${labels(counted)}`
              if (format === 'vlog' && topic === PLACES[language]) {
                // A vlog of places visits each, several to a beat when time is short.
                if (duration >= 60) expect(placesTold(counted), where).toEqual(everyPlace(topic))
                continue
              }
              // Was twelve turns with no setup or ending for "12个省钱小技巧" as a 600 s story, and ten views as news.
              const plain = draft({ topic: PLAIN[language], platform, format, language, duration_seconds: duration })
              expect(labels(counted), where).toBe(labels(plain))
            }
            // A list keeps its count: its last core beat tells the last item.
            if (duration !== 60) continue
            const list = draft({ topic, platform, format: 'talking_head', language, duration_seconds: duration })
            const last = new RegExp(`\\D${topicCount(topic)}$`)
            expect(
              list.beats.some((beat) => last.test(beat.label)),
              `${platform} "${topic}": ${labels(list)}`,
            ).toBe(true)
          }
    })
  }
})

describe('an English story says "then" once', () => {
  it('in its conflict, never again in a turn, every platform and length', () => {
    for (const {
      script: { beats },
      topic,
      platform,
      format,
      duration,
    } of drafts('en', { formats: ['story', 'vlog'] as const, topics: ['12 ways to save money', ...TOPICS.en] })) {
      const openers = beats.map((beat) => opener(beat.voice_over))
      // Was "Then things changed." and, three turns on, "Then.".
      expect(
        openers.filter((said) => /\bthen\b/i.test(said)).length,
        `${platform} ${format} ${duration}s "${topic}": ${openers.join(' | ')}`,
      ).toBeLessThanOrEqual(1)
    }
  })
})

describe("one person's illness is a personal talking head, not news", () => {
  const PERSONAL = {
    zh: ['她确诊癌症后的第一年', '我妈妈确诊白血病以后'],
    en: ['My first year after a cancer diagnosis', "Living with my mother's cancer"],
  }
  // Sources, sides and news framing; jokes, hype and "examples" of a person's illness.
  const NEWS = {
    zh: /来源|出处|各方|看法|事件|新闻|时事|理性讨论|事情经过|关注什么|例子|案例|能说明|自嘲|语气有力|干货/,
    en: /source|outlet|credit|people saying|\bviews?\b|\bnews\b|headline screenshot|what happened|what we know|example|shows this|joke|with energy/i,
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform and length, whatever the tone, and as a review or a tutorial too`, () => {
      const tones = language === 'zh' ? [undefined, '幽默', '激情'] : [undefined, 'funny', 'energetic']
      for (const platform of PLATFORMS)
        for (const duration of DURATIONS)
          for (const topic of PERSONAL[language])
            for (const format of ['talking_head', 'review', 'tutorial'] as const)
              for (const tone of format === 'talking_head' ? tones : [undefined]) {
                const script = draft({ topic, platform, format, language, duration_seconds: duration, tone })
                const where = `${platform} ${format} ${duration}s ${tone ?? ''} "${topic}"`
                const said = everything(script)
                // Was "先说发生了什么。【只说已证实的经过，注明来源…】", "各方怎么说？…", #社会新闻 and "：事情经过".
                for (const text of said) expect(text, where).not.toMatch(NEWS[language])
                expect(script.beats[0].label, where).not.toMatch(/事件速览|What happened/)
              }
    })
  }

  it('while a headline about deaths, or about one person in the news, stays news', () => {
    for (const [topic, language] of [
      ['香港火灾已致146人遇难', 'zh'],
      ['她确诊癌症后首次公开露面', 'zh'],
      ['Plane crash kills 12 in storm', 'en'],
    ] as const)
      expect(draft({ topic, language, format: 'talking_head' }).beats[0].label, topic).toMatch(/事件速览|What happened/)
  })
})

describe("a topic is read in its own script, whatever the draft's language", () => {
  const cores = (script: Script, pattern: RegExp) => script.beats.filter((beat) => pattern.test(beat.label)).length
  it('a Chinese topic in an English draft, and an English topic in a Chinese one, every platform', () => {
    for (const platform of PLATFORMS) {
      const en = (topic: string, format: BriefInput['format'] = 'talking_head') =>
        draft({ topic, platform, format, language: 'en', duration_seconds: 60 })
      const zh = (topic: string, format: BriefInput['format'] = 'talking_head') =>
        draft({ topic, platform, format, language: 'zh', duration_seconds: 60 })
      // Was "年轻人为什么开始反向消费: 3 things you need to know" and Point 1, 2, 3.
      const why = en('年轻人为什么开始反向消费')
      expect(cores(why, /^Reason \d+$/), platform).toBeGreaterThan(0)
      expect(why.titles.join(' / '), platform).not.toMatch(/things you need to know|\bpoints?\b/i)
      expect(cores(en('如何三个月学会游泳'), /^Step \d+$/), platform).toBeGreaterThan(0)
      expect(cores(en('新手买咖啡机的三个误区'), /^Mistake \d+$/), platform).toBe(3)
      expect(en('华为发布新款折叠屏手机').beats[0].label, platform).toBe('What happened')
      expect(en('如何做出好喝的手冲咖啡', 'tutorial').beats[0].label, platform).toBe('The result')
      // The other way round: "Why budget phones are winning" was 要点 1, 2, 3 in a Chinese draft.
      expect(cores(zh('Why budget phones are winning'), /^原因 \d+$/), platform).toBeGreaterThan(0)
      expect(cores(zh('How to start running at 40'), /^步骤 \d+$/), platform).toBeGreaterThan(0)
      expect(cores(zh('5 tips for better sleep'), /^技巧 \d+$/), platform).toBe(5)
      expect(zh('Apple announces the new iPad').beats[0].label, platform).toBe('事件速览')
    }
  })
})

describe('a story always ends, however short', () => {
  const STORIES = {
    zh: ['一天逛完杭州的10个地方', '我第一次辞职的经历', '她确诊癌症后的第一年', '香港火灾已致146人遇难'],
    en: ['My first day at a new job', '10 places in Kyoto in one day', 'My first year after a cancer diagnosis'],
  }
  const ENDING = { zh: '结果', en: 'The ending' }
  const SETUP = { zh: '背景', en: 'Setup' }
  const MIDDLE = /^(?:冲突|转折|经过|Conflict|Turns?|Parts?)\b/
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform, from 5 s to 600 s`, () => {
      for (const platform of PLATFORMS)
        for (const duration of [5, 10, 12, 15, 20, ...DURATIONS.slice(1)])
          for (const topic of STORIES[language]) {
            const { beats } = draft({ topic, platform, language, format: 'story', duration_seconds: duration })
            const labels = beats.map((beat) => beat.label)
            const where = `${platform} ${duration}s "${topic}": ${labels.join(' | ')}`
            // Was "背景 | 转折 1" in 15 s: a story with no ending. Its turns go first, never its ending.
            const ending = labels.indexOf(ENDING[language])
            expect(ending, where).toBeGreaterThanOrEqual(0)
            labels.forEach((label, i) => {
              if (MIDDLE.test(label)) expect(i, where).toBeLessThan(ending)
            })
            // From 15 s it also sets the scene: setup, a turn, the ending.
            if (duration >= 15) expect(labels[0], where).toBe(SETUP[language])
          }
    })
  }
})

describe('a vlog of ten places keeps its opening and its closing, the places sharing beats', () => {
  const PLACES = {
    zh: ['一天逛完杭州的10个地方', '十大必去的城市公园'],
    en: ['10 places in Kyoto in one day', '10 places to visit in Tokyo'],
  }
  const OPENING = { zh: '场景建立', en: 'Setting the scene' }
  const CLOSING = { zh: '感受', en: 'How it felt' }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform, from 30 s`, () => {
      for (const platform of PLATFORMS)
        for (const duration of DURATIONS.slice(1))
          for (const topic of PLACES[language]) {
            const script = draft({ topic, platform, language, format: 'vlog', duration_seconds: duration })
            const labels = script.beats.map((beat) => beat.label)
            const where = `${platform} ${duration}s "${topic}": ${labels.join(' | ')}`
            // Was ten moments and nothing else at 60 s: no "where we are", no "how it felt".
            expect(labels[0], where).toBe(OPENING[language])
            expect(labels[labels.length - 1], where).toBe(CLOSING[language])
            // Every place is still told, in order, several to a beat when the beats are fewer.
            expect(placesTold(script), where).toEqual(everyPlace(topic))
            for (const beat of script.beats) expect(beat.seconds, `${where} ${beat.label}`).toBeGreaterThanOrEqual(2)
          }
    })
  }
})

describe('a list told as news gets news titles, not a list quiz', () => {
  const LISTS = {
    zh: ['5个让你早起的小习惯', '新手买咖啡机的三个误区', '十大必去的城市公园'],
    en: ['5 tips for better sleep', 'three mistakes new runners make', '12 ways to save money'],
  }
  const QUIZ = /你做到了几个|你踩过几个|你中了几个|几个？|how many/i
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform`, () => {
      for (const platform of PLATFORMS)
        for (const topic of LISTS[language]) {
          const { titles } = draft({ topic, platform, language, format: 'news_commentary' })
          // Was "5个让你早起的小习惯｜你做到了几个？" as a news title.
          for (const title of titles) expect(title, `${platform} "${topic}"`).not.toMatch(QUIZ)
          expect(titles, `${platform} "${topic}"`).toHaveLength(3)
        }
    })
  }
})

describe("one person's illness as a story or a vlog is personal, not news", () => {
  const PERSONAL = {
    zh: ['她确诊癌症后的第一年', '我妈妈确诊白血病以后'],
    en: ['My first year after a cancer diagnosis', "Living with my mother's cancer"],
  }
  // Sources, sides, an event, "the people affected", "what it asks of us", and no jokes or hype.
  const NEWS = {
    zh: /来源|出处|各方|看法|事件|新闻|时事|理性讨论|资料照片|不猜测|不指责|不渲染|当事人|家属|提醒我们|值得关注|例子|案例|自嘲|语气有力|干货/,
    en: /source|outlet|credit|archive|\bviews?\b|\bnews\b|headline|what we know|guessing|blaming|drama|people affected|asks of us|deserves attention|example|joke|with energy/i,
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform and length, whatever the tone`, () => {
      const tones = language === 'zh' ? [undefined, '幽默', '激情'] : [undefined, 'funny', 'energetic']
      for (const platform of PLATFORMS)
        for (const duration of DURATIONS)
          for (const topic of PERSONAL[language])
            for (const format of ['story', 'vlog'] as const)
              for (const tone of tones) {
                const script = draft({ topic, platform, format, language, duration_seconds: duration, tone })
                const where = `${platform} ${format} ${duration}s ${tone ?? ''} "${topic}"`
                const said = everything(script)
                // Was "资料照片或空镜：【放一张第 1 段经过的照片，注明出处】", "【说说这件事提醒我们什么】",
                // "[film the surroundings of moment 1, not the people affected]", "What it asks of us".
                for (const text of said) expect(text, where).not.toMatch(NEWS[language])
                // Was "有相似经历的，欢迎在……" in a 15 s close: it is said whole.
                expect(script.call_to_action.voice_over, where).not.toMatch(/…/)
              }
    })
  }
})

describe('the spoken call to action asks for what the on-screen text shows', () => {
  type Action = 'like' | 'save' | 'coin' | 'follow' | 'subscribe' | 'repost' | 'comment'
  /** What a platform's on-screen cue shows, read by its emoji: "Repost 🔁 Comment 💬" on Weibo. */
  const CUE: Record<Action, RegExp> = {
    like: /❤️|👍/u,
    save: /⭐/u,
    coin: /🪙/u,
    follow: /➕/u,
    subscribe: /🔔/u,
    repost: /🔁/u,
    comment: /💬/u,
  }
  const shownOn = (platform: Platform) =>
    (Object.keys(CUE) as Action[]).filter((action) => CUE[action].test(platformProfile(platform).ctaOnScreen.en))
  const SAID: Record<Action, Record<Language, RegExp>> = {
    like: { zh: /点赞|三连/, en: /\blike(?=[,. ]|$)(?! this)|\ba like\b/i },
    save: { zh: /收藏|三连/, en: /\bsave\b|\band favourite\b/i },
    coin: { zh: /投币|三连/, en: /\bcoin\b/i },
    follow: { zh: /关注/, en: /\bfollow\b/i },
    subscribe: { zh: /订阅/, en: /\bsubscribe\b/i },
    repost: { zh: /转发/, en: /\brepost\b/i },
    comment: { zh: /评论|留言/, en: /\bcomments?\b|\bbelow\b/i },
  }
  const TOPICS_TOO = {
    zh: ['如何做出好喝的手冲咖啡', '5个让你早起的小习惯'],
    en: ['How to brew pour-over coffee', '5 tips for better sleep'],
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, every platform, format, length and tone`, () => {
      const tones = language === 'zh' ? [undefined, '幽默', '专业'] : [undefined, 'funny', 'professional']
      for (const platform of PLATFORMS)
        for (const format of SCRIPT_FORMATS)
          for (const duration of DURATIONS)
            for (const topic of [...TOPICS[language], ...TOPICS_TOO[language]])
              for (const tone of tones) {
                const { call_to_action: cta } = draft({
                  topic,
                  platform,
                  format,
                  language,
                  duration_seconds: duration,
                  tone,
                })
                const said = (Object.keys(SAID) as Action[]).filter((action) =>
                  SAID[action][language].test(cta.voice_over),
                )
                const where = `${platform} ${format} ${duration}s ${tone ?? ''} "${topic}": ${cta.voice_over} / ${cta.on_screen_text}`
                // Was "Save this for when you try it." under "Repost 🔁 Comment 💬" on Weibo, "先收藏…订阅看更多。"
                // under "订阅 🔔", and "Skip the like…" where no like is shown. A question for the comments is
                // asked anywhere.
                const shown = shownOn(platform)
                for (const action of said) if (action !== 'comment') expect(shown, where).toContain(action)
                // And it asks for something the screen shows: was "See you next time." under "Like 👍 Coin 🪙 Fav ⭐".
                expect(
                  said.some((action) => shown.includes(action)),
                  where,
                ).toBe(true)
              }
    })
  }
})

describe("a why-question's cover keeps asking why, and keeps the claim where the why does not fit", () => {
  const cover = (topic: string, language: Language, platform: Platform) =>
    draft({ topic, language, platform }).cover_text
  it('in zh', () => {
    // Was 「年轻人不爱结婚了？」, which asks whether; Douyin's 12 characters hold the why.
    expect(cover('为什么现在的年轻人都不爱结婚了', 'zh', 'douyin')).toBe('为什么年轻人不爱结婚了？')
    // Where the why does not fit, the claim stays, asked: never cut.
    expect(cover('为什么年轻人开始不爱喝奶茶了', 'zh', 'douyin')).toBe('年轻人不爱喝奶茶了？')
  })
  it('in en', () => {
    // Was "Budget phones?" on Bilibili, whose 16 characters hold neither "Why budget phones win" nor "Budget phones win".
    expect(cover('Why budget phones are winning', 'en', 'bilibili')).toBe('Why budget wins')
    expect(cover('Why budget phones are winning', 'en', 'douyin')).toBe('Why budget phones win')
    // Was "Electric cars?": the claim without its trailing phrase.
    expect(cover('Why electric cars are winning in China', 'en', 'douyin')).toBe('Why electric cars win')
    // People are not named by what describes them ("Why young quit"); the claim stays whole or the subject does.
    for (const platform of PLATFORMS)
      expect(cover('Why young people are quitting their office jobs', 'en', platform), platform).not.toMatch(
        /^(?:Why )?young (?:quit|wins)/i,
      )
  })
})

describe('a cover keeps the claim in a few words', () => {
  /** A topic, the shortest way the cover can say its claim, and what says it. */
  const CLAIMS: Record<Language, Array<[topic: string, shortest: string, claim: RegExp]>> = {
    zh: [
      ['为什么现在的年轻人都不爱结婚了', '年轻人不爱结婚了？', /年轻人.*不爱结婚/],
      ['为什么越来越多的年轻人选择回老家工作', '年轻人选择回老家工作？', /年轻人.*回老家工作/],
      ['「城市漫步」为什么突然火了，普通人该怎么开始', '「城市漫步」为什么火了？', /城市漫步.*火了/],
    ],
    en: [
      ['Why budget phones are winning', 'Budget phones win', /budget phones (?:are )?win/i],
      ['Why remote work is failing', 'Remote work fails', /remote work (?:is )?fail/i],
      ['Budget phones are winning. But why?', 'Budget phones win', /budget phones (?:are )?win/i],
      // Was "10 places": what is visited goes with the count.
      ['10 places in Kyoto in one day', '10 places in Kyoto', /10 places in Kyoto/],
    ],
  }
  for (const language of ['zh', 'en'] as const) {
    it(`in ${language}, on every platform whose limit holds it`, () => {
      let held = 0
      for (const platform of PLATFORMS)
        for (const format of ['talking_head', 'story'] as const)
          for (const [topic, shortest, claim] of CLAIMS[language]) {
            const { limits } = PLATFORM_RULES[platform]
            if (textLength(shortest, limits.unit) > limits.coverText) continue
            held++
            const { cover_text: cover } = draft({ topic, platform, format, language })
            const where = `${platform} ${format} "${topic}": ${cover}`
            // Was "Budget phones?" and "Remote work?" (a subject without its claim), "为什么现在的年轻人都不…"
            // (cut), and "「城市漫步」为什么火了，普通人该怎么？" (a verb cut off the question).
            expect(cover, where).toMatch(claim)
            expect(cover, where).not.toMatch(/…|怎么？/)
          }
      expect(held).toBeGreaterThan(0)
    })
  }
})

describe('what the creator did is told in the first person, not as three points', () => {
  /** Topics that say "I did X": going round places (stops), and doing something for a while (stages). */
  const DID: Record<Language, { visits: string[]; trial: string[] }> = {
    zh: { visits: ['我吃遍了成都的火锅'], trial: ['我用了一个月的iPhone 17', '30天，我戒掉了奶茶'] },
    en: {
      visits: ['I tried every hotpot place in Chengdu'],
      trial: ['I quit sugar for 30 days', 'I spent a month using only a flip phone'],
    },
  }
  const POINTS = {
    zh: /^(?:要点|原因|步骤) \d|^(?:开场|总结|真实案例)$/,
    en: /^(?:Point|Reason|Step)s? \d|^(?:Why it matters|Recap|A real example)$/,
  }
  const GENERIC = {
    zh: /一个个说清楚|你必须知道|避坑|干货|大实话/,
    en: /one by one|things you need to know|traps|truth about/i,
  }
  const OPENS = { zh: '起因', en: 'Why I did it' }
  const ENDS = { zh: '我的结论', en: 'My verdict' }
  const STOP = { zh: /^第[一二三四五六七八九十、到]+站$|^印象最深的一站$/, en: /^Stops? \d|^The standout stop$/ }
  const BEFORE_AFTER = { zh: /前后对比/, en: /Before and after/ }
  const BEST = { zh: { visits: '最推荐', trial: '最满意的地方' }, en: { visits: 'Top pick', trial: 'The best part' } }
  const MORE = {
    zh: { visits: ['没想到', '踩雷'], trial: ['没想到', '最不满意的地方'] },
    en: { visits: ['What surprised me', 'Skip this one'], trial: ['What surprised me', 'The worst part'] },
  }
  for (const language of ['zh', 'en'] as const)
    it(`in ${language}, every platform and length`, () => {
      for (const kind of ['visits', 'trial'] as const)
        for (const { where, script, topic, duration } of drafts(language, {
          topics: DID[language][kind],
          formats: ['talking_head'],
        })) {
          const labels = script.beats.map((beat) => beat.label)
          const all = `${where}: ${labels.join(' | ')}`
          // Was 「3点，一个个说清楚。」, 要点 1–3, 总结 and 「…｜避坑指南🔥」, #干货分享.
          for (const label of labels) expect(label, all).not.toMatch(POINTS[language])
          expect([...script.titles, script.hook.voice_over, ...script.hashtags].join(' | '), all).not.toMatch(
            GENERIC[language],
          )
          // It opens on what they did, as they say it (on screen when 3 s cannot say it), and ends on their verdict.
          expect(`${script.hook.voice_over} ${script.hook.on_screen_text}`, all).toContain(
            topic.replace(/^30天，/, '').slice(0, 6),
          )
          expect(labels[labels.length - 1], all).toBe(ENDS[language])
          if (duration >= 30) expect(labels[0], all).toBe(OPENS[language])
          // Places are told a stop at a time and filmed there; anything else ends on before and after.
          if (kind === 'visits')
            expect(
              labels.some((label) => STOP[language].test(label)),
              all,
            ).toBe(true)
          else expect(script.beats[script.beats.length - 1].shot, all).toMatch(BEFORE_AFTER[language])
          // A draft with the beats for it tells the best first, then the surprise and the worst.
          if (labels.length >= 5) expect(labels, all).toContain(BEST[language][kind])
          if (labels.length >= 8) expect(labels, all).toEqual(expect.arrayContaining(MORE[language][kind]))
        }
    })

  it('several things tried side by side are compared and ranked, not told as before and after', () => {
    const SAMPLES = {
      zh: ['我试了5款防晒', '我喝了3家网红奶茶'],
      en: ['I tried 5 budget phones', 'I tested 4 robot vacuums'],
    }
    const RANKING = { zh: '我的排名', en: 'My ranking' }
    const WHICH = { zh: /哪个最值得/, en: /which one wins/i }
    for (const language of ['zh', 'en'] as const)
      for (const { where, script } of drafts(language, { topics: SAMPLES[language], formats: ['talking_head'] })) {
        const all = `${where}: ${script.beats.map((beat) => `${beat.label} (${beat.on_screen_text})`).join(' | ')}`
        const verdict = script.beats[script.beats.length - 1]
        // Was 值不值得？ over a split screen of before and now, and the tag #我试.
        expect(verdict.on_screen_text, all).toBe(RANKING[language])
        expect(script.beats.map((beat) => beat.shot).join(' '), all).not.toMatch(
          /前后对比|Before and after|开始之前|Before:/,
        )
        expect(script.hashtags.join(' '), all).not.toMatch(/#我试|#i\b/i)
        // Where a title has room for it (Xiaohongshu and Weibo keep titles short), it asks which one wins.
        if (!/xiaohongshu|weibo/.test(where))
          expect(
            script.titles.some((title) => WHICH[language].test(title)),
            `${all} ${script.titles.join(' / ')}`,
          ).toBe(true)
      }
  })

  it('a trial that lasted a stated time is told by its days, weeks or months, first to last, not in stages', () => {
    // [topic, the first checkpoint's label, the last's]: a short span is counted in a smaller unit when it has more beats.
    const SPANS: Record<Language, [string, RegExp, RegExp][]> = {
      zh: [
        ['我坚持早起100天', /^第1天$/, /^第100天$/],
        ['我在大理住了半年', /^第1个月$/, /^第6个月$/],
        ['我用了两周iPhone 17', /^第1(?:周|天)$/, /^第(?:2周|14天)$/],
        ['我在成都吃了一个月火锅', /^第1天$/, /^第30天$/],
      ],
      en: [
        ['I quit sugar for 30 days', /^Day 1$/, /^Day 30$/],
        ['I spent a year in Japan', /^Month 1$/, /^Month 12$/],
        ['I used the iPhone 17 for two weeks', /^(?:Week|Day) 1$/, /^(?:Week 2|Day 14)$/],
        ['We spent 30 days in Tokyo', /^Day 1$/, /^Day 30$/],
      ],
    }
    const CHECKPOINT = {
      zh: /^第(\d+)(?:–(\d+))?(?:天|周|个月|年)$/,
      en: /^(?:Day|Week|Month|Year)s? (\d+)(?:–(\d+))?$/,
    }
    const STAGE = { zh: /阶段/, en: /\bStages?\b/ }
    for (const language of ['zh', 'en'] as const)
      for (const [topic, first, last] of SPANS[language]) {
        let told = 0
        for (const { where, script } of drafts(language, { topics: [topic], formats: ['talking_head'] })) {
          const beats = script.beats.filter((beat) => CHECKPOINT[language].test(beat.label))
          const all = `${where}: ${script.beats.map((beat) => beat.label).join(' | ')}`
          // Was Stage 1, Stage 2 / 第一个阶段, 第二个阶段.
          expect(everything(script).join('\n'), all).not.toMatch(STAGE[language])
          if (beats.length < 2) continue
          told++
          expect(beats[0].label, all).toMatch(first)
          expect(beats[beats.length - 1].label, all).toMatch(last)
          // Each later than the one before, and each beat says and shows the point it tells.
          const at = beats.map((beat) => Number(CHECKPOINT[language].exec(beat.label)![1]))
          expect(at, all).toEqual([...at].sort((a, b) => a - b))
          expect(new Set(at).size, all).toBe(at.length)
          for (const beat of beats) {
            expect(beat.on_screen_text, all).toContain(beat.label)
            expect(beat.voice_over.replace(/\s/g, '').toLowerCase(), all).toContain(
              beat.label.replace(/\s/g, '').toLowerCase(),
            )
          }
        }
        expect(told, topic).toBeGreaterThan(0)
      }
    // Nobody is asked how long something took that the topic says went on for half a year.
    for (const { where, script } of drafts('zh', { topics: ['我在大理住了半年'], formats: ['talking_head'] }))
      expect([script.beats[0].voice_over, script.caption ?? ''].join(' '), where).not.toMatch(/花了多久/)
    for (const { where, script } of drafts('en', { topics: ['I quit sugar for 30 days'], formats: ['talking_head'] }))
      expect(script.beats[0].voice_over, where).not.toMatch(/how long/)
    // A span that is not how long it went on ("for the first time in 10 years", "3 years ago") is no checkpoint.
    for (const [topic, language] of [
      ['I went back to my hometown for the first time in 10 years', 'en'],
      ['I quit my job 3 years ago', 'en'],
      ['我时隔10年回老家', 'zh'],
    ] as const) {
      const labels = draft({ topic, language, platform: 'douyin', duration_seconds: 60 }).beats.map((b) => b.label)
      expect(labels.join(' | '), topic).not.toMatch(/^(?:Day|Week|Month|Year)s? \d|^第\d+(?:天|周|个月|年)$/m)
    }
  })

  it('is tagged as what it was: a stay as travel, a stated time as a challenge, a life change as a story', () => {
    const tags = (topic: string, language: Language) =>
      draft({ topic, language, platform: 'tiktok' }).hashtags.join(' ')
    // Was #experiment #challenge #myexperience for a month in Tokyo and for quitting a job together.
    // #travel: no word of the draft says it (the script check's hashtag_unrelated); the place is the tag.
    expect(tags('We spent 30 days in Tokyo', 'en')).toMatch(/\bTokyo\b/)
    expect(tags('We spent 30 days in Tokyo', 'en')).not.toMatch(/experiment|challenge|myexperience/)
    expect(tags('We quit our jobs to travel', 'en')).not.toMatch(/experiment|challenge|myexperience/)
    // #ourstory only where the draft says it (hashtag_unrelated): the topic's own words instead.
    expect(tags('We quit our jobs to travel', 'en')).toMatch(/\bTravel\b/)
    // #challenge only where the draft says it (hashtag_unrelated); never #myexperience.
    expect(tags('I quit sugar for 30 days', 'en')).toMatch(/\bSugar\b/)
    // Using a phone for two weeks is living with one, not trying five side by side (#comparison, "Top pick").
    const phone = draft({ topic: 'I used the iPhone 17 for two weeks', language: 'en', platform: 'tiktok' })
    expect(phone.hashtags.join(' ')).toMatch(/honestreview/)
    expect(phone.hashtags.join(' ')).not.toMatch(/comparison|challenge/)
    expect(phone.beats.map((beat) => beat.label)).not.toContain('Top pick')
    // Was #半年: how long is no tag.
    expect(tags('我在大理住了半年', 'zh')).not.toMatch(/半年/)
  })

  it('and only when the topic says the creator did it: a question, a lesson, a how-to, news or someone else keeps its own beats', () => {
    for (const [topic, language] of [
      ['我为什么辞职了', 'zh'],
      ['我不想上班了', 'zh'],
      ['我国新能源车出口翻了一倍', 'zh'],
      ['我市地铁5号线开通了', 'zh'],
      ['我妈退休了以后', 'zh'],
      ['冬季护肤', 'zh'],
      ['What I learned cooking every day for a year', 'en'],
      ['How to start running', 'en'],
      ['I need a break', 'en'],
    ] as const) {
      const { beats } = draft({ topic, language })
      expect(beats[0].label, topic).not.toBe(OPENS[language])
      expect(beats[beats.length - 1].label, topic).not.toBe(ENDS[language])
    }
  })
})

describe('a work or a moment of pop culture is talked about as one, not as three points to save', () => {
  // Real titles from Bilibili's ranking (shared/reference/trending), and English ones of the same kind.
  const WORKS: Record<Language, string[]> = {
    zh: [
      '看海贼的和看火影的都沉默了......',
      '评分7.0！风评不佳？诚实吐槽特摄电影《新奥特曼》',
      '【孤独摇滚/手书】给波奇酱穿新衣服~',
      '汪苏泷宋雨琦超甜合唱',
    ],
    en: [
      'The Bear season 3 finale',
      'Attack on Titan ending explained',
      'Elden Ring boss fights',
      'The Office best moments',
    ],
  }
  const LABELS = {
    zh: { first: '前情提要', moment: /^(?:看点|亮点) \d/, last: '我的评价' },
    en: { first: 'What it is', moment: /^Moments? \d/, last: 'My verdict' },
  }
  const GENERIC = {
    zh: /一个个说清楚|\d点|要点|干货|涨知识|避坑|建议收藏|大实话/,
    en: /one by one|\d (?:points|things)|tips|advice|didyouknow|traps|truth about/i,
  }
  for (const language of ['zh', 'en'] as const)
    it(`in ${language}, every platform and length`, () => {
      for (const { where, script, topic, duration } of drafts(language, {
        topics: WORKS[language],
        formats: ['talking_head'],
      })) {
        const labels = script.beats.map((beat) => beat.label)
        const all = `${where}: ${labels.join(' | ')}`
        // Was 「3点，一个个说清楚。」, 要点 1–3, 总结, 「…｜避坑指南🔥」 and #干货分享 #涨知识.
        expect(labels[0], all).toBe(LABELS[language].first)
        expect(labels[labels.length - 1], all).toBe(LABELS[language].last)
        if (duration >= 30)
          expect(
            labels.some((label) => LABELS[language].moment.test(label)),
            all,
          ).toBe(true)
        expect([script.hook.voice_over, ...script.titles, ...script.hashtags].join(' | '), all).not.toMatch(
          GENERIC[language],
        )
        // It opens on the clip, saying what the video is about (on screen when 3 s cannot say it).
        expect(script.hook.shot, all).toMatch(language === 'zh' ? /片段/ : /clip/)
        const said = `${script.hook.voice_over} ${script.hook.on_screen_text}`.replace(/\s/g, '')
        expect(said, all).toContain(topic.replace(/\s/g, '').slice(0, 4))
        // Someone else's clips are credited, and the comments shown without their users' names.
        for (const beat of script.beats.filter(
          (beat) => /片段|clip/i.test(beat.shot) && !/一角|corner/.test(beat.shot),
        ))
          expect(beat.shot, all).toMatch(/出处|credit/i)
        expect(script.notes.join(' '), all).toMatch(language === 'zh' ? /注明出处/ : /Credit every clip/)
      }
    })

  it('tags what it is (#影视, #动漫解说, #gaming) and asks which moment got the viewer', () => {
    const film = draft({ topic: '评分7.0！风评不佳？诚实吐槽特摄电影《新奥特曼》', platform: 'bilibili' })
    // #影视, #影视解说: no word of the draft says them (hashtag_unrelated).
    expect(film.hashtags).toEqual(expect.arrayContaining(['新奥特曼']))
    // Was 「《新奥特曼》，我必须聊聊。」: the work named again. The creator opens on its clip and their reaction.
    expect(film.hook.voice_over).toBe('【放《新奥特曼》里最抓人的一秒，再用一句话说出你的第一反应，约 3 秒】')
    expect(film.call_to_action.voice_over).toMatch(/^你最喜欢哪一段？/)
    const game = draft({ topic: 'Elden Ring boss fights', language: 'en', platform: 'tiktok' })
    expect(game.hashtags[0]).toBe('EldenRing')
    expect(game.call_to_action.voice_over).toMatch(/^Which moment got you\?/)
  })

  it('tags a game only where one is meant: switching careers and steaming vegetables are no #gaming', () => {
    for (const topic of ['How to switch careers at 30', 'How to steam vegetables', 'Depressive episodes explained'])
      expect(draft({ topic, language: 'en', platform: 'tiktok' }).hashtags, topic).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(?:gaming|movies|reaction)$/)]),
      )
  })

  it('names an English title whole, never its pieces: #AttackOnTitan, #TheBear, and #HongKongFire still', () => {
    const tags = (topic: string, format: ScriptFormat = 'talking_head') =>
      draft({ topic, language: 'en', platform: 'tiktok', format }).hashtags
    expect(tags('Attack on Titan ending explained')[0]).toBe('AttackOnTitan')
    expect(tags('Attack on Titan ending explained').join(' ')).not.toMatch(/#?TitanEnding|^Attack$/m)
    expect(tags('The Bear season 3 finale')[0]).toBe('TheBear')
    expect(tags('Why everyone loves Taylor Swift')[0]).toBe('TaylorSwift')
    expect(tags('Hong Kong fire death toll rises to 146', 'news_commentary')[0]).toBe('HongKongFire')
  })

  it("keeps a title's own The and a sequel's number, and tags no season or episode: #TheLastOfUs, #TheWitcher3", () => {
    const tags = (topic: string) => draft({ topic, language: 'en', platform: 'tiktok' }).hashtags
    expect(tags('The Last of Us ending explained')[0]).toBe('TheLastOfUs')
    expect(tags('The Witcher 3 boss fights')[0]).toBe('TheWitcher3')
    expect(tags('The Witcher 3 boss fights')).not.toContain('Witcher3BossFights')
    expect(tags('Elden Ring 2 trailer')[0]).toBe('EldenRing2')
    // A sentence's article is no part of the name that follows it.
    expect(tags('The Taylor Swift effect')[0]).toMatch(/^TaylorSwift/)
    const episode = tags('Stranger Things season 5 episode 4')
    expect(episode[0]).toBe('StrangerThings')
    expect(episode.join(' ')).not.toMatch(/Season|Episode/)
    // What kind of list a topic is says nothing alone.
    expect(tags('The Office best moments')).not.toContain('Moments')
  })

  it('tags what a Chinese title is about, never how people took it', () => {
    const tags = (topic: string) => draft({ topic, language: 'zh' }).hashtags
    expect(tags('看海贼的和看火影的都沉默了......').slice(0, 2)).toEqual(['海贼', '火影'])
    expect(tags('这届年轻人彻底破防了')).not.toContain('破防')
  })

  it('tags the place and the thing, not the verb or the span the segmenter left beside them', () => {
    const tags = (topic: string) => draft({ topic, language: 'zh' }).hashtags
    expect(tags('我们辞职去大理开了一家民宿').slice(0, 3)).toEqual(['辞职', '大理', '民宿'])
    expect(tags('我在成都吃了一个月火锅')).toContain('火锅')
    expect(tags('我在成都吃了一个月火锅')).not.toContain('月火锅')
  })

  it('writes a cover that keeps the name whole, as fans shorten a season and an episode', () => {
    const cover = (topic: string) => draft({ topic, language: 'en', platform: 'tiktok' }).cover_text
    expect(cover('The Bear season 3 finale')).toBe('The Bear S3 finale')
    expect(cover('Stranger Things season 5 episode 4')).toBe('Stranger Things S5E4')
    // What fits whole stays whole, and a sentence's article still goes when the rest does not fit.
    expect(cover('Succession finale')).toBe('Succession finale')
    expect(cover('The Taylor Swift effect')).toBe('Taylor Swift effect')
    expect(cover('The best budget phones')).toBe('Best budget phones')
  })

  it('and only a topic that asks nothing else: a why, a how-to, news, a law in 《》 or a cover letter keep their own beats', () => {
    for (const [topic, language] of [
      ['为什么海贼王能连载二十多年', 'zh'],
      ['如何入坑二次元', 'zh'],
      ['《民法典》实施后的变化', 'zh'],
      ['新版《个人信息保护法》', 'zh'],
      ['小游戏推荐', 'zh'],
      ['Why everyone loves Taylor Swift', 'en'],
      ['How to make a video game', 'en'],
      ['Cover letters that get interviews', 'en'],
      ['Living in a trailer for a year', 'en'],
      ['My funniest moments', 'en'],
      ['Funniest moments at work', 'en'],
      ['MVP是什么意思', 'zh'],
    ] as const) {
      const { beats } = draft({ topic, language })
      expect(beats[0].label, topic).not.toBe(LABELS[language].first)
    }
  })
})

describe('a song is listened to, a film watched', () => {
  /** What a Chinese draft says, shows and posts. */
  const said = (topic: string, platform: Platform) => {
    const script = draft({ topic, language: 'zh', platform, duration_seconds: 60 })
    const sections = [script.hook, ...script.beats, script.call_to_action]
    return [
      ...script.titles,
      script.caption ?? '',
      ...script.notes,
      ...sections.flatMap((b) => [b.label, b.voice_over, b.on_screen_text, b.shot]),
    ].join('\n')
  }

  it('reacts to a song by its 亮点, for one who has not heard it, on every platform', () => {
    for (const platform of PLATFORMS) {
      for (const topic of ['汪苏泷宋雨琦超甜合唱', '周杰伦新歌MV', '这首翻唱太好听了']) {
        const text = said(topic, platform)
        expect(text, `${topic} ${platform}`).toMatch(/亮点/)
        expect(text, `${topic} ${platform}`).not.toMatch(/看点|没看过|先看这一段/)
      }
    }
    const { beats } = draft({ topic: '汪苏泷宋雨琦超甜合唱', language: 'zh', platform: 'douyin', duration_seconds: 60 })
    expect(beats[0].voice_over).toMatch(/^没听过的先补个课。/)
    expect(beats[1].label).toBe('亮点 1')
  })

  it('is tagged as music, not as scenes to watch', () => {
    for (const [topic, language] of [
      ['汪苏泷宋雨琦超甜合唱', 'zh'],
      ['周杰伦新专辑', 'zh'],
      ["Taylor Swift's new album", 'en'],
    ] as const) {
      const tags = draft({ topic, language, platform: 'douyin' }).hashtags
      // Was #名场面 #解说 / #mustwatch.
      expect(tags, topic).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(?:名场面|解说|mustwatch)$/)]))
      // #乐评/#musicreview only where the draft says it (hashtag_unrelated); never tagged as scenes.
    }
  })

  it('keeps 看点 for what is watched', () => {
    expect(said('看海贼的和看火影的都沉默了', 'douyin')).toMatch(/看点 1/)
    expect(said('看海贼的和看火影的都沉默了', 'douyin')).not.toMatch(/亮点|没听过/)
  })
})

describe('what a couple or a family did is told as an experience, as what one creator did is', () => {
  it('drafts "We …" like "I …": the stages, the best part, the verdict, never 3 points', () => {
    for (const topic of ['We quit our jobs to travel', 'We spent 30 days in Tokyo', 'We tried 5 budget phones']) {
      const script = draft({ topic, language: 'en', platform: 'tiktok' })
      expect(script.beats[0].label, topic).toBe('Why we did it')
      expect(script.titles.join(' | '), topic).not.toMatch(/things you need to know|honest truth about/i)
    }
    // Its cover names what was done, as for "I tried…".
    expect(
      draft({ topic: 'We tried every hotpot place in Chengdu', language: 'en', platform: 'tiktok' }).cover_text,
    ).toBe('Every hotpot place')
    // Time spent somewhere is told by the time and the place, not by who spent it.
    for (const [topic, cover] of [
      ['We spent 30 days in Tokyo', '30 days in Tokyo'],
      ['I spent a year in Japan', 'A year in Japan'],
      ['I quit sugar for 30 days', 'I quit sugar'],
    ])
      expect(draft({ topic, language: 'en', platform: 'tiktok' }).cover_text, topic).toBe(cover)
    // Not a plea to the audience.
    expect(draft({ topic: 'We need to talk about AI', language: 'en', platform: 'tiktok' }).beats[0].label).not.toMatch(
      /^Why (?:I|we) did it$/,
    )
  })

  /** Everything a draft says or shows, without the placeholders the creator fills in. */
  const said = (script: Script) =>
    [
      ...script.titles,
      script.cover_text,
      script.caption ?? '',
      ...[script.hook, ...script.beats, script.call_to_action].flatMap((beat) => [
        beat.label,
        beat.voice_over,
        beat.on_screen_text,
      ]),
    ]
      .join('\n')
      .replace(/【[^【】]*】|\[[^[\]]*\]/g, '')

  it('says we and our where the lines of one creator say I and my, on every platform and length', () => {
    for (const platform of PLATFORMS) {
      for (const duration_seconds of [15, 60, 180]) {
        for (const topic of [
          'We quit our jobs to travel',
          'We tried 5 budget phones',
          'Last summer, we visited 4 islands',
        ]) {
          const text = said(draft({ topic, language: 'en', platform, duration_seconds }))
          expect(text, `${topic} ${platform} ${duration_seconds}`).not.toMatch(/\b(?:I|I'm|I've|me|my|mine|myself)\b/i)
        }
        const zh = said(draft({ topic: '我们辞职去大理开了一家民宿', language: 'zh', platform, duration_seconds }))
        expect(zh, `${platform} ${duration_seconds}`).not.toMatch(/我(?!们)/)
      }
    }
    const script = draft({
      topic: 'We tried 5 budget phones',
      language: 'en',
      platform: 'tiktok',
      duration_seconds: 60,
    })
    expect(script.beats.map((beat) => beat.label)).toContain('Our verdict')
    expect(draft({ topic: '我们试了5款防晒', language: 'zh', platform: 'douyin' }).beats.at(-1)!.label).toBe(
      '我们的结论',
    )
  })

  it('keeps I where one creator tells it, and quotes the topic as typed', () => {
    expect(draft({ topic: 'I quit my job to travel', language: 'en', platform: 'tiktok' }).beats[0].label).toBe(
      'Why I did it',
    )
    expect(
      draft({ topic: '我辞职去大理开了一家民宿', language: 'zh', platform: 'douyin' }).beats[0].voice_over,
    ).toMatch(/我为什么/)
    // The creator's "my" is theirs: the topic is not rewritten.
    const script = draft({ topic: "We cooked my grandma's recipes for a month", language: 'en', platform: 'tiktok' })
    expect(script.titles[0]).toContain("We cooked my grandma's recipes for a month")
    expect(script.hook.on_screen_text).toBe("My grandma's recipes")
    expect(script.beats[0].label).toBe('Why we did it')
  })
})

describe("a news headline's label says it is news, and is no part of the news", () => {
  it('reads "Breaking:" as news, writes the news without it, and leaves "Breaking Bad" a title', () => {
    for (const topic of [
      'Breaking: Apple recalls chargers',
      'BREAKING - Taylor Swift engaged',
      '🔥 BREAKING - Taylor Swift engaged',
    ]) {
      const script = draft({ topic, language: 'en', platform: 'tiktok' })
      const text = [script.cover_text, script.hook.voice_over, ...script.titles, ...script.hashtags].join(' | ')
      expect(script.beats[0].label, topic).toBe('What happened')
      expect(text, topic).not.toMatch(/breaking/i)
    }
    // A creator's own update is no headline.
    const own = draft({ topic: 'Update: we moved to Japan', language: 'en', platform: 'tiktok' })
    expect(own.beats[0].label).not.toBe('What happened')
    const show = draft({ topic: 'Breaking Bad finale', language: 'en', platform: 'tiktok' })
    expect(show.beats[0].label).toBe('What it is')
    expect(show.hashtags[0]).toBe('BreakingBad')
  })
})

describe('a question whether something is worth it is answered as one', () => {
  it('worth buying is told as a review: verdict first, hands-on, who it is for, with a note that says so', () => {
    for (const [topic, language] of [
      ['iPhone 17值得买吗', 'zh'],
      ['Is the Nintendo Switch 2 worth it', 'en'],
      ['Should you buy a Vision Pro', 'en'],
    ] as const)
      for (const platform of PLATFORMS) {
        const brief = briefSchema.parse({ topic, platform, language })
        const script = composeDraft(brief, language)
        const labels = script.beats.map((beat) => beat.label).join(' | ')
        // Was 开场, 要点 1–3, 总结 / What it is, Moment 1–3 ("the moments that land" of a console).
        expect(labels, `${platform} ${topic}`).not.toMatch(/要点|Point|Moment/)
        expect(script.beats[0].label, `${platform} ${topic}`).toBe(
          language === 'zh' ? '亮相与结论' : 'Reveal and verdict',
        )
        expect(script.beats[script.beats.length - 1].label, `${platform} ${topic}`).toBe(
          language === 'zh' ? '适合谁' : 'Who it is for',
        )
        expect(script.notes?.join(' ') ?? '', `${platform} ${topic}`).toMatch(/测评|review/)
      }
    // Its cover names the thing, not "Is the…" cut short; its tag has no "The".
    const console = draft({ topic: 'Is the Nintendo Switch 2 worth it', language: 'en', platform: 'tiktok' })
    expect(console.cover_text).toBe('Nintendo Switch 2?')
    expect(console.hashtags).toContain('NintendoSwitch2')
    expect(draft({ topic: 'Is a Kindle worth it', language: 'en', platform: 'tiktok' }).cover_text).toBe(
      'Kindle: worth it?',
    )
  })

  it('worth watching or listening to is a reaction to the work; a place keeps its own beats', () => {
    for (const [topic, language, moment] of [
      ['这部剧值得追吗', 'zh', /^看点 1$/],
      ['周杰伦新专辑值得听吗', 'zh', /^亮点 1$/],
      ['Is Dune 2 worth watching', 'en', /^Moment 1$/],
    ] as const) {
      const labels = draft({ topic, language, platform: 'douyin' }).beats.map((beat) => beat.label)
      expect(labels, topic).toEqual(expect.arrayContaining([expect.stringMatching(moment)]))
      expect(labels[labels.length - 1], topic).toBe(language === 'zh' ? '我的评价' : 'My verdict')
    }
    expect(draft({ topic: '大理值得去吗', platform: 'douyin' }).beats[0].label).not.toBe('亮相与结论')
    // Places worth seeing are no work to react to.
    expect(
      draft({ topic: '杭州这5个地方值得看', platform: 'douyin' })
        .beats.map((b) => b.label)
        .join(' | '),
    ).not.toMatch(/看点|前情提要/)
  })

  it('says a question once: no "?." after a headline that asks', () => {
    for (const platform of PLATFORMS)
      for (const topic of [
        'Is Dune 2 worth watching',
        'Is the Nintendo Switch 2 worth it',
        'Why is everyone quitting coffee',
      ])
        expect(draft({ topic, language: 'en', platform }).hook.voice_over, `${platform} ${topic}`).not.toMatch(/[?!]\./)
  })

  it('tags names whole and capitalised, and no verb on its own', () => {
    // Was #firstTimeHomeBuyers, #Happened.
    expect(draft({ topic: '3 mistakes first-time home buyers make', language: 'en' }).hashtags[0]).toBe(
      'FirstTimeHomeBuyers',
    )
    expect(draft({ topic: 'What happened to FTX', language: 'en' }).hashtags).not.toContain('Happened')
    // Nor #个人 (三|个人); 我的 stays part of a name (#我的世界…, the game).
    expect(draft({ topic: '三个人吃了五个菜' }).hashtags).not.toContain('个人')
    expect(draft({ topic: '我的个人品牌怎么做' }).hashtags[0]).toMatch(/个人品牌$/)
    expect(draft({ topic: '我的世界新版本更新了' }).hashtags[0]).toMatch(/^我的世界/)
    // And a title's opening words are lower case mid-sentence: "…about best budget travel hacks".
    expect(draft({ topic: 'Best budget travel hacks', language: 'en' }).titles.join(' | ')).not.toMatch(/about Best/)
  })
})

describe('a topic told as what to do, or as a day filmed, gets the beats it asks for', () => {
  it('what to learn or do ("零基础学吉他", "Learn Spanish in 3 months") is a how-to, step by step', () => {
    for (const [topic, language] of [
      ['零基础学吉他', 'zh'],
      ['自学日语', 'zh'],
      ['Learn Spanish in 3 months', 'en'],
      ['Guitar for beginners', 'en'],
      ['Stop overthinking', 'en'],
    ] as const) {
      const script = draft({ topic, language, platform: 'douyin' })
      const labels = script.beats.map((beat) => beat.label).join(' | ')
      // Was 开场, 要点 1–3 / Why it matters, Point 1–3, "3 points, one by one".
      expect(labels, topic).toMatch(language === 'zh' ? /步骤 1/ : /Step 1/)
      expect(labels, topic).not.toMatch(/要点|Point/)
    }
    // Where a learner starts is no tag.
    expect(draft({ topic: '零基础学吉他' }).hashtags).not.toContain('基础')
  })

  it('a day or a routine filmed as it goes is a vlog, with a note; advice about a routine is not', () => {
    for (const [topic, language] of [
      ['我的早八通勤vlog', 'zh'],
      ['周末在家的一天', 'zh'],
      ['My morning routine', 'en'],
      ['A day in my life as a nurse', 'en'],
    ] as const) {
      const script = draft({ topic, language, platform: 'douyin' })
      // Was "3 things you need to know" about one's own morning.
      expect(script.beats.map((beat) => beat.label).join(' | '), topic).toMatch(/片段 1|Moment 1/)
      expect(script.titles.join(' | '), topic).not.toMatch(/必须知道|need to know|大实话|honest truth/)
      expect(script.notes?.join(' ') ?? '', topic).toMatch(/vlog/)
    }
    expect(draft({ topic: '通勤时间太长了' }).notes?.join(' ') ?? '').not.toMatch(/vlog/)
    for (const topic of ['Morning routine for productivity', 'How to build a morning routine'])
      expect(draft({ topic, language: 'en' }).beats[1].label, topic).not.toMatch(/^Moment/)
  })
})

describe('a choice weighed ("考研还是工作", "iPhone or Android") lays out each option, then how to choose', () => {
  const CHOICES: [string, Language, string[]][] = [
    ['考研还是工作', 'zh', ['考研', '工作']],
    ['租房还是买房？', 'zh', ['租房', '买房']],
    ['iPhone or Android', 'en', ['iPhone', 'Android']],
    ['Should you rent or buy', 'en', ['Rent', 'Buy']],
  ]
  for (const language of ['zh', 'en'] as const)
    it(`in ${language}, every platform and length`, () => {
      for (const [topic, , options] of CHOICES.filter(([, l]) => l === language))
        for (const { where, script, duration } of drafts(language, { topics: [topic], formats: ['talking_head'] })) {
          const labels = script.beats.map((beat) => beat.label)
          const all = `${where}: ${labels.join(' | ')}`
          // Was 开场, 要点 1–2, "2 things you need to know", "考研还是工作｜2个关键".
          expect(labels.join(' | '), all).not.toMatch(/要点|Point/)
          expect(script.titles.join(' | '), all).not.toMatch(/必须知道|need to know|关键/)
          expect(script.cover_text, all).not.toMatch(/关键|things/)
          // A question mark once, after a topic that ends on one ("租房还是买房？").
          expect(script.titles.join(' | '), all).not.toMatch(/[？?]{2}/)
          // Every option is told, by name, and the draft ends on the creator's pick.
          for (const option of options)
            expect(
              labels.some((label) => label.includes(option)),
              all,
            ).toBe(true)
          expect(labels[labels.length - 1], all).toBe(language === 'zh' ? '我的建议' : 'My pick')
          // No two beats put the same words on screen (was 怎么选？ over the dilemma and 怎么选 after the options).
          const screens = script.beats.map((beat) => beat.on_screen_text.replace(/[？?]$/, ''))
          expect(new Set(screens).size, all).toBe(screens.length)
          // With a beat to spare beside the options and the pick, it says how to choose.
          if (labels.length > options.length + 1)
            expect(labels, all).toContain(language === 'zh' ? '怎么选' : 'How to choose')
          // The close asks which way the viewer would go (a short close may have time for the action alone).
          if (duration >= 60) expect(script.call_to_action.voice_over, all).toMatch(/你选哪个|Which would you pick/)
        }
    })

  it('is covered by its options, asked', () => {
    // Was "You rent or buy?".
    expect(draft({ topic: 'Should you rent or buy', language: 'en', platform: 'tiktok' }).cover_text).toBe(
      'Rent or buy?',
    )
    // Was 「考研还是工作？看完你就知道怎么选。」: the topic asked back. The screen shows the options; the creator asks what choosing wrong costs.
    expect(draft({ topic: '考研还是工作' }).hook).toMatchObject({
      voice_over: '【用一句话问观众会怎么选，再说选错了要付出什么，约 3 秒】',
      on_screen_text: '考研还是工作？',
    })
  })

  it('only when the topic weighs a few words against a few words', () => {
    for (const [topic, language] of [
      ['Is it better to rent or buy a home in 2026 given the rates', 'en'],
      ['Chelsea vs Arsenal', 'en'],
      ['我为什么辞职了', 'zh'],
      // 还是 as "after all", and a saying.
      ['最后还是分手了', 'zh'],
      ['终究还是错过了', 'zh'],
      ['Now or never', 'en'],
    ] as const)
      expect(labelsOf(topic, language), topic).not.toMatch(/难在哪|Why it is hard|我的建议|My pick/)
  })
})

describe('a match is told by its result, the moments that decided it and who stood out', () => {
  // Real hot-search titles (shared/reference/trending) and their English kind.
  const MATCHES: [string, Language][] = [
    ['曼联2:1水晶宫', 'zh'],
    ['U17国足晋级亚洲杯', 'zh'],
    ['湖人逆转勇士', 'zh'],
    ['国足0比1惜败', 'zh'],
    ['Real Madrid 2-1 Barcelona', 'en'],
    ['Lakers beat the Celtics in overtime', 'en'],
  ]
  for (const language of ['zh', 'en'] as const)
    it(`in ${language}, every platform and length`, () => {
      for (const { script, duration, labels, all } of talkingHeads(language, MATCHES)) {
        // Was 事件速览, 观点 1–3, 我的看法: the sides of a story nobody disputes.
        expect(labels.join(' | '), all).not.toMatch(/观点|View/)
        expect(labels[0], all).toBe(language === 'zh' ? '比赛结果' : 'The result')
        expect(
          labels.some((label) => /^(?:关键时刻|Turning points?) /.test(label)),
          all,
        ).toBe(true)
        expect(labels, all).toContain(language === 'zh' ? '我的看法' : 'My take')
        // With a beat to spare beside the result, a turning point and the take, it says who stood out.
        if (labels.length > 3) expect(labels, all).toContain(language === 'zh' ? '最亮眼的人' : 'Standout')
        // Searched as sport, not as news; a platform of three tags keeps the topic's own.
        expect(script.hashtags.join(' '), all).not.toMatch(/新闻解读|explained/)
        // Won or lost: no title or hook assumes the side it names won ("国足0比1惜败：赢在哪一刻？").
        expect([...script.titles, script.hook.voice_over].join(' | '), all).not.toMatch(
          /说句大实话|explained in one video|赢在|was won/,
        )
        // The close asks the fans who stood out, not "which view is yours".
        if (duration >= 60) expect(script.call_to_action.voice_over, all).toMatch(/谁最亮眼|MVP/)
      }
    })

  it('opens on what decided it', () => {
    // Was 「曼联2:1水晶宫，关键在哪？」: the score read aloud before the question.
    expect(draft({ topic: '曼联2:1水晶宫' }).hook.voice_over).toBe('【用一句话说出这场比赛的胜负手，约 3 秒】')
    expect(draft({ topic: '曼联2:1水晶宫' }).hook.on_screen_text).toBe('曼联2:1水晶宫')
  })

  it('only with a score, a result or a sport', () => {
    for (const [topic, language] of [
      // "A vs B" alone is no match; neither is a tribute, a concert or a figure reached.
      ['咖啡vs茶', 'zh'],
      ['iPhone vs Android', 'en'],
      ['勇士主场致敬卢尼', 'zh'],
      ['邓紫棋南宁演唱会', 'zh'],
      ['国内有效发明专利数量超500万件', 'zh'],
      ['My 9-5 job is killing me', 'en'],
      ['How to beat procrastination', 'en'],
      // Announced, it is told by what is known.
      ['世界杯赛程公布', 'zh'],
    ] as const)
      expect(labelsOf(topic, language), topic).not.toMatch(/比赛结果|关键时刻|The result|Turning point/)
  })
})

describe('a concert that was played is talked about as a show: who played where, its moments, a verdict', () => {
  // Real hot-search titles (shared/reference/trending) and an English one.
  const SHOWS: [string, Language][] = [
    ['邓紫棋南宁演唱会', 'zh'],
    ['汪苏泷杭州演唱会', 'zh'],
    ['Taylor Swift Eras Tour in Singapore', 'en'],
  ]
  for (const language of ['zh', 'en'] as const)
    it(`in ${language}, every platform and length`, () => {
      for (const { script, labels, all } of talkingHeads(language, SHOWS)) {
        // Was 事件速览, 观点 1–3, "Which view is yours?", #新闻解读: a concert has no sides.
        expect(labels.join(' | '), all).not.toMatch(/观点|View|事件速览|What happened/)
        expect(labels[0], all).toBe(language === 'zh' ? '演出速览' : 'The show')
        expect(labels[labels.length - 1], all).toBe(language === 'zh' ? '我的评价' : 'My verdict')
        // A song's words are not a concert's: no one asks which song it is, or who has not heard it.
        expect(script.beats.map((beat) => beat.voice_over).join(' '), all).not.toMatch(/哪首歌|没听过/)
        expect(script.titles.join(' | '), all).not.toMatch(/没听过|说句大实话|explained in one video/)
        expect(script.hashtags.join(' '), all).not.toMatch(/新闻解读|explained|乐评/)
        expect(script.notes.join(' '), all).toMatch(/一场演出|a show that was played/)
      }
    })

  it('only when it was played, not when it is announced, sold, cancelled, taught or filmed', () => {
    for (const [topic, language] of [
      ['周杰伦演唱会门票开售即秒空', 'zh'],
      ['邓紫棋演唱会取消', 'zh'],
      ['演唱会抢票技巧', 'zh'],
      ['我的演唱会vlog', 'zh'],
      ['Coldplay concert tickets sold out', 'en'],
      // A tour that is no concert, and a stand-up special.
      ['My apartment tour', 'en'],
      ['Harvard campus tour', 'en'],
      ['脱口秀专场', 'zh'],
    ] as const)
      expect(labelsOf(topic, language), topic).not.toMatch(/演出速览|The show/)
  })
})
