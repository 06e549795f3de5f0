import { describe, expect, it } from 'vitest'
import { briefSchema, FORMAT_IDS, type BriefInput, type Language } from '@hookline/contract'
import { composeDraft } from './compose'
import { GENRES } from './genres'
import { SOBER_TITLE_SLOTS, type TitleLine, type TitleSlot } from './lines/titles'
import type { TopicShape } from './topic-shape'

const titlesOf = (input: Partial<BriefInput>) => {
  const brief = briefSchema.parse({ platform: 'douyin', ...input })
  return composeDraft(brief, brief.language).titles
}

describe('the title lines (genres/<format>/<format>-titles.ts), as a writer leaves them', () => {
  // A line with a placeholder may have no value for it; one without always can stand.
  const unconditional = (line: TitleLine, shape: TopicShape) =>
    (!line.for || line.for.includes(shape)) &&
    !JSON.stringify('ending' in line ? line.ending : 'around' in line ? line.around : line.audience).includes('{')
  const shapes: TopicShape[] = ['why', 'how', 'list', 'plain']

  it('give every slot a line for every kind of topic', () => {
    for (const language of ['zh', 'en'] as const) {
      const tables: TitleSlot[][] = [
        ...FORMAT_IDS.flatMap((format) => Object.values(GENRES[format].titles[language])),
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

describe('a frame takes a headline in without the particle that announces it', () => {
  it('in zh: 「一条视频看懂12月新规」, not 「…12月新规来了」, in every frame and the note', () => {
    for (const platform of ['douyin', 'bilibili', 'xiaohongshu', 'weibo'] as const) {
      const brief = briefSchema.parse({ topic: '12月新规来了', platform })
      const { titles, caption } = composeDraft(brief, 'zh')
      const framed = [...titles, caption ?? ''].join(' | ')
      // Was 「一条视频看懂12月新规来了」 and 「关于12月新规来了，说句大实话」.
      expect(framed, platform).not.toMatch(/(?:看懂|讲清|关于)12月新规来了/)
      if (platform !== 'xiaohongshu') expect(titles, platform).toContain('一条视频看懂12月新规')
    }
    expect(titlesOf({ topic: '12月新规来了', platform: 'xiaohongshu' }).join(' | ')).toContain('12月新规来了｜')
    const note = composeDraft(briefSchema.parse({ topic: '12月新规来了', platform: 'xiaohongshu' }), 'zh').caption
    expect(note).toMatch(/^📍 关于12月新规，/)
    // The headline itself, after which a frame ends, keeps it; and 了 that is part of a word stays (受不了).
    expect(titlesOf({ topic: '12月新规来了' })[0]).toBe('12月新规来了：我的看法')
    expect(titlesOf({ topic: '夏天热到受不了' }).join(' | ')).toContain('关于夏天热到受不了')
    expect(titlesOf({ topic: '年轻人不爱结婚了' }).join(' | ')).toContain('关于年轻人不爱结婚，说句大实话')
  })

  it("in zh, without the headline's astonishment: 「一条视频看懂杭州有科普展…」, not 「…杭州居然有…」", () => {
    // A real Bilibili title (reference/trending); a question, as its ？？？ says.
    const topic = '杭州居然有科普展贩卖保护动物？？？'
    for (const platform of ['douyin', 'bilibili', 'xiaohongshu', 'weibo'] as const) {
      const brief = briefSchema.parse({ topic, platform })
      const { titles, caption } = composeDraft(brief, 'zh')
      const framed = [...titles, caption ?? ''].join(' | ')
      // Was 「一条视频看懂杭州居然有…」 and 「关于杭州居然有…，说句大实话」.
      expect(framed, platform).not.toMatch(/(?:看懂|讲清|关于)[^|]*居然/)
      expect(framed, platform).toMatch(/(?:看懂|讲清|关于)杭州有科普展/)
    }
    // Not a noun's own word, and 突然 (what happened) stays.
    expect(titlesOf({ topic: '竟然' }).join(' | ')).not.toContain('关于，')
    expect(titlesOf({ topic: '突然降温' }).join(' | ')).toContain('突然降温')
    expect(titlesOf({ topic: '猫咪居然会开门' }).join(' | ')).toContain('关于猫咪会开门，说句大实话')
  })

  it('in en: "The honest truth about the new iPhone", not "…about the new iPhone is here"', () => {
    for (const platform of ['douyin', 'youtube_shorts', 'tiktok'] as const) {
      const titles = titlesOf({ topic: 'The new iPhone is here', language: 'en', platform })
      expect(titles.join(' | '), platform).not.toMatch(/about the new iPhone is here/i)
      expect(titles, platform).toContain('The honest truth about the new iPhone')
      // A title after the headline keeps it whole.
      expect(titles[0], platform).toMatch(/^The new iPhone is here: /)
    }
  })
})

describe('what the creator did is titled as their experience, not as points to know', () => {
  const EXPERIENCES: Record<Language, string[]> = {
    zh: ['我吃遍了成都的火锅', '我用了一个月的iPhone 17'],
    en: ['I tried every hotpot place in Chengdu', 'I quit sugar for 30 days'],
  }
  for (const language of ['zh', 'en'] as const)
    it(`in ${language}, every format that embeds the topic and every platform`, () => {
      for (const topic of EXPERIENCES[language])
        for (const platform of ['douyin', 'xiaohongshu', 'youtube_shorts'] as const) {
          const titles = titlesOf({ topic, language, platform }).join(' | ')
          // Was "…：3个你必须知道的点", "…｜避坑指南🔥", "关于我吃遍了成都的火锅，说句大实话".
          expect(titles, titles).not.toMatch(/必须知道|避坑|大实话|一条视频|things you need to know|traps|truth about/i)
          // Xiaohongshu's 20 characters leave an English topic this long no room for more than an emoji.
          if (language === 'zh' || platform !== 'xiaohongshu')
            expect(titles, titles).toMatch(/真实感受|how it (?:really )?went/)
          // A sentence said in the first person is never put inside another ("The story behind I quit…").
          for (const format of ['story', 'vlog', 'review', 'news_commentary'] as const)
            expect(titlesOf({ topic, language, platform, format }).join(' | '), `${format} ${platform}`).not.toMatch(
              /关于我|看看我|看懂我|讲清我|学会我|about I |behind I /,
            )
        }
    })
})

describe('a title promises what its draft gives', () => {
  it('ranks several things tried side by side, rather than telling how a trial went', () => {
    for (const platform of ['youtube_shorts', 'tiktok', 'xiaohongshu'] as const) {
      const titles = titlesOf({ topic: 'I tried 5 budget phones', language: 'en', platform })
      // Was "I tried 5 budget phones: how it really went", as for 30 days without sugar.
      expect(titles.join(' | '), platform).not.toMatch(/how it (?:really )?went/)
      expect(titles[0], platform).toMatch(/: ranked/)
    }
    expect(titlesOf({ topic: 'I quit sugar for 30 days', language: 'en' })[0]).toMatch(/how it really went/)
    // The post and the note say the same (was "How it really went is in the video 👇").
    const post = (topic: string, language: Language, platform: 'weibo' | 'xiaohongshu') => {
      const brief = briefSchema.parse({ topic, language, platform })
      return composeDraft(brief, language).caption ?? ''
    }
    expect(post('I tried 5 budget phones', 'en', 'weibo')).toContain('My ranking is in the video')
    expect(post('我试了5款防晒', 'zh', 'weibo')).toContain('我的排名都在视频里')
    expect(post('我试了5款防晒', 'zh', 'xiaohongshu')).toContain('我的排名和结论')
    expect(post('I quit sugar for 30 days', 'en', 'weibo')).toContain('How it really went is in the video')
  })

  it('gives a how-to note what works, not traps its steps never name', () => {
    // Was "How to start running: traps to avoid 🔥" over a draft of three steps.
    const titles = titlesOf({ topic: 'How to start running', language: 'en', platform: 'xiaohongshu' })
    expect(titles.join(' | ')).not.toMatch(/traps/)
    expect(titles).toContain('How to start running: what works 🔥')
  })
})

describe('a title that cannot hold its topic says it shorter before it cuts it', () => {
  it('"Make cold brew coffee at home: my notes", not "How to make cold brew… my notes"', () => {
    const titles = titlesOf({ topic: 'How to make cold brew coffee at home', platform: 'xiaohongshu', language: 'en' })
    expect(titles).toEqual([
      'How to make cold brew coffee at home ✨',
      'Make cold brew coffee at home: my notes',
      'Make cold brew coffee at home: a recap',
    ])
    const weibo = titlesOf({
      topic: 'How to start running at 40 without getting hurt',
      platform: 'weibo',
      language: 'en',
      format: 'vlog',
    })
    expect(weibo).toContain('Start running at 40 without getting hurt: a day in my life')
  })

  it('takes an ending as a sentence of its own only after a question mark it keeps', () => {
    const titles = titlesOf({ topic: 'Budget phones are winning. But why?', platform: 'xiaohongshu', language: 'en' })
    expect(titles.slice(1)).toEqual(['Budget phones win: my notes', 'Budget phones win: a recap'])
  })

  it('never names a thing by the words before a last verb ("Three mistakes new runners" of "…new runners make")', () => {
    const draft = composeDraft(
      briefSchema.parse({ topic: 'three mistakes new runners make', platform: 'xiaohongshu', language: 'en' }),
      'en',
    )
    expect(draft.titles.join(' | ')).not.toMatch(/runners(?!…| make)/)
    expect(draft.cover_text).not.toBe('Three mistakes new runners')
  })

  it('says a long Chinese trending title by the clause that names its subject, and never cuts inside 《》', () => {
    const review = titlesOf({
      topic: '评分7.0！风评不佳？诚实吐槽特摄电影《新奥特曼》',
      platform: 'xiaohongshu',
      language: 'zh',
    })
    // A film is talked about as one: my take, its moments (was 「…｜一篇讲清✨」).
    expect(review[0]).toBe('诚实吐槽特摄电影《新奥特曼》｜我的看法✨')
    const anime = titlesOf({
      topic: '童年引爆全国的动画！《小鲤鱼》的最终结局和剧情究竟是什么？【拾荒记#29】',
      platform: 'xiaohongshu',
      language: 'zh',
    })
    expect(anime[0]).toBe('《小鲤鱼》的最终结局和剧情究竟是什么？✨')
    for (const title of anime) expect(title.split('《').length, title).toBe(title.split('》').length)
    // A clause that asks keeps asking: 「…为什么突然火了？」, not 「…火了答案在这里」.
    const walk = titlesOf({
      topic: '「城市漫步」为什么突然火了，普通人该怎么开始',
      platform: 'xiaohongshu',
      language: 'zh',
    })
    expect(walk[1]).toBe('「城市漫步」为什么突然火了？答案在这里🔥')
  })

  it('never rewords a sensitive topic to fit', () => {
    const titles = titlesOf({
      topic: 'Hong Kong fire death toll rises to 146 as search continues',
      platform: 'xiaohongshu',
      language: 'en',
    })
    for (const title of titles) expect(title.startsWith('Hong Kong fire'), title).toBe(true)
  })
})
