import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  briefSchema,
  PLATFORMS,
  QUICK_ACTIONS,
  SCRIPT_FORMATS,
  type BriefInput,
  type Language,
  type QuickAction,
} from '@hookline/contract'
import type { EngineTurn } from '../engine'
import { renderScriptLines } from '../script-markdown/render'
import { nextOfflineVersion } from './follow-up'
import { createOfflineEngine } from './offline-engine'

/**
 * The offline engine's output, pinned: a hash of every draft of a matrix of topics (as creators type
 * them, every genre the engine reads, and real trending titles), platforms, formats, languages,
 * lengths, first drafts, regenerates, quick actions, free-text requests, chains of them and
 * revisions of another engine's version. A restructuring of the engine keeps every byte; a change
 * of behaviour updates this snapshot on purpose (`npx vitest run -u <this file>`) and says so.
 */

/** Trending titles as the hot lists gave them (Bilibili `title`, Douyin and Weibo `word`). */
const TRENDING = [
  '《抬您上泰山》',
  '杭州居然有科普展贩卖保护动物？？？',
  '神作之月！十年前的奇迹！新番时光机「2012年10月篇」',
  '看海贼的和看火影的都沉默了......',
  '评分7.0！风评不佳？诚实吐槽特摄电影《新奥特曼》',
  '”B 站 用 户 精 神 现 状 Ⅱ “',
  '【封号斗罗】哔哩哔哩，来封我朋友的号呀！',
  '【原神夜店风】深 夜 邂 逅~',
  '【孤独摇滚/手书】给波奇酱穿新衣服~',
  '【丧病中配】如果2077的CV来配音《赛博朋克：边缘行者》（第五话）',
  '✨踏入白色殿堂，你选择谁？✨',
  '《不做》',
  '童年引爆全国的动画！《小鲤鱼》的最终结局和剧情究竟是什么？【拾荒记#29】',
  '“  现 在 开 始  ，电 锯 人 也 要 起 飞 了  ”',
  '万叶：哥把你揣兜里，你把哥踹沟里',
  '“最帅最强”的“究极体”？万代 MGEX 强袭自由高达 拼装模型【评头论足】',
  '多国最新涉台表态',
  'U17国足晋级亚洲杯',
  '国内有效发明专利数量超500万件',
  '切尔西vs阿森纳',
  '香港火灾已致146人遇难',
  '官方通报大坝建设被指偷工减料',
  '曼联2:1水晶宫',
  '科技御剑 赛博修仙',
  '假奶粉 奶精加淀粉',
  '这得吃多少米花棒才能成角儿',
  '都来学这个冬日淡妆',
  '山西吕梁铁路坍塌致11死系谣言',
  '司机缺氧离世有5个上学孩子',
  '12月新规来了',
]

/** Topics the engine's own tests read, one or more of every reading (lists, how-tos, news, matches, shows, works, choices, experiences, illness). */
const TYPED = [
  "We cooked my grandma's recipes",
  '10 habits of productive people',
  '10 places to visit in Tokyo',
  '2024年轻人为什么都开始反向消费了？专家这样说🔥',
  '3 mistakes first-time home buyers make',
  '3个让你早起的习惯',
  '5 tips for better sleep',
  'Apple unveils the new iPhone',
  'Are budget phones worth it?',
  'Best budget travel hacks',
  'Breaking Bad finale',
  'Breaking: Apple recalls chargers',
  '🔥 BREAKING - Taylor Swift engaged',
  'Budget phones are winning. But why?',
  'Coffee for beginners',
  'Elden Ring boss fights',
  'Hong Kong fire death toll rises to 146 as search continues',
  'How to make cold brew coffee at home',
  'How to start running at 40 without getting hurt',
  'I am a fan of 5 G',
  'I quit my job to travel',
  'I quit sugar for 30 days',
  'I spent a month using only a flip phone',
  'I tried 5 budget phones',
  'I tried every hotpot place in Chengdu',
  'I used the iPhone 17 for two weeks',
  'Is a Kindle worth it',
  'Is the Nintendo Switch 2 worth it',
  'Should you buy a Vision Pro',
  'Morning routine for productivity',
  'My 5:30 AM morning routine',
  'My morning routine',
  'Should you rent or buy',
  'iPhone or Android',
  'The iPhone 16 Pro after 6 months',
  'The new iPhone is here',
  'The truth about intermittent fasting',
  'Update: we moved to Japan',
  'We need to talk about AI',
  'We tried 5 budget phones',
  'We quit our jobs to travel',
  'What I learned cooking every day for a year',
  'What happened to FTX',
  'Why budget phones are winning',
  'Why young people are switching to budget phones',
  'budget phones',
  'iPhone tricks',
  'three mistakes new runners make',
  'The Bear season 3 finale',
  'Attack on Titan ending explained',
  'The Office best moments',
  'Real Madrid 2-1 Barcelona',
  'Lakers beat the Celtics in overtime',
  'Taylor Swift Eras Tour in Singapore',
  'My year with breast cancer',
  'Police arrest suspect in school shooting',
  'iPhone 16 Pro 值不值得买？',
  'iPhone 17值得买吗',
  '「城市漫步」为什么突然火了，普通人该怎么开始',
  '三个人吃了五个菜',
  '为什么年轻人开始反向消费',
  '十大必去的城市公园',
  '夏天热到受不了',
  '大理值得去吗',
  '失眠怎么办',
  '如何三个月学会游泳',
  '年轻人不爱结婚了',
  '我 爱 你 中国',
  '我们试了5款防晒',
  '我们辞职去大理开了一家民宿',
  '我居然学会了游泳',
  '我的世界新版本更新了',
  '我的个人品牌怎么做',
  '我辞职去大理开了一家民宿',
  '我吃遍了成都的火锅',
  '我用了一个月的iPhone 17',
  '30天，我戒掉了奶茶',
  '新手做饭的7个误区',
  '新手怎么做手冲咖啡',
  '新手第一次买咖啡机最容易踩的三个误区',
  '早上6:30起床的一天',
  '杭州这5个地方值得看',
  '极简生活',
  '汪苏泷宋雨琦超甜合唱',
  '邓紫棋南宁演唱会',
  '汪苏泷杭州演唱会',
  '湖人逆转勇士',
  '国足0比1惜败',
  '猫咪居然会开门',
  '突然降温',
  '竟然',
  '网传：某地自来水被污染，官方正在调查',
  '考研还是工作',
  '租房还是买房？',
  '跟我学游泳换气',
  '通勤时间太长了',
  '零基础学吉他',
  '我确诊抑郁症的这一年',
  '世界杯赛程公布',
]

const TOPICS = [...TYPED, ...TRENDING]
const DURATIONS = [undefined, 5, 15, 30, 60, 90, 180, 600]
const languageOf = (topic: string): Language => (/\p{Script=Han}/u.test(topic) ? 'zh' : 'en')
const other = (language: Language): Language => (language === 'zh' ? 'en' : 'zh')

const engine = createOfflineEngine({ lineDelayMs: 0 })
const signal = new AbortController().signal

const brief = (input: Partial<BriefInput> & { topic: string }) => briefSchema.parse({ platform: 'douyin', ...input })

/** What the engine streams, without its pause between lines (a few thousand drafts would wait minutes). */
function write(input: Partial<BriefInput> & { topic: string }, history: EngineTurn[] = []): string {
  const { script, language } = nextOfflineVersion(brief(input), history)
  return renderScriptLines(script, { language, platform: input.platform ?? 'douyin' })
    .map((line) => `${line}\n`)
    .join('')
}

async function streamed(input: Partial<BriefInput> & { topic: string }, history: EngineTurn[] = []): Promise<string> {
  let text = ''
  for await (const chunk of engine.generate(brief(input), history, signal)) text += chunk
  return text
}

type Request = { content?: string; action?: QuickAction }
const REQUESTS: Record<Language, Request[]> = {
  zh: [
    ...QUICK_ACTIONS.map((action) => ({ action })),
    { content: '' },
    { content: '价格是 3999 元' },
    { content: '压到 30 秒' },
    { content: '更搞笑一点' },
    { content: '第二段提一下我的赞助商' },
  ],
  en: [
    ...QUICK_ACTIONS.map((action) => ({ action })),
    { content: '' },
    { content: 'The price is $999' },
    { content: 'cut it to 15 seconds' },
    { content: 'make it funnier' },
    { content: 'mention my sponsor in beat two' },
  ],
}

/** A conversation: the first draft, then each request answered in turn; the last answer is what is pinned. */
function converse(input: Partial<BriefInput> & { topic: string }, requests: Request[], engineLabel = 'offline') {
  const history: EngineTurn[] = [{ role: 'user', content: '' }]
  let answer = write(input, history)
  for (const request of requests) {
    history.push({ role: 'assistant', content: answer, engine: engineLabel })
    history.push({ role: 'user', content: request.content ?? '', action: request.action ?? null })
    answer = write(input, history)
  }
  return answer
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)
const said = (request: Request) => request.action ?? (request.content ? `"${request.content}"` : 'regenerate')

function matrix(): Record<string, string> {
  const drafts: Record<string, string> = {}
  const pin = (key: string, text: string) => {
    expect(drafts[key], key).toBeUndefined()
    drafts[key] = hash(text)
  }
  // First drafts: every topic in every format, in its language, platforms and lengths in rotation.
  for (const [i, topic] of TOPICS.entries()) {
    for (const [j, format] of SCRIPT_FORMATS.entries()) {
      const platform = PLATFORMS[(i + j) % PLATFORMS.length]
      const duration_seconds = DURATIONS[(i + 2 * j) % DURATIONS.length]
      const language = languageOf(topic)
      pin(
        `first ${topic} | ${format} ${platform} ${duration_seconds ?? 'default'} ${language}`,
        write({ topic, format, platform, language, duration_seconds }),
      )
    }
    // And in the other language: a topic is read in its own script.
    const platform = PLATFORMS[i % PLATFORMS.length]
    pin(
      `first ${topic} | talking_head ${platform} default ${other(languageOf(topic))}`,
      write({ topic, platform, language: other(languageOf(topic)) }),
    )
  }
  // Every platform × format × language × length, for one topic of each language.
  for (const topic of ['年轻人为什么开始反向消费', 'Why young people are switching to budget phones'])
    for (const platform of PLATFORMS)
      for (const format of SCRIPT_FORMATS)
        for (const duration_seconds of [undefined, 5, 30, 90, 600]) {
          const language = languageOf(topic)
          pin(
            `grid ${topic} | ${format} ${platform} ${duration_seconds ?? 'default'} ${language}`,
            write({ topic, format, platform, language, duration_seconds }),
          )
        }
  // Follow-ups on the offline engine's own drafts: every quick action and free-text request.
  for (const [i, topic] of TOPICS.filter((_, i) => i % 3 === 0).entries()) {
    const language = languageOf(topic)
    const format = SCRIPT_FORMATS[i % SCRIPT_FORMATS.length]
    const platform = PLATFORMS[(i * 5) % PLATFORMS.length]
    for (const request of REQUESTS[language])
      pin(
        `follow-up ${topic} | ${format} ${platform} ${language}: ${said(request)}`,
        converse({ topic, format, platform, language }, [request]),
      )
    const chain = [REQUESTS[language][2], REQUESTS[language][9], { action: 'translate' as const }, { content: '' }]
    pin(`chain ${topic} | ${format} ${platform} ${language}`, converse({ topic, format, platform, language }, chain))
  }
  // A version another engine wrote, revised in place.
  for (const [i, topic] of TOPICS.filter((_, i) => i % 9 === 4).entries()) {
    const language = languageOf(topic)
    const format = SCRIPT_FORMATS[(i + 3) % SCRIPT_FORMATS.length]
    const platform = PLATFORMS[(i * 7 + 1) % PLATFORMS.length]
    for (const request of REQUESTS[language])
      pin(
        `model's ${topic} | ${format} ${platform} ${language}: ${said(request)}`,
        converse({ topic, format, platform, language }, [request], 'openai-compatible:deepseek:deepseek-chat'),
      )
  }
  return drafts
}

describe('the draft matrix', () => {
  it('streams what it writes, line by line, and hands over the script it rendered', async () => {
    for (const topic of TOPICS.slice(0, 12)) {
      const input = { topic, language: languageOf(topic), platform: PLATFORMS[topic.length % PLATFORMS.length] }
      expect(await streamed(input)).toBe(write(input))
      const drafted = engine.draft?.(brief(input), [], signal)
      expect(drafted?.script).toEqual(nextOfflineVersion(brief(input), []).script)
      expect(drafted?.language).toBe(input.language)
    }
  })

  it('writes every draft byte for byte as pinned', async () => {
    const drafts = matrix()
    expect(Object.keys(drafts).length).toBeGreaterThan(1000)
    await expect(JSON.stringify(drafts, null, 1)).toMatchFileSnapshot('./__snapshots__/draft-matrix.json')
  }, 600_000)
})
