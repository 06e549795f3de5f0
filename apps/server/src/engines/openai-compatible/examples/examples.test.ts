import { describe, expect, it } from 'vitest'
import {
  LANGUAGE_IDS,
  PLATFORM_IDS,
  PLATFORM_RULES,
  checkScript,
  placeholdersIn,
  speechSeconds,
} from '@hookline/contract'
import { parseScriptMarkdown } from '../../script-markdown/parse'
import { exampleBrief, exampleScript, scriptExample } from './index'

const cases = PLATFORM_IDS.flatMap((platform) => LANGUAGE_IDS.map((language) => ({ platform, language })))

describe.each(cases)('the $platform $language example', ({ platform, language }) => {
  const example = scriptExample(platform, language)
  const { script } = example
  const rules = PLATFORM_RULES[platform]
  const timed = [script.hook, ...script.beats, script.call_to_action]

  it('passes every rule of the script check for its platform, language and target', () => {
    const check = checkScript(script, {
      platform,
      language,
      targetSeconds: example.targetSeconds,
      topic: example.topic,
    })
    expect(check.findings).toEqual([])
    expect(check.passed).toBe(check.total)
  })

  it('adds its seconds up to the target exactly, in the platform beat length', () => {
    expect(timed.reduce((sum, beat) => sum + beat.seconds, 0)).toBe(example.targetSeconds)
    expect(script.hook.seconds).toBe(rules.hookSeconds)
    expect(script.call_to_action.seconds).toBe(rules.ctaSeconds)
    for (const beat of script.beats) {
      expect(beat.seconds).toBeGreaterThanOrEqual(rules.beatSeconds.min)
      expect(beat.seconds).toBeLessThanOrEqual(rules.beatSeconds.max)
    }
  })

  // Stricter than the check's 110 %: an example shows sections that are full, not merely not too long.
  it('fills 80–100 % of every section with voice-over at the speaking rate', () => {
    for (const beat of timed) {
      const share = speechSeconds(beat.voice_over) / beat.seconds
      expect(share, `${beat.label}: ${beat.voice_over}`).toBeGreaterThanOrEqual(0.8)
      expect(share, `${beat.label}: ${beat.voice_over}`).toBeLessThanOrEqual(1)
    }
  })

  it('leaves at most two placeholders, each an instruction for the creator', () => {
    const texts = [...timed.flatMap((beat) => [beat.shot, beat.voice_over, beat.on_screen_text]), script.caption ?? '']
    expect(texts.flatMap(placeholdersIn).length).toBeLessThanOrEqual(2)
  })

  it('renders to Markdown that parses back to the same structure, complete and without warnings', () => {
    const markdown = exampleScript(platform, language)
    const parsed = parseScriptMarkdown(markdown)
    expect(parsed.warnings).toEqual([])
    expect(parsed.complete).toBe(true)
    expect(parsed.script).toEqual(script)
  })

  it('is written in its own language only', () => {
    const markdown = exampleScript(platform, language)
    if (language === 'en') expect(markdown).not.toMatch(/[\u3400-\u9fff]/)
    // A Chinese script may carry a platform's own tag (#shorts), nothing else in Latin letters.
    else expect(markdown.replace(/#\S+/g, '')).not.toMatch(/[A-Za-z]{2,}/)
  })

  it('states its brief', () => {
    expect(exampleBrief(platform, language)).toEqual({
      topic: example.topic,
      format: example.format,
      targetSeconds: example.targetSeconds,
    })
  })
})

describe('the examples as a set', () => {
  it('cover a different topic on every platform', () => {
    for (const language of LANGUAGE_IDS) {
      const topics = PLATFORM_IDS.map((platform) => exampleBrief(platform, language).topic)
      expect(new Set(topics).size).toBe(PLATFORM_IDS.length)
    }
  })
})
