import { describe, expect, it } from 'vitest'
import { checkFindingSchema, type Script, type ScriptBeat } from '../scripts'
import { checkScript, describeFinding, type CheckBrief } from './script-check'

const beat = (voice_over: string, seconds: number): ScriptBeat => ({
  label: '',
  shot: '近景',
  voice_over,
  on_screen_text: '字幕',
  seconds,
})

/** A 30 s script whose only fault is the cover text given. */
const withCover = (cover_text: string): Script => ({
  titles: ['租房前必须问清的三件事'],
  hook: beat('押金退不回来？先看这条。', 3),
  beats: [
    beat('第一件事，问清楚押金怎么退，退房前几天通知，写进合同里。', 8),
    beat('第二件事，看水电燃气是民用价还是商用价，差价一年好几百。', 8),
    beat('第三件事，问清楚维修谁负责，热水器坏了别自己掏钱。', 7),
  ],
  call_to_action: beat('点赞收藏，租房不踩坑。', 4),
  hashtags: ['租房', '租房避坑', '毕业租房'],
  cover_text,
  caption: null,
  notes: [],
})

const coverFinding = (cover: string, brief: CheckBrief) => {
  const finding = checkScript(withCover(cover), brief).findings.find(
    (f) => f.code === 'too_long' && f.section === 'cover_text',
  )
  expect(finding).toBeDefined()
  return finding!
}

describe('describeFinding on a length over the limit', () => {
  it('names the unit the platform counts in: characters on TikTok', () => {
    const brief: CheckBrief = { platform: 'tiktok', language: 'zh', targetSeconds: 30, topic: '租房避坑' }
    const finding = coverFinding('Three things to ask first!', brief)
    expect(finding.unit).toBe('character')
    expect(describeFinding(finding)).toBe('The cover text is 26 characters long; the limit is 20.')
  })

  it('names the unit the platform counts in: Chinese characters on Douyin, Latin letters at half', () => {
    const brief: CheckBrief = { platform: 'douyin', language: 'zh', targetSeconds: 30, topic: '租房避坑' }
    const finding = coverFinding('租房之前一定要先问清楚的三件事AB', brief)
    expect(finding.unit).toBe('chinese-character')
    expect(describeFinding(finding)).toBe(
      'The cover text is 16 Chinese characters (two Latin letters, digits or spaces count as one) long; the limit is 12.',
    )
  })

  it('still reads a stored finding from before findings named their unit', () => {
    const stored = checkFindingSchema.parse({
      rule: 'packaging',
      code: 'too_long',
      section: 'cover_text',
      actual: 26,
      limit: 20,
    })
    expect(describeFinding(stored)).toBe('The cover text is 26 long; the limit is 20.')
  })
})
