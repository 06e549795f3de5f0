import { describe, expect, it } from 'vitest'
import { briefSchema, type BriefInput, type Language } from '@hookline/contract'
import { composeDraft } from './compose'
import { SOBER_TITLE_SLOTS, TITLE_SLOTS, type TitleLine, type TitleSlot } from './lines/titles'
import type { TopicShape } from './topic-shape'

const titlesOf = (input: Partial<BriefInput>) => {
  const brief = briefSchema.parse({ platform: 'douyin', ...input })
  return composeDraft(brief, brief.language).titles
}

describe('the title lines (lines/titles.ts), as a writer leaves them', () => {
  // A line with a placeholder may have no value for it; one without always can stand.
  const unconditional = (line: TitleLine, shape: TopicShape) =>
    (!line.for || line.for.includes(shape)) &&
    !JSON.stringify('ending' in line ? line.ending : 'around' in line ? line.around : line.audience).includes('{')
  const shapes: TopicShape[] = ['why', 'how', 'list', 'plain']

  it('give every slot a line for every kind of topic', () => {
    for (const language of ['zh', 'en'] as const) {
      const tables: TitleSlot[][] = [
        ...Object.values(TITLE_SLOTS[language]).flatMap((byFormat) => Object.values(byFormat)),
        SOBER_TITLE_SLOTS[language],
      ]
      for (const slots of tables)
        for (const [index, slot] of slots.entries())
          for (const shape of shapes)
            expect(
              slot.some((line) => unconditional(line, shape)),
              `${language} slot ${index + 1} ${JSON.stringify(slot)} for ${shape}`,
            ).toBe(true)
    }
  })
})

describe('titles fit what the topic asks, whatever format the creator picked', () => {
  const topics: Record<Language, Record<'why' | 'how' | 'list', string>> = {
    zh: { why: '为什么年轻人开始不爱喝奶茶了', how: '如何三个月学会游泳', list: '新手做饭的7个误区' },
    en: { why: 'Why budget phones are winning', how: 'How to start running at 40', list: '5 tips for better sleep' },
  }

  it('promises a beginner a finished skill only for a how-to or a thing to learn', () => {
    for (const language of ['zh', 'en'] as const)
      for (const shape of ['why', 'list'] as const) {
        const titles = titlesOf({ topic: topics[language][shape], language, format: 'tutorial' }).join(' | ')
        expect(titles, titles).not.toMatch(/\d steps|start to finish|beginner|步搞定|新手也能学会|一条视频学会|手把手/i)
      }
    // The draft itself walks through steps (a tutorial's structure), so its title says so, without a count of reasons.
    expect(titlesOf({ topic: topics.en.why, language: 'en', format: 'tutorial' })[0]).toBe(
      'Why budget phones are winning, explained step by step',
    )
    expect(titlesOf({ topic: topics.zh.why, format: 'tutorial' })[0]).toBe('为什么年轻人开始不爱喝奶茶了？｜一步步讲清')
    expect(titlesOf({ topic: topics.en.how, language: 'en', format: 'tutorial' })[0]).toBe(
      'How to start running at 40, step by step',
    )
  })

  it('weighs pros and cons of a thing, and asks what worked of a how-to, in a review', () => {
    for (const language of ['zh', 'en'] as const)
      for (const shape of ['why', 'how', 'list'] as const) {
        const titles = titlesOf({ topic: topics[language][shape], language, format: 'review' }).join(' | ')
        expect(titles, titles).not.toMatch(/pros|优缺点|honest review/i)
      }
    expect(titlesOf({ topic: topics.en.how, language: 'en', format: 'review' })).toEqual([
      "How to start running at 40: what worked, what didn't",
      'How to start running at 40: the verdict',
      'How to start running at 40: is it worth the effort?',
    ])
    expect(titlesOf({ topic: topics.zh.how, format: 'review' })[2]).toBe('如何三个月学会游泳？｜值不值得')
    expect(titlesOf({ topic: 'The iPhone 16 Pro after 6 months', language: 'en', format: 'review' })).toEqual([
      'The iPhone 16 Pro after 6 months: my honest review',
      'The iPhone 16 Pro after 6 months: pros and cons',
      'The honest truth about the iPhone 16 Pro after 6 months',
    ])
  })

  it('tells a how-to what works, not "the honest truth about how to…"', () => {
    const titles = titlesOf({ topic: topics.en.how, language: 'en' })
    expect(titles).toContain('How to start running at 40: what actually works')
    expect(titles.join(' ')).not.toMatch(/truth about how/i)
    expect(titlesOf({ topic: topics.zh.how })).toContain('如何三个月学会游泳？｜方法都在这')
  })

  it('skips a line that repeats the topic\'s own word ("Coffee for beginners: a beginner\'s guide")', () => {
    const titles = titlesOf({ topic: 'Coffee for beginners', language: 'en', format: 'tutorial' })
    expect(titles.join(' ')).not.toMatch(/beginner's guide|for beginners: for beginners/i)
    expect(titles).toHaveLength(3)
  })
})
