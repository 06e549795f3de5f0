import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { CHECK_RULES, CHECK_SECTIONS, FINDING_CODES, type CheckFinding } from '@hookline/contract/script-check'
import en from '../../../../public/locales/en/scripts.json'
import zh from '../../../../public/locales/zh/scripts.json'
import { addDurationFormat } from '@/components/duration'
import { findingText } from './check-text'

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

describe('script check wording', () => {
  it('has every rule, section and finding code in both languages', () => {
    for (const locale of [en, zh]) {
      for (const rule of CHECK_RULES) expect(locale.check.rules[rule], rule).toBeTruthy()
      for (const section of CHECK_SECTIONS) expect(locale.check.sections[section], section).toBeTruthy()
      for (const code of FINDING_CODES) expect(locale.check.findings[code], code).toBeTruthy()
    }
  })

  it('words a finding from its code and numbers, naming the section as the page does', async () => {
    const finding: CheckFinding = {
      rule: 'pacing',
      code: 'speech_over',
      section: 'beat',
      index: 2,
      needed: 6,
      actual: 4,
    }
    expect(findingText(await translator('en'), finding)).toBe('Beat 3 needs 6 s of voice-over, has 4 s')
    expect(findingText(await translator('zh'), finding)).toBe('镜头 3 的口播需要 6 秒，只有 4 秒')
    const missing: CheckFinding = { rule: 'structure', code: 'missing_section', section: 'cover_text' }
    expect(findingText(await translator('zh'), missing)).toBe('缺少封面文字')
    const claim: CheckFinding = { rule: 'claims', code: 'absolute_claim', section: 'hook', text: '史上最' }
    expect(findingText(await translator('zh'), claim)).toBe('开场钩子含有广告法禁用的绝对化用语「史上最」')
  })
})
