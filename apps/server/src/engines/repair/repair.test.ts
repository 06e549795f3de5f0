import { describe, expect, it } from 'vitest'
import {
  briefSchema,
  checkScript,
  PLATFORMS,
  speechSeconds,
  targetSeconds,
  type CheckBrief,
  type Script,
} from '@hookline/contract'
import { createOfflineEngine } from '../offline/offline-engine'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { renderScriptMarkdown } from '../script-markdown/render'
import { repairScript } from './repair-script'
import { repairMechanically, reviewAnswer } from './review'

const beat = (voice_over: string, seconds: number, label = '') => ({
  label,
  shot: '近景',
  voice_over,
  on_screen_text: '字幕',
  seconds,
})
const enBeat = (voice_over: string, seconds: number) => ({
  label: '',
  shot: 'Close-up',
  voice_over,
  on_screen_text: 'Caption',
  seconds,
})
const douyin: CheckBrief = { platform: 'douyin', language: 'zh', targetSeconds: 30, topic: '通勤穿搭' }

/** A sound 30 s Douyin script the tests spoil one way at a time. */
const sound = (): Script => ({
  titles: ['通勤穿搭三个小技巧', '上班穿什么不费脑', '一周通勤不重样'],
  hook: beat('上班穿搭别再乱买了！', 3),
  beats: [
    beat('第一，选一件基础款外套，黑白灰都行，里面穿什么都能搭。', 7, '外套'),
    beat('第二，裤子只留两种颜色，早上不用纠结，随手拿一条就出门。', 7, '裤子'),
    beat('第三，用一个亮色配饰，比如丝巾或者包，整个人一下子就精神了。', 8, '配饰'),
  ],
  call_to_action: beat('关注我，明天讲通勤鞋子到底怎么选。', 5),
  hashtags: ['通勤穿搭', '穿搭技巧', '上班族'],
  cover_text: '通勤穿搭三招',
  caption: null,
  notes: [],
})
const total = (s: Script) => s.hook.seconds + s.beats.reduce((a, b) => a + b.seconds, 0) + s.call_to_action.seconds
const failing = (s: Script, brief = douyin) =>
  checkScript(s, brief)
    .rules.filter((r) => !r.ok)
    .map((r) => r.id)

describe('mechanical repair', () => {
  it('leaves a script that passes exactly as it was', () => {
    expect(failing(sound())).toEqual([])
    const out = repairScript(sound(), douyin)
    expect(out.changes).toEqual([])
    expect(out.script).toEqual(sound())
  })

  it('re-times durations that add up to 50 s for a 30 s target, and caps an 8 s hook at 3 s, when the words fit', () => {
    const long = {
      ...sound(),
      hook: beat('上班穿搭别再乱买了！', 8),
      beats: sound().beats.map((b) => ({ ...b, seconds: 12 })),
      call_to_action: beat('关注我，明天讲通勤鞋子到底怎么选。', 6),
    }
    expect(total(long)).toBe(50)
    const out = repairScript(long, douyin)
    expect(total(out.script)).toBe(30)
    expect(out.script.hook).toEqual({ ...long.hook, seconds: 3 })
    expect(failing(out.script)).toEqual([])
    expect(out.changes).toEqual(['repaired: re-timed the sections to 30 s; the words already fit'])
    // Not a word changed: only the seconds moved.
    expect([out.script.hook, ...out.script.beats, out.script.call_to_action].map((b) => b.voice_over)).toEqual(
      [long.hook, ...long.beats, long.call_to_action].map((b) => b.voice_over),
    )
  })

  it('gives a wordy beat the seconds its voice-over needs, taken from beats with room to spare', () => {
    const wordy = sound()
    wordy.beats[0] = beat('第一，选一件基础款外套，版型挺括，颜色低调，长度刚好盖住臀部，什么都能搭。', 2, '外套')
    wordy.beats[2] = { ...wordy.beats[2], seconds: 13 }
    expect(failing(wordy)).toContain('pacing')
    const out = repairScript(wordy, douyin)
    expect(out.script.beats[0].seconds).toBeGreaterThanOrEqual(
      Math.ceil(speechSeconds(wordy.beats[0].voice_over) / 1.1),
    )
    expect(total(out.script)).toBe(30)
    expect(failing(out.script)).toEqual([])
  })

  it('leaves words that do not fit the target as written: no squeezed seconds, no unsayable beat', () => {
    // 13 s of words in each beat: 45 s of speech for a 30 s video. Only the model can say it shorter.
    const sixty = {
      ...sound(),
      beats: sound().beats.map((b) => ({ ...b, voice_over: b.voice_over.repeat(2), seconds: 13 })),
    }
    const before = checkScript(sixty, douyin)
    expect(failing(sixty)).toEqual(['length'])
    const out = repairScript(sixty, douyin)
    expect(out).toEqual({ script: sixty, changes: [], check: before })
  })

  it('never cuts a hook that cannot be said in 3 s: it stays for the model to rewrite', () => {
    const hook = beat('你每天早上花二十分钟选衣服？其实只要记住三个原则，就能一周不重样。', 3)
    const out = repairScript({ ...sound(), hook }, douyin)
    expect(out.script.hook).toEqual(hook)
    expect(out.changes).toEqual([])
    expect(failing(out.script)).toEqual(['hook'])
  })

  it('never rewrites an absolute claim: the claim stays, reported, for the model', () => {
    const bragging = {
      ...sound(),
      titles: ['史上最好用的通勤穿搭', '全网第一的穿搭公式', '上班穿什么'],
      cover_text: '全网第一穿搭',
    }
    bragging.beats[1] = beat('第二，这是史上最省心的裤子搭法，早上随手拿一条就出门。', 7, '裤子')
    expect(failing(bragging)).toEqual(['claims'])
    const out = repairScript(bragging, douyin)
    expect(out.script).toEqual(bragging)
    expect(out.changes).toEqual([])
  })

  it('cleans 11 hashtags to the platform form and count: hashes, spaces, punctuation, jargon, repeats', () => {
    const tags = [
      '#通勤穿搭',
      '穿搭 技巧',
      '上班族！',
      '口播',
      '通勤穿搭',
      '外套!',
      '裤子',
      '衣橱',
      '搭配',
      '极简',
      '胶囊衣橱',
    ]
    const out = repairScript({ ...sound(), hashtags: tags }, douyin)
    expect(out.script.hashtags).toEqual(['通勤穿搭', '穿搭技巧', '上班族', '外套', '裤子'])
    expect(failing(out.script)).toEqual([])
  })

  it("adds only the platform's own tag when there are too few: #shorts on YouTube Shorts", () => {
    const brief: CheckBrief = { platform: 'youtube_shorts', language: 'zh', targetSeconds: 30, topic: '通勤穿搭' }
    expect(repairScript({ ...sound(), hashtags: ['#通勤穿搭'] }, brief).script.hashtags).toEqual(['通勤穿搭', 'shorts'])
  })

  it('cuts long titles and cover text at a word boundary, never with an ellipsis', () => {
    const wordy = {
      ...sound(),
      cover_text: '通勤穿搭三个小技巧，一周不重样',
      titles: [
        '上班族通勤穿搭的三个小技巧，一周五天不重样还显得特别利落有质感，衣柜里只要留下这几件基础款就够了，早上出门再也不用纠结',
        '上班穿什么不费脑',
        '一周通勤不重样',
      ],
    }
    expect(failing(wordy)).toEqual(['packaging'])
    const out = repairScript(wordy, douyin)
    expect(out.script.cover_text).toBe('通勤穿搭三个小技巧')
    expect(out.script.titles[0]).toBe(
      '上班族通勤穿搭的三个小技巧，一周五天不重样还显得特别利落有质感，衣柜里只要留下这几件基础款就够了',
    )
    expect(out.script.titles.join() + out.script.cover_text).not.toContain('…')
    expect(failing(out.script)).toEqual([])
  })

  it('leaves a cover whole when the only cut would read as cut short ("Why eggs cost so")', () => {
    const brief: CheckBrief = {
      platform: 'tiktok',
      language: 'en',
      targetSeconds: 30,
      topic: 'Why are eggs so expensive?',
    }
    const eggs = { ...sound(), titles: ['Why eggs cost so much right now'], cover_text: 'Why eggs cost so much' }
    const out = repairScript(eggs, brief)
    expect(out.script.cover_text).toBe('Why eggs cost so much')
    expect(checkScript(out.script, brief).findings.filter((f) => f.code === 'cut_short')).toEqual([])
  })

  it('repairs an English TikTok script only where no word changes', () => {
    const brief: CheckBrief = { platform: 'tiktok', language: 'en', targetSeconds: 30, topic: 'commute outfits' }
    const en: Script = {
      ...sound(),
      titles: ['The best-ever commute outfit formula'],
      hook: enBeat('Stop buying clothes you never wear, because three simple rules fix your whole week of outfits.', 8),
      beats: [
        enBeat('Rule one: pick one neutral jacket, black, grey or navy, and it goes with everything else you own.', 15),
        enBeat(
          'Rule two: keep your trousers in two colours only, so in the morning you just grab a pair and leave.',
          15,
        ),
      ],
      call_to_action: enBeat('Follow me for the shoes that go with all of it tomorrow.', 12),
      hashtags: ['#commute outfits', 'TalkingHead', 'style'],
      cover_text: 'Three outfit rules',
    }
    const out = repairScript(en, brief)
    // The hook's words need more than 3 s: neither they nor the seconds move; the model rewrites them.
    expect(out.script.hook).toEqual(en.hook)
    expect(out.script.beats).toEqual(en.beats)
    expect(out.script.titles[0]).toBe('The best-ever commute outfit formula')
    expect(out.script.hashtags).toEqual(['commuteoutfits', 'style'])
    expect(failing(out.script, brief)).toEqual(expect.arrayContaining(['hook', 'length', 'claims']))
  })
})

describe('reviewAnswer', () => {
  const brief = { platform: 'douyin' as const, topic: '通勤穿搭', language: 'zh' as const, targetSeconds: 30 }
  it('calls a greeting or a question back not a script', () => {
    expect(reviewAnswer('你好！请问你想写什么主题的视频？', brief).kind).toBe('not_a_script')
    expect(
      reviewAnswer('## 标题\n1. 通勤穿搭\n\n## 开头钩子（前 3 秒）\n- 口播：上班穿搭别再乱买了！', brief).kind,
    ).toBe('not_a_script')
  })

  it('checks the answer as written and leaves the fixes to repairMechanically, which re-renders what it changed', () => {
    const long = { ...sound(), beats: sound().beats.map((b) => ({ ...b, seconds: 9 })) }
    const markdown = renderScriptMarkdown(long, { language: 'zh', platform: 'douyin' })
    const raw = reviewAnswer(markdown, brief)
    if (raw.kind !== 'script') throw new Error('not a script')
    expect(raw).toMatchObject({ timed: true, content: markdown, failed: 1 })
    expect(raw.script.beats.map((b) => b.seconds)).toEqual([9, 9, 9])
    expect(raw.check.findings).toEqual([
      { rule: 'length', code: 'total_off', section: 'script', actual: 35, needed: 30 },
    ])
    const fixed = repairMechanically(raw, brief)
    expect(fixed.failed).toBe(0)
    expect(fixed.warnings).toEqual(['repaired: re-timed the sections to 30 s; the words already fit'])
    expect(parseScriptMarkdown(fixed.content).script).toEqual(fixed.script)
  })

  it('leaves an answer without its call to action to the model: nothing is re-timed over a missing section', () => {
    const cut = renderScriptMarkdown(
      { ...sound(), beats: sound().beats.map((b) => ({ ...b, seconds: 12 })) },
      {
        language: 'zh',
        platform: 'douyin',
      },
    ).split('## 结尾引导')[0]
    const raw = reviewAnswer(cut, brief)
    if (raw.kind !== 'script') throw new Error('not a script')
    expect(raw.timed).toBe(false)
    expect(repairMechanically(raw, brief)).toBe(raw)
  })

  it('keeps a passing answer byte for byte', () => {
    const markdown = renderScriptMarkdown(sound(), { language: 'zh', platform: 'douyin' })
    const reviewed = reviewAnswer(markdown, brief)
    expect(reviewed).toMatchObject({ kind: 'script', timed: true, content: markdown, failed: 0 })
  })

  it('is a no-op on offline first drafts that pass the check', async () => {
    const engine = createOfflineEngine({ lineDelayMs: 0 })
    let passing = 0
    for (const platform of PLATFORMS) {
      for (const language of ['zh', 'en'] as const) {
        const input = briefSchema.parse({
          topic: language === 'zh' ? '年轻人为什么开始反向消费' : 'Why people switch to budget phones',
          platform,
          language,
        })
        let markdown = ''
        for await (const chunk of engine.generate(input, [], new AbortController().signal)) markdown += chunk
        const target = targetSeconds(platform, input.duration_seconds)
        const reviewBrief = { platform, topic: input.topic, language, targetSeconds: target }
        const raw = reviewAnswer(markdown, reviewBrief)
        expect(raw.kind, `${platform} ${language}`).toBe('script')
        const reviewed = raw.kind === 'script' ? repairMechanically(raw, reviewBrief) : raw
        const parsed = parseScriptMarkdown(markdown).script
        // Whether every offline draft passes is the offline engine's own test; here: passing means untouched.
        if (
          reviewed.kind !== 'script' ||
          failing(parsed, { platform, language, targetSeconds: target, topic: input.topic }).length > 0
        )
          continue
        passing += 1
        expect(
          reviewed.warnings.filter((w) => w.startsWith('repaired')),
          `${platform} ${language}`,
        ).toEqual([])
        expect(reviewed.content).toBe(markdown)
        expect(parsed).toEqual(reviewed.script)
      }
    }
    // How many pass today is the offline engine's business (its own tests); none may be touched.
    expect(passing).toBeGreaterThanOrEqual(0)
  })
})
