import type { ScriptFormat } from '@hookline/contract'
import { example, framing, how, type BeatKind } from './beat-kinds'
import type { DraftContext } from './context'
import { plural } from './fit-text'
import { review } from './review-beats'
import { zhCount, zhNumber } from './topic-shape'

/**
 * Beats of the formats that explain something. Each says a framing line and asks the creator,
 * in one instruction, for what only they know (compose.ts sizes it). A talking head's core beats
 * follow the topic: a why-question gets reasons, a how-to steps, "三个误区" its misconceptions.
 */

/** "原因" → "第一个原因", "步骤" → "第一步", "要点" → "第一点"; `digits` for an instruction ("第 1 个原因"). */
function zhNth(c: DraftContext, n: number, digits = false): string {
  const item = c.shape.item.zh
  const number = digits ? ` ${n} ` : zhNumber(n)
  if (item === '步骤') return `第${number}步`
  if (item === '要点') return `第${number}点`
  return `第${number}个${item}`
}
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']
/** "The first reason.", "And the last reason."; beyond ten "Reason 11.". */
function enNth(c: DraftContext, n: number): string {
  const item = c.shape.item.en.toLowerCase()
  if (n > 1 && n === c.coreCount) return `And the last ${item}.`
  return n <= ORDINALS.length ? `The ${ORDINALS[n - 1]} ${item}.` : `${c.shape.item.en} ${n}.`
}
const zhItems = (c: DraftContext) =>
  c.shape.item.zh === '步骤'
    ? `${zhCount(c.coreCount)}步`
    : c.shape.item.zh === '要点'
      ? `${zhCount(c.coreCount)}点`
      : `${zhCount(c.coreCount)}个${c.shape.item.zh}`
const enItems = (c: DraftContext) => plural(c.coreCount, c.shape.item.en.toLowerCase())

/** The opening of a talking head, by what the topic asks. */
const opening = {
  zh: (c: DraftContext) =>
    ({
      why: { label: '现象', lead: ['先看看这个现象。'], ask: '说说你身边看到的例子，或一个注明出处的数字' },
      how: { label: '难点', lead: ['先说说难在哪里。'], ask: '说说大家最容易卡住的地方' },
      list: { label: '开场', lead: ['先说为什么要聊这个。'], ask: '说说你为什么想聊这个话题' },
      plain: { label: '开场', lead: ['先说为什么要聊这个。'], ask: '说说你为什么想聊这个话题' },
    })[c.shape.kind],
  en: (c: DraftContext) =>
    ({
      why: {
        label: 'What is happening',
        lead: ['First, what is actually happening.'],
        ask: 'describe what you have seen, or a sourced figure',
      },
      how: { label: 'The problem', lead: ['First, where it gets hard.'], ask: 'say where people usually get stuck' },
      list: { label: 'Why it matters', lead: ['First, why this matters.'], ask: 'say why this topic matters to you' },
      plain: { label: 'Why it matters', lead: ['First, why this matters.'], ask: 'say why this topic matters to you' },
    })[c.shape.kind],
}

const talkingHead: BeatKind[] = [
  {
    weight: 1,
    zh: (c) => ({
      ...opening.zh(c),
      shot: `${framing(c).zh}，对镜头说话`,
      on_screen_text: c.topic.short,
      ask: () => opening.zh(c).ask,
    }),
    en: (c) => ({
      ...opening.en(c),
      shot: `${framing(c).en}, talking to camera`,
      on_screen_text: c.topic.short,
      ask: () => opening.en(c).ask,
    }),
  },
  {
    weight: 1.2,
    core: true,
    zh: (c, n, s) => ({
      label: `${c.shape.item.zh} ${n}`,
      shot: n % 2 ? '近景，手势配合强调关键词' : `插入 B-roll：${s('拍一段能说明这一点的画面')}`,
      lead: [n === 1 ? `先说${zhNth(c, 1)}。` : n === c.coreCount ? `最后，${zhNth(c, n)}。` : `${zhNth(c, n)}。`],
      ask: (d) =>
        c.shape.kind === 'how'
          ? `${how.zh[d]}说清第 ${n} 步怎么做、要注意什么`
          : `${how.zh[d]}说清${zhNth(c, n, true)}${example.zh[d]}`,
      on_screen_text: `${c.shape.item.zh} ${n}`,
    }),
    en: (c, n, s) => ({
      label: `${c.shape.item.en} ${n}`,
      shot: n % 2 ? 'Close-up, hand gesture on the key word' : `B-roll: ${s('film something that shows this point')}`,
      lead: [enNth(c, n)],
      ask: (d) =>
        c.shape.kind === 'how'
          ? `say how to do step ${n} and what to watch for`
          : `say ${c.shape.item.en.toLowerCase()} ${n} ${how.en[d]}${example.en[d]}`,
      on_screen_text: `${c.shape.item.en} ${n}`,
    }),
  },
  {
    weight: 1,
    zh: (c, _, s) => ({
      label: '真实案例',
      shot: `插入照片或录屏：${s('放一张能说明案例的照片或录屏')}`,
      lead: ['说个真实的例子。'],
      ask: (d) => `${how.zh[d]}讲一段你或身边人的真实经历`,
      on_screen_text: '真实案例',
    }),
    en: (c, _, s) => ({
      label: 'A real example',
      shot: `Cut to a photo or screen recording: ${s('show a photo or recording of the example')}`,
      lead: ['Here is a real example.'],
      ask: (d) => `tell a true story from your life or someone you know, ${how.en[d]}`,
      on_screen_text: 'Real example',
    }),
  },
  {
    weight: 0.8,
    keep: true,
    zh: (c) => ({
      label: '总结',
      shot: `${framing(c).zh}，语速放慢，屏幕列出全部${c.shape.item.zh}`,
      lead: [`总结一下这${zhItems(c)}。`, '总结一下。'],
      ask: (d) =>
        `${d === 'layers' ? '把前面几条快速串一遍' : '用一句话把它们串起来'}，说出${c.shape.kind === 'why' ? '你的结论' : '你最想让人记住的'}`,
      on_screen_text: `${c.coreCount} ${c.shape.item.zh === '步骤' ? '步' : `个${c.shape.item.zh}`}回顾`,
    }),
    en: (c) => ({
      label: 'Recap',
      shot: `${framing(c).en}, slower pace, every ${c.shape.item.en.toLowerCase()} listed on screen`,
      lead: [c.coreCount > 1 ? `So, ${enItems(c)}.` : 'So, to sum up.', 'To sum up.'],
      ask: (d) =>
        `${d === 'layers' ? 'run through them quickly' : 'tie them together in one line'} and give your conclusion`,
      on_screen_text: `Recap: ${enItems(c)}`,
    }),
  },
]

const tutorial: BeatKind[] = [
  {
    weight: 0.8,
    zh: (c, _, s) => ({
      label: '成果展示',
      shot: `先给最终效果特写：${s('拍下做好的成品或结果')}`,
      lead: [c.brief.audience ? `${c.who}看过来，先看做好的样子。` : '先看做好的样子。', '先看成品。'],
      ask: (d) => `${how.zh[d]}说说成品好在哪里，做下来要多久`,
      on_screen_text: `${zhCount(c.coreCount)}步做出来`,
    }),
    en: (c, _, s) => ({
      label: 'The result',
      shot: `Close-up of the finished result: ${s('film the finished result')}`,
      lead: [
        c.brief.audience ? `For ${c.who}: here is the finished result.` : 'Here is the finished result.',
        'The result first.',
      ],
      ask: (d) => `say what makes it good and how long it takes, ${how.en[d]}`,
      on_screen_text: plural(c.coreCount, 'step'),
    }),
  },
  {
    weight: 0.8,
    zh: () => ({
      label: '准备工作',
      shot: '俯拍桌面，依次摆出需要的东西',
      lead: ['开始之前，先把东西准备好。', '先准备东西。'],
      ask: () => '列出要用的工具和材料，说说没有的话用什么替代',
      on_screen_text: '准备清单',
    }),
    en: () => ({
      label: 'What you need',
      shot: 'Top-down shot, lay out each item',
      lead: ['Before we start, get everything ready.', 'What you need.'],
      ask: () => 'list the tools and materials, and what can stand in for them',
      on_screen_text: 'You need',
    }),
  },
  {
    weight: 1.3,
    core: true,
    zh: (c, n) => ({
      label: `步骤 ${n}`,
      shot: `手部特写/录屏，演示第 ${n} 步`,
      lead: [`第${zhNumber(n)}步。`],
      ask: (d) => `${d === 'line' ? '' : '边做边'}说清第 ${n} 步的动作${d === 'line' ? '' : '和要注意的地方'}`,
      on_screen_text: `第 ${n} 步`,
    }),
    en: (c, n) => ({
      label: `Step ${n}`,
      shot: `Hands close-up / screen recording of step ${n}`,
      lead: [`Step ${n}.`],
      ask: (d) => (d === 'line' ? `say step ${n}` : `show step ${n} and say what to watch for`),
      on_screen_text: `Step ${n}`,
    }),
  },
  {
    weight: 0.9,
    zh: () => ({
      label: '常见错误',
      shot: '错误示范 vs 正确示范，左右分屏',
      lead: ['再说一个新手常犯的错。', '常见错误。'],
      ask: () => '说出常见的错误做法，和正确的做法',
      on_screen_text: '❌ 错误 / ✅ 正确',
    }),
    en: () => ({
      label: 'Common mistake',
      shot: 'Split screen: wrong vs right',
      lead: ['Now a mistake beginners often make.', 'A common mistake.'],
      ask: () => 'say the usual mistake and the right way instead',
      on_screen_text: '❌ Wrong / ✅ Right',
    }),
  },
  {
    weight: 0.7,
    zh: (c) => ({
      label: '复盘',
      shot: '成品再展示一次，快速回放所有步骤',
      lead: [`回顾一下这${zhCount(c.coreCount)}步。`, '回顾一下。'],
      ask: (d) => (d === 'layers' ? '把每一步的要点快速串一遍，提醒最容易错的地方' : '用一句话把步骤串一遍'),
      on_screen_text: '跟着做一遍',
    }),
    en: (c) => ({
      label: 'Recap',
      shot: 'Show the result again with a fast replay of every step',
      lead: [c.coreCount > 1 ? `That is all ${c.coreCount} steps.` : 'That is the whole thing.', 'Recap.'],
      ask: (d) =>
        d === 'layers'
          ? 'run through every step quickly and flag the easiest to get wrong'
          : 'run through the steps in one line',
      on_screen_text: 'Try it yourself',
    }),
  },
]

/** Beat plans of the formats that explain something (engines/formats.ts). */
export const explainerBeats: Partial<Record<ScriptFormat, BeatKind[]>> = {
  talking_head: talkingHead,
  tutorial,
  review,
}
