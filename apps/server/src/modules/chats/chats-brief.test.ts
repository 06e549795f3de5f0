import { chatIdeas } from '@hookline/contract'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors'
import { briefFromAnswer } from './chats-brief'

const ZH = [
  '围绕这个话题，可以从这 3 个角度切入：',
  '',
  '1. **年轻人为什么开始反向消费**',
  '   从“买贵的”到“买对的”：拆一张月度账单。',
  '2. **30 天不点外卖实验**',
  '   每天记录花费和做饭时间，第 30 天算总账。',
  '3. **平替到底香不香**',
  '   同价位三件平替和大牌盲测，让评论区先猜。',
  '',
  '想深入哪一个？',
].join('\n')

const EN = [
  'Three angles:',
  '',
  '1. **Why young people are spending less on purpose** — break down one month of spending.',
  '2. **A 30-day no-takeout experiment**',
  '   Log the cost every day.',
  '3) **Do budget dupes hold up?**',
  '   Angle: blind-test three dupes against the brand.',
  '   Let the comments guess.',
].join('\n')

const zh = { platform: 'douyin', language: 'zh' } as const
const en = { platform: 'tiktok', language: 'en' } as const

describe('chatIdeas', () => {
  it('reads each numbered bold topic with its angle (zh and en)', () => {
    expect(chatIdeas(ZH).map((idea) => idea.topic)).toEqual([
      '年轻人为什么开始反向消费',
      '30 天不点外卖实验',
      '平替到底香不香',
    ])
    expect(chatIdeas(EN)).toEqual([
      { topic: 'Why young people are spending less on purpose', angle: 'break down one month of spending.' },
      { topic: 'A 30-day no-takeout experiment', angle: 'Log the cost every day.' },
      { topic: 'Do budget dupes hold up?', angle: 'blind-test three dupes against the brand. Let the comments guess.' },
    ])
  })

  it('reads one idea from an answer without a numbered list of bold topics, none from an empty one', () => {
    expect(chatIdeas('1. Stop paying the brand tax\n2. Frugal is not cheap')).toEqual([
      { topic: 'Stop paying the brand tax', angle: '' },
    ])
    expect(chatIdeas('- **"Finally"**: agree\n- **"Broke"**: disagree')).toHaveLength(1)
    expect(chatIdeas('Just one thought.\nWith a second line.')).toEqual([
      { topic: 'Just one thought.', angle: 'With a second line.' },
    ])
    expect(chatIdeas(' \n ')).toEqual([])
  })
})

describe('briefFromAnswer', () => {
  it('makes the brief from the idea picked: its topic, its angle as notes (zh)', () => {
    expect(briefFromAnswer(ZH, { ...zh, idea: 3 })).toEqual({
      topic: '平替到底香不香',
      notes: '同价位三件平替和大牌盲测，让评论区先猜。',
      platform: 'douyin',
      language: 'zh',
    })
    expect(briefFromAnswer(ZH, { ...zh, idea: 2 }).topic).toBe('30 天不点外卖实验')
  })

  it('makes the brief from the idea picked (en), and from the first when none is picked', () => {
    expect(briefFromAnswer(EN, { ...en, idea: 3 })).toMatchObject({
      topic: 'Do budget dupes hold up?',
      notes: 'blind-test three dupes against the brand. Let the comments guess.',
    })
    expect(briefFromAnswer(EN, en)).toMatchObject({
      topic: 'Why young people are spending less on purpose',
      notes: 'break down one month of spending.',
    })
  })

  it('refuses an idea the answer does not have with a 400 that says how many it has', () => {
    const refused = (() => {
      try {
        briefFromAnswer(ZH, { ...zh, idea: 4 })
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ status: 400, message: 'This answer has 3 ideas: there is no idea 4' })
    expect(() => briefFromAnswer('Just one thought.', { ...en, idea: 2 })).toThrow(
      'This answer has one idea: there is no idea 2',
    )
    expect(briefFromAnswer('Just one thought.', { ...en, idea: 1 }).topic).toBe('Just one thought.')
  })
})
