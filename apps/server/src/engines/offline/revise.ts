import { DURATION_MIN_SECONDS, type Brief, type Language, type QuickAction, type Script } from '@hookline/contract'
import { SHORTER_FACTOR } from '../requests'
import { allocateSeconds, totalSeconds } from '../script-markdown/durations'
import { draftContext, joinSentences, pick, slot } from './context'
import { punchierHook } from './hooks'
import { humorousAsides, humorousCta, professionalCta, professionalLine, sober, withoutEmoji } from './tone'

/** Rule-based follow-ups of the offline engine: each takes a script and returns the next version. */

const note = (script: Script, text: string): Script => ({ ...script, notes: [...script.notes, text] })

export const retimeNote = (before: number, after: number, language: Language) =>
  language === 'zh' ? `时长调整：约 ${before} 秒 → ${after} 秒` : `Re-timed: about ${before} s → ${after} s`

/**
 * Re-times a script another engine wrote to `target` seconds: beats are dropped from the middle
 * in proportion (the first carries the set-up, the last the pay-off), then the seconds are
 * shared out again. (The offline engine re-composes its own drafts instead: follow-up.ts.)
 */
export function retime(script: Script, target: number, language: Language): Script {
  const before = totalSeconds(script)
  const beats = [...script.beats]
  const keep = Math.min(beats.length, Math.max(2, Math.round((beats.length * target) / Math.max(before, 1))))
  while (beats.length > keep) beats.splice(Math.floor(beats.length / 2), 1)
  const hook = { ...script.hook, seconds: Math.min(script.hook.seconds, 3, Math.max(1, Math.floor(target * 0.2))) }
  const ctaShare = Math.max(1, Math.round(target * 0.12))
  const cta = { ...script.call_to_action, seconds: Math.min(Math.max(script.call_to_action.seconds, 1), ctaShare) }
  const body = Math.max(beats.length, target - hook.seconds - cta.seconds)
  const seconds = allocateSeconds(body, beats.map((beat) => beat.seconds))
  const next = { ...script, hook, call_to_action: cta, beats: beats.map((beat, i) => ({ ...beat, seconds: seconds[i] })) }
  const after = totalSeconds(next)
  return note(next, retimeNote(before, after, language))
}

const shorter = (script: Script, language: Language) =>
  retime(script, Math.max(DURATION_MIN_SECONDS, Math.round(totalSeconds(script) * SHORTER_FACTOR)), language)

function humorous(script: Script, language: Language, seed: number): Script {
  const asides = humorousAsides[language]
  const beats = script.beats.map((beat, i) =>
    i % 2 === 0 && !asides.some((a) => beat.voice_over.includes(a)) ? { ...beat, voice_over: `${beat.voice_over} ${pick(asides, seed, i)}` } : beat,
  )
  const ctaLine = script.call_to_action.voice_over.includes(humorousCta[language])
    ? script.call_to_action.voice_over
    : joinSentences(language, script.call_to_action.voice_over, humorousCta[language])
  return note(
    { ...script, beats, call_to_action: { ...script.call_to_action, voice_over: ctaLine } },
    language === 'zh' ? '已加入幽默元素：可按自己的梗替换括号里的吐槽' : 'Added humour: swap the asides in brackets for your own jokes',
  )
}

function professional(script: Script, language: Language): Script {
  const clean = <T extends { voice_over: string; on_screen_text: string }>(beat: T): T => ({
    ...beat,
    voice_over: sober(beat.voice_over),
    on_screen_text: sober(beat.on_screen_text),
  })
  const beats = script.beats.map(clean)
  const line = professionalLine[language]((text) => slot(language, text))
  const target = beats[Math.min(1, beats.length - 1)]
  if (target && !target.voice_over.includes(line)) target.voice_over = joinSentences(language, line, target.voice_over)
  const cta = clean(script.call_to_action)
  if (!cta.voice_over.includes(professionalCta[language])) cta.voice_over = joinSentences(language, cta.voice_over, professionalCta[language])
  // Titles and cover carry the topic as the creator wrote it ("神作之月！"): only their emoji go.
  // Titles that differed only by an emoji keep it rather than become the same title.
  const titles = script.titles.map(withoutEmoji)
  return note(
    { ...script, titles: new Set(titles).size === titles.length ? titles : script.titles, hook: clean(script.hook), beats, call_to_action: cta, cover_text: withoutEmoji(script.cover_text) },
    language === 'zh' ? '已调整为专业语气：请补充括号中的出处与结论' : 'Made it more professional: fill in the sources in brackets',
  )
}

function dataPoint(script: Script, language: Language): Script {
  if (script.beats.length === 0) return script
  const index = Math.min(1, script.beats.length - 1)
  const beats = script.beats.map((beat, i) =>
    i === index
      ? {
          ...beat,
          voice_over:
            language === 'zh'
              ? `${beat.voice_over}根据${slot('zh', '数据来源')}，${slot('zh', '具体数字')}。`
              : `${beat.voice_over} According to ${slot('en', 'data source')}, ${slot('en', 'the exact figure')}.`,
          on_screen_text: `📊 ${slot(language, language === 'zh' ? '数据' : 'figure')}`,
        }
      : beat,
  )
  return note(
    { ...script, beats },
    language === 'zh'
      ? `已在镜头 ${index + 1} 加入数据位：请填入真实数字并注明来源，发布前核实`
      : `Added a data point to beat ${index + 1}: fill in a real figure and cite the source before publishing`,
  )
}

/** Applies one quick action. `translate` is handled by the engine (it re-composes the draft). */
export function applyAction(script: Script, action: QuickAction, brief: Brief, language: Language, variant: number): Script {
  const c = draftContext(brief, language, variant)
  switch (action) {
    case 'shorter':
      return shorter(script, language)
    case 'punchier_hook': {
      const hook = { ...punchierHook(c, language, script.hook.voice_over), seconds: Math.min(script.hook.seconds, 3) }
      return note({ ...script, hook }, language === 'zh' ? '已强化开场钩子：第一帧直接给结果或冲突' : 'Punchier hook: open on the result or the conflict')
    }
    case 'more_humorous':
      return humorous(script, language, c.seed)
    case 'more_professional':
      return professional(script, language)
    case 'add_data_point':
      return dataPoint(script, language)
    case 'translate':
      return script
  }
}
