import { describe, expect, it } from 'vitest'
import {
  briefSchema,
  checkScript,
  describeFinding,
  hookWording,
  PLATFORMS,
  SCRIPT_FORMATS,
  type BriefInput,
  type Script,
} from '@hookline/contract'
import type { EngineTurn } from '../engine'
import { renderScriptMarkdown } from '../script-markdown/render'
import { composeDraft } from './compose'
import { nextOfflineVersion } from './follow-up'
import { banks } from './lines/banks'
import { isSensitive } from './topic-shape'

/** Topics about a death, an accident or an illness take a sober register whatever the format or tone asked. */
const SENSITIVE = { zh: '司机缺氧离世有5个上学孩子', en: 'Driver dies in crash, leaving five children' }

const draft = (input: Partial<BriefInput>) => {
  const brief = briefSchema.parse({ platform: 'weibo', format: 'news_commentary', ...input })
  return { brief, script: composeDraft(brief, brief.language) }
}

const EMOJI = /\p{Extended_Pictographic}/u
const SELLING = /干货|少走弯路|大实话|亲测|避坑|必看|honest review|tried & tested|traps to avoid/i
const CONTRARIAN = /想反了|不一样|backwards|not what you think|wrong/i
const CHEERFUL =
  /^(干货分享|涨知识|知识分享|干货|好物推荐|真实测评|避坑|记录生活|生活碎片|vlog|tips|lifehacks|worthit|honestreview|dayinmylife|minivlog)$/i
const voices = (script: Script) =>
  [script.hook, ...script.beats, script.call_to_action].map((beat) => beat.voice_over).join(' ')

describe('sensitive topics get a sober register', () => {
  it('detects deaths, accidents, disasters and illness, and not ordinary topics', () => {
    for (const topic of [
      SENSITIVE.zh,
      SENSITIVE.en,
      '暴雨引发洪水多人失联',
      'Man killed in factory fire',
      '她确诊癌症后的第一年',
      // A real Douyin hot search: a count of dead, even in a rumour denied, is not a topic for 「说句大实话」.
      '山西吕梁铁路坍塌致11死系谣言',
      '商场扶梯踩踏多人受困',
      '印度一大桥垮塌',
    ])
      expect(isSensitive(topic), topic).toBe(true)
    for (const topic of [
      '年轻人为什么开始反向消费',
      'Why budget phones are winning',
      '新手怎么做手冲咖啡',
      '笑死我了的猫咪合集',
      '3个死磕细节的剪辑技巧',
    ])
      expect(isSensitive(topic), topic).toBe(false)
  })

  it('no contrarian hook, no selling titles, no emoji, a respectful close and news tags, on every platform and format', () => {
    for (const language of ['zh', 'en'] as const) {
      for (const platform of PLATFORMS) {
        for (const format of SCRIPT_FORMATS) {
          const { brief, script } = draft({
            topic: SENSITIVE[language],
            language,
            platform,
            format,
            tone: language === 'zh' ? '幽默' : 'funny',
          })
          const where = `${language} ${platform} ${format}`
          const check = checkScript(script, {
            platform,
            language,
            targetSeconds:
              script.hook.seconds + script.beats.reduce((s, b) => s + b.seconds, 0) + script.call_to_action.seconds,
            topic: brief.topic,
          })
          // An outline: only the voice-over the creator still writes is missing.
          expect(check.state, where).toBe('outline')
          expect(
            check.findings.filter((finding) => finding.code !== 'thin_voice_over').map(describeFinding),
            where,
          ).toEqual([])
          expect(script.hook.voice_over, where).not.toMatch(CONTRARIAN)
          for (const text of [...script.titles, script.cover_text, script.caption ?? '']) {
            expect(text, where).not.toMatch(EMOJI)
            expect(text, where).not.toMatch(SELLING)
          }
          expect(script.call_to_action.voice_over, where).toMatch(language === 'zh' ? /理性讨论/ : /respectfully/)
          for (const tag of script.hashtags) expect(tag, where).not.toMatch(CHEERFUL)
          // A humorous tone is declined, and the note says so.
          expect(
            banks[language].humour.some((line) => voices(script).includes(line)),
            where,
          ).toBe(false)
          expect(script.notes.join(' '), where).toMatch(
            language === 'zh' ? /没有按要求写成幽默口吻/ : /sober register instead of the humorous tone/,
          )
        }
      }
    }
  })

  it('a news story goes what happened → the sides → the take, and asks only for confirmed facts', () => {
    const { script } = draft({ topic: SENSITIVE.zh, language: 'zh', duration_seconds: 60 })
    expect(script.beats.map((beat) => beat.label)).toEqual(['事件速览', '观点 1', '观点 2', '我的看法'])
    expect(script.beats[0].voice_over).toMatch(/^先说发生了什么。【只说已证实的经过.*约 \d+ 秒】$/)
    expect(script.hook.voice_over).not.toMatch(/想反了/)
    // A review of a death makes no sense ("Verdict first."): it is told as news, and a note says so.
    const review = draft({
      topic: SENSITIVE.en,
      language: 'en',
      platform: 'youtube_shorts',
      format: 'review',
      duration_seconds: 30,
    }).script
    expect(review.beats[0].label).toBe('What happened')
    expect(voices(review)).not.toMatch(/verdict|worth it/i)
    expect(review.notes.join(' ')).toMatch(/written as commentary rather than a review/)
  })

  it('a news hook shows the headline whole when two caption lines hold it, so a cut never drops what decides it', () => {
    // Real Douyin hot searches (reference/trending). One line (14 characters) showed
    // 「山西吕梁铁路坍塌致11死系…」: 系谣言, "is a rumour", cut off a claim of eleven dead.
    for (const platform of ['douyin', 'weibo', 'bilibili'] as const) {
      for (const topic of ['山西吕梁铁路坍塌致11死系谣言', '国内有效发明专利数量超500万件']) {
        const { script } = draft({ topic, platform })
        expect(script.hook.on_screen_text, `${platform}: ${topic}`).toBe(topic)
      }
    }
    // Longer than two lines, the caption says it shorter, as before.
    const long = 'Apple delays its AI features in China until next year amid regulatory scrutiny'
    expect(draft({ topic: long, language: 'en', platform: 'tiktok' }).script.hook.on_screen_text).toBe(
      'Apple delays its AI features',
    )
  })

  it('a news hook asks the creator for the confirmed fact that matters, never reads the headline aloud', () => {
    // Real titles: the hook was 「杭州有科普展贩卖保护动物？」 and 「香港火灾已致146人遇难。」 (the topic read
    // aloud), or 「事情是这样的。」, which fits any news.
    for (const topic of ['杭州居然有科普展贩卖保护动物？？？', '香港火灾已致146人遇难', SENSITIVE.zh]) {
      const { script, brief } = draft({ topic, platform: 'douyin' })
      expect(script.hook.voice_over, topic).toMatch(/^【用一句话.*(?:已证实|已核实).*，约 3 秒】$/)
      expect(hookWording(script.hook.voice_over, brief.topic), topic).toBeNull()
    }
    // A death or a disaster is said plainly; other news by what matters most in it.
    expect(draft({ topic: SENSITIVE.zh }).script.hook.voice_over).toMatch(/平实地说出发生了什么/)
    expect(draft({ topic: '杭州居然有科普展贩卖保护动物？？？' }).script.hook.voice_over).toMatch(/最值得关注的一点/)
    const long = 'Apple delays its AI features in China until next year amid regulatory scrutiny'
    expect(draft({ topic: long, language: 'en', platform: 'tiktok' }).script.hook.voice_over).toBe(
      '[say in one line what matters most here; only what is confirmed (~3 s)]',
    )
  })

  it('"more humorous" on a sensitive draft keeps it sober and says why', () => {
    const brief = briefSchema.parse({
      topic: SENSITIVE.en,
      platform: 'tiktok',
      format: 'news_commentary',
      language: 'en',
    })
    const first = renderScriptMarkdown(composeDraft(brief, 'en'), { language: 'en', platform: brief.platform })
    const history: EngineTurn[] = [
      { role: 'user', content: '' },
      { role: 'assistant', content: first, engine: 'offline' },
      { role: 'user', content: '', action: 'more_humorous' },
    ]
    const { script } = nextOfflineVersion(brief, history)
    expect(banks.en.humour.some((line) => voices(script).includes(line))).toBe(false)
    expect(script.call_to_action.voice_over).not.toMatch(EMOJI)
    expect(script.notes.join(' ')).toMatch(/stays sober rather than humorous/)
  })
})
