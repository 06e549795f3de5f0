import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { CHECK_RULES, type CheckRuleId, type ScriptCheck } from '@hookline/contract/script-check'
import en from '../../../../public/locales/en/scripts.json'
import zh from '../../../../public/locales/zh/scripts.json'
import { addDurationFormat } from '@/components/duration'
import { needsWorkRules, stateLabel, workFirst } from './version-state'

async function translator(language: 'en' | 'zh') {
  const i18n = createInstance()
  await i18n.init({
    lng: language,
    resources: { en: { scripts: en }, zh: { scripts: zh } },
    ns: ['scripts'],
    defaultNS: 'scripts',
    interpolation: { escapeValue: false },
  })
  // As the app's instance: durations past 90 s read in minutes.
  addDurationFormat(i18n)
  return i18n.getFixedT(language, 'scripts')
}

const check = (state: ScriptCheck['state'], failing: CheckRuleId[], blanks: number): ScriptCheck => ({
  revision: 3,
  state,
  passed: CHECK_RULES.length - failing.length,
  total: CHECK_RULES.length,
  rules: CHECK_RULES.map((id) => ({ id, ok: !failing.includes(id) })),
  findings: failing.map((rule) =>
    rule === 'coverage'
      ? { rule, code: 'thin_voice_over', section: 'script', actual: 11, needed: 36, limit: 60 }
      : { rule, code: 'hashtag_unrelated', section: 'hashtags', index: 0, text: '美食' },
  ),
  placeholders: blanks > 0 ? 4 : 0,
  voice_over_seconds: 11,
  placeholder_seconds: blanks,
  speech_seconds: 11 + blanks,
  total_seconds: 60,
  target_seconds: 60,
  language: 'zh',
})

describe('what a version is called', () => {
  it('an outline counts the seconds left to write, rounded as the exports round them', async () => {
    expect(stateLabel(await translator('zh'), check('outline', ['coverage'], 45.6))).toBe(
      '提纲 · 还有 46 秒口播待你填写',
    )
    expect(stateLabel(await translator('en'), check('outline', ['coverage'], 0.3))).toBe(
      'Outline · 1 s of voice-over left to write',
    )
  })

  it('needs work names what fails, never the outline’s missing voice-over while blanks stand for it', async () => {
    const withBlanks = check('needs_work', ['coverage', 'hashtags'], 40)
    expect(needsWorkRules(withBlanks)).toEqual(['hashtags'])
    expect(stateLabel(await translator('zh'), withBlanks)).toBe('需要修改 · 话题标签')
    expect(workFirst(withBlanks).map((finding) => finding.code)).toEqual(['hashtag_unrelated', 'thin_voice_over'])

    const thin = check('needs_work', ['coverage'], 0)
    expect(needsWorkRules(thin)).toEqual(['coverage'])
    expect(stateLabel(await translator('en'), thin)).toBe('Needs work · too little voice-over')
    expect(stateLabel(await translator('en'), check('needs_work', ['hook', 'pacing', 'claims'], 0))).toBe(
      'Needs work · the hook and 2 more',
    )
  })

  it('ready is ready, and says what blanks are left to fill in', async () => {
    expect(stateLabel(await translator('zh'), check('ready', [], 0))).toBe('可以拍')
    expect(stateLabel(await translator('zh'), check('ready', [], 2))).toBe('可以拍 · 还有 4 处空白待你填写')
    expect(stateLabel(await translator('en'), { ...check('ready', [], 2), placeholders: 1 })).toBe(
      'Ready · 1 blank left for you to fill in',
    )
  })
})
