import { describe, expect, it } from 'vitest'
import {
  briefSchema,
  PLATFORMS,
  SCRIPT_FORMATS,
  speechSeconds,
  targetSeconds,
  type BriefInput,
  type QuickAction,
} from '@hookline/contract'
import type { EngineTurn } from '../engine'
import { platformProfile } from '../platforms'
import { detectLanguage } from '@hookline/contract'
import { totalSeconds } from '../script-markdown/durations'
import { parseScriptMarkdown } from '../script-markdown/parse'
import { banks } from './lines/banks'
import { followAction } from './lines/cta-prompts'
import { createOfflineEngine } from './offline-engine'

const engine = createOfflineEngine({ lineDelayMs: 0 })
const live = () => new AbortController().signal

async function collect(chunks: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = []
  for await (const chunk of chunks) out.push(chunk)
  return out
}

const brief = (input: Partial<BriefInput> = {}) =>
  briefSchema.parse({ topic: '年轻人为什么开始反向消费', platform: 'douyin', ...input })

const generate = async (input: Partial<BriefInput>, history: EngineTurn[] = []) =>
  (await collect(engine.generate(brief(input), history, live()))).join('')

/** Runs a follow-up on a first draft and returns both versions parsed. */
async function followUp(input: Partial<BriefInput>, request: { content?: string; action?: QuickAction }) {
  const first = await generate(input)
  const history: EngineTurn[] = [
    { role: 'user', content: '' },
    { role: 'assistant', content: first, engine: 'offline' },
    { role: 'user', content: request.content ?? '', action: request.action ?? null },
  ]
  const second = await generate(input, history)
  return { first, second, before: parseScriptMarkdown(first).script, after: parseScriptMarkdown(second).script }
}

describe('offline engine: first drafts', () => {
  const topics = { zh: '年轻人为什么开始反向消费', en: 'Why young people are switching to budget phones' }
  for (const platform of PLATFORMS) {
    for (const language of ['zh', 'en'] as const) {
      it(`writes a complete ${language} script for ${platform} that fills the target length ±10 %`, async () => {
        const markdown = await generate({ platform, language, topic: topics[language] })
        const { script, warnings, complete } = parseScriptMarkdown(markdown)
        expect(warnings).toEqual([])
        expect(complete).toBe(true)
        expect(script.titles.length).toBeGreaterThanOrEqual(3)
        expect(script.hook.voice_over).not.toBe('')
        expect(script.hook.seconds).toBeLessThanOrEqual(3)
        expect(script.beats.length).toBeGreaterThanOrEqual(3)
        for (const beat of [script.hook, ...script.beats, script.call_to_action]) {
          expect(beat.shot && beat.voice_over && beat.on_screen_text).toBeTruthy()
          expect(beat.seconds).toBeGreaterThan(0)
        }
        // The close asks the viewer something, then says the platform's own action.
        expect(script.call_to_action.voice_over).toMatch(/[?？]/)
        expect(script.call_to_action.voice_over).toContain(followAction[platform][language])
        expect(script.hashtags.length).toBeGreaterThanOrEqual(platformProfile(platform).hashtagCount.min)
        expect(script.cover_text).not.toBe('')
        const target = targetSeconds(platform)
        expect(Math.abs(totalSeconds(script) - target)).toBeLessThanOrEqual(target * 0.1)
        expect(detectLanguage(markdown)).toBe(language)
      })
    }
  }

  it('honours an explicit target duration for every format', async () => {
    for (const format of SCRIPT_FORMATS) {
      for (const duration_seconds of [5, 30, 90, 600]) {
        const { script } = parseScriptMarkdown(await generate({ format, duration_seconds }))
        expect(Math.abs(totalSeconds(script) - duration_seconds)).toBeLessThanOrEqual(duration_seconds * 0.1)
      }
    }
  })

  it('follows platform conventions: 三连 on Bilibili, #话题# on Weibo, a post body on Weibo and Xiaohongshu', async () => {
    expect(await generate({ platform: 'bilibili' })).toContain('三连')
    const weibo = await generate({ platform: 'weibo' })
    expect(weibo).toMatch(/#[^#\s]+# /)
    expect(parseScriptMarkdown(weibo).script.caption).toBeTruthy()
    expect(parseScriptMarkdown(await generate({ platform: 'xiaohongshu' })).script.caption).toMatch(/✅/)
    expect(parseScriptMarkdown(await generate({ platform: 'douyin' })).script.caption).toBeNull()
  })

  it('builds beats from the format, audience and tone', async () => {
    const tutorial = parseScriptMarkdown(
      await generate({ format: 'tutorial', audience: '大学生', tone: '幽默' }),
    ).script
    // The topic makes nothing: its tutorial opens on what you will be able to do, not a finished thing.
    expect(tutorial.beats.map((b) => b.label)).toEqual(expect.arrayContaining(['学会以后', '步骤 1', '步骤 3']))
    expect(tutorial.beats.some((b) => b.voice_over.includes('大学生'))).toBe(true)
    // A humorous tone is in the wording: lines from the lighter bank, not asides in brackets.
    expect(tutorial.beats.some((b) => banks.zh.humour.some((line) => b.voice_over.includes(line)))).toBe(true)
    const longer = parseScriptMarkdown(
      await generate({ format: 'tutorial', tone: '幽默', duration_seconds: 60, platform: 'bilibili' }),
    ).script
    expect(longer.call_to_action.voice_over).toContain('😏')
  })

  it('is deterministic and streams line by line', async () => {
    const chunks = await collect(engine.generate(brief(), [], live()))
    expect(chunks.length).toBeGreaterThan(20)
    expect(chunks.every((chunk) => chunk.endsWith('\n'))).toBe(true)
    expect(chunks.join('')).toBe(await generate({}))
  })

  it('stops when the signal aborts', async () => {
    const controller = new AbortController()
    const seen: string[] = []
    const run = (async () => {
      for await (const chunk of createOfflineEngine({ lineDelayMs: 5 }).generate(brief(), [], controller.signal)) {
        seen.push(chunk)
        if (seen.length === 3) controller.abort()
      }
    })()
    await expect(run).rejects.toThrow()
    expect(seen.length).toBe(3)
  })
})

describe('offline engine: follow-ups', () => {
  it('shorter cuts the length by about 30 % and notes it', async () => {
    const { before, after } = await followUp({}, { action: 'shorter' })
    expect(totalSeconds(after)).toBe(Math.round(totalSeconds(before) * 0.7))
    expect(after.notes.join()).toContain('时长调整')
  })

  it('"cut to 30 s" in free text re-times to 30 seconds and records the request', async () => {
    const { after } = await followUp({ language: 'en' }, { content: 'cut to 30 s please' })
    expect(totalSeconds(after)).toBe(30)
    expect(after.notes.join()).toContain('cut to 30 s please')
  })

  it('punchier hook replaces the hook and keeps it within 3 s', async () => {
    const { before, after } = await followUp({}, { action: 'punchier_hook' })
    expect(after.hook.voice_over).not.toBe(before.hook.voice_over)
    expect(after.hook.on_screen_text).toContain('⚠️')
    expect(after.hook.seconds).toBeLessThanOrEqual(3)
    expect(after.beats).toEqual(before.beats)
  })

  it('more humorous re-writes the lines in a lighter register, more professional takes it out again', async () => {
    const { second, before, after } = await followUp({}, { action: 'more_humorous' })
    const light = (script: typeof after) =>
      script.beats.filter((b) => banks.zh.humour.some((line) => b.voice_over.includes(line))).length
    expect(light(before)).toBe(0)
    expect(light(after)).toBeGreaterThanOrEqual(2)
    expect(after.beats.map((b) => b.voice_over).join()).not.toMatch(/（.+）/)
    for (const beat of after.beats) expect(speechSeconds(beat.voice_over)).toBeLessThanOrEqual(beat.seconds)
    const history: EngineTurn[] = [
      { role: 'user', content: '' },
      { role: 'assistant', content: second, engine: 'offline' },
      { role: 'user', content: '', action: 'more_professional' },
    ]
    const pro = parseScriptMarkdown(await generate({}, history)).script
    expect(pro.call_to_action.voice_over).not.toContain('😏')
    expect(light(pro)).toBe(0)
    expect(pro.beats.some((b) => b.voice_over.includes('专业角度'))).toBe(true)
  })

  it('add a data point leaves a placeholder the creator must fill', async () => {
    const { after } = await followUp({ language: 'en' }, { action: 'add_data_point' })
    // It goes into the beat with the most room, which the note names.
    const at = after.beats.findIndex((beat) => beat.voice_over.includes('[name the source]'))
    expect(at).toBeGreaterThanOrEqual(0)
    expect(speechSeconds(after.beats[at].voice_over)).toBeLessThanOrEqual(after.beats[at].seconds)
    expect(after.notes.join()).toMatch(/real figure/)
    expect(after.notes.join()).toContain(`beat ${at + 1}:`)
  })

  it('translate writes the same draft in the other language, keeping earlier revisions', async () => {
    const first = await generate({})
    const shorter = await generate({}, [
      { role: 'user', content: '' },
      { role: 'assistant', content: first, engine: 'offline' },
      { role: 'user', content: '', action: 'shorter' },
    ])
    const translated = await generate({}, [
      { role: 'user', content: '' },
      { role: 'assistant', content: first, engine: 'offline' },
      { role: 'user', content: '', action: 'shorter' },
      { role: 'assistant', content: shorter, engine: 'offline' },
      { role: 'user', content: '', action: 'translate' },
    ])
    expect(detectLanguage(translated)).toBe('en')
    expect(translated).toContain('## Beats')
    expect(totalSeconds(parseScriptMarkdown(translated).script)).toBe(totalSeconds(parseScriptMarkdown(shorter).script))
  })

  it('an empty request regenerates with a different hook', async () => {
    const { before, after } = await followUp({}, {})
    expect(after.hook.voice_over).not.toBe(before.hook.voice_over)
    expect(totalSeconds(after)).toBe(totalSeconds(before))
  })
})
