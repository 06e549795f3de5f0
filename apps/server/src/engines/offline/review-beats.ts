import { framing, how, type BeatKind } from './beat-kinds'
import { zhNumber } from './topic-shape'

/**
 * The review format's beats (explainer-beats.ts): verdict, aspects, pros, cons, who it suits.
 * The verdict, every impression and every comparison is the creator's: the engine only frames
 * them and asks, never judges a product it has not used.
 */
export const review: BeatKind[] = [
  {
    weight: 1,
    keep: true,
    zh: (c, _, s) => ({
      label: '亮相与结论',
      shot: `产品/对象亮相特写：${s('拍下要测评的东西')}`,
      // The hook has already promised the verdict ("先说结论"): this beat gives it.
      lead: ['我的结论是这样的。'],
      ask: (d) => `${d === 'line' ? '' : '说说你用了多久，'}值不值得买，理由是什么`,
      on_screen_text: '我的结论',
    }),
    en: (c, _, s) => ({
      label: 'Reveal and verdict',
      shot: `Hero shot: ${s('film what you are reviewing')}`,
      lead: ['My verdict.'],
      ask: (d) =>
        d === 'line' ? 'say if it is worth it, and why' : 'say how long you used it, if it is worth it, and why',
      on_screen_text: 'My verdict',
    }),
  },
  {
    weight: 1.2,
    core: true,
    zh: (c, n, s) => ({
      label: `体验 ${n}`,
      shot: `实际使用镜头：${s(`拍下第 ${n} 个方面的使用画面`)}`,
      lead: [n === 1 ? '先看第一个方面。' : `再看第${zhNumber(n)}个方面。`],
      ask: (d) => `说出第 ${n} 个方面是什么，${how.zh[d]}说你实际用下来的感受`,
      on_screen_text: `体验 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Hands-on ${n}`,
      shot: `In-use footage: ${s(`film aspect ${n} in use`)}`,
      lead: [
        n === 1 ? 'First thing I tested.' : n === c.coreCount ? 'The last thing I tested.' : 'Next thing I tested.',
      ],
      ask: (d) => `name aspect ${n} and how it held up for you, ${how.en[d]}`,
      on_screen_text: `Hands-on ${n}`,
    }),
  },
  {
    weight: 0.9,
    zh: () => ({
      label: '优点',
      shot: '优点逐条出现在画面一侧',
      lead: ['先说优点。'],
      ask: () => '说出一个让你满意的地方，和你用到它的场景',
      on_screen_text: '👍 优点',
    }),
    en: () => ({
      label: 'Pros',
      shot: 'Pros appear one by one on the side',
      lead: ['What I liked.'],
      ask: () => 'name one thing you liked and when it helped you',
      on_screen_text: '👍 Pros',
    }),
  },
  {
    weight: 0.9,
    zh: () => ({
      label: '缺点',
      shot: '近景，语气坦诚',
      lead: ['缺点也要说。'],
      ask: () => '说出一个缺点，和谁会介意它',
      on_screen_text: '👎 缺点',
    }),
    en: () => ({
      label: 'Cons',
      shot: 'Close-up, candid tone',
      lead: ['Now the downside.'],
      ask: () => 'name one downside and who would mind it',
      on_screen_text: '👎 Cons',
    }),
  },
  {
    weight: 0.8,
    keep: true,
    zh: (c) => ({
      label: '适合谁',
      shot: `${framing(c).zh}，对镜头总结`,
      lead: ['最后说说适合谁。'],
      ask: () => '说说适合什么样的人，不适合什么样的人',
      on_screen_text: '适合谁买？',
    }),
    en: (c) => ({
      label: 'Who it is for',
      shot: `${framing(c).en}, wrap-up to camera`,
      lead: ['So, who is it for?'],
      ask: () => 'say who should buy it and who should skip it',
      on_screen_text: 'Who should buy?',
    }),
  },
]
