import { framing, type BeatKind } from './beat-kinds'

/** The review format's beats (explainer-beats.ts): verdict, aspects, pros, cons, who it suits. */
export const review: BeatKind[] = [
  {
    weight: 1,
    keep: true,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '亮相与结论',
      shot: `产品/对象亮相特写：${s('拍下要测评的东西')}`,
      say: [
        `${c.topic.kind === 'question' ? c.topic.headline : `${c.topic.about}，`}我用了${s('写下用了多久')}，先说结论：${s('写下值不值')}。`,
        `这个我用了${s('写下用了多久')}，先说结论：${s('写下值不值')}。`,
        `先说结论：${s('写下值不值')}。`,
        '先说结论，再慢慢展开。',
      ],
      more: ['下面我分几个方面说，优点缺点都不藏着。', '买不买，听完再决定也不迟。'],
      on_screen_text: '先说结论',
    }),
    en: (c, _, s) => ({
      label: 'Reveal and verdict',
      shot: `Hero shot: ${s('film what you are reviewing')}`,
      say: [
        c.topic.kind === 'noun'
          ? `I have used ${c.topic.about} for ${s('say how long')}. Verdict first: ${s('say if it is worth it')}.`
          : `I spent ${s('say how long')} testing this. Verdict first: ${s('say if it is worth it')}.`,
        `Verdict first: ${s('say if it is worth it')}.`,
        'Verdict first, details after.',
      ],
      more: ['I will go through it piece by piece, good and bad.', 'Hear it all before you decide.'],
      on_screen_text: 'Verdict first',
    }),
  },
  {
    weight: 1.2,
    core: true,
    banks: ['aspect', 'general'],
    bridge: true,
    zh: (c, n, s) => ({
      label: `体验 ${n}`,
      shot: `实际使用镜头：${s(`拍下第 ${n} 个方面的使用画面`)}`,
      say: [`${n === 1 ? '先看' : '再来看'}${s(`写下第${n}个方面`)}。`, n === 1 ? '先看细节。' : '再来看下一项。'],
      more: n % 2 ? [`我的真实感受是：${s('写下一个具体细节')}。`] : [],
      on_screen_text: `体验 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Hands-on ${n}`,
      shot: `In-use footage: ${s(`film aspect ${n} in use`)}`,
      say: [`Number ${n}: ${s(`name aspect ${n}`)}.`, `Aspect ${n}.`],
      more: n % 2 ? [`How it felt to me: ${s('one concrete detail you noticed')}.`] : [],
      on_screen_text: `Hands-on ${n}`,
    }),
  },
  {
    weight: 0.9,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '优点',
      shot: '优点逐条出现在画面一侧',
      say: [`让我惊喜的是${s('写下一个优点')}，这一点在同价位里算拿得出手。`, `优点是${s('写下一个优点')}。`, '先说让我惊喜的地方。'],
      more: ['这一点在日常使用里很加分。', '如果你看重这一点，可以放心考虑。'],
      on_screen_text: '👍 优点',
    }),
    en: (c, _, s) => ({
      label: 'Pros',
      shot: 'Pros appear one by one on the side',
      say: [`What surprised me: ${s('name one pro')}, and at this price that counts.`, `The upside: ${s('one pro')}.`, 'First, what surprised me.'],
      more: ['That makes a real difference day to day.', 'If that matters to you, this is worth a look.'],
      on_screen_text: '👍 Pros',
    }),
  },
  {
    weight: 0.9,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '缺点',
      shot: '近景，语气坦诚',
      say: [`缺点也要说：${s('写下一个缺点')}，介意的话慎重考虑。`, `缺点是${s('写下一个缺点')}。`, '缺点也得说。'],
      more: ['这不算致命问题，但确实影响体验。', '希望后续版本能改进。'],
      on_screen_text: '👎 缺点',
    }),
    en: (c, _, s) => ({
      label: 'Cons',
      shot: 'Close-up, candid tone',
      say: [`The downside: ${s('name one con')}. If that matters to you, think twice.`, `The downside: ${s('one con')}.`, 'Now the downside.'],
      more: ['Not a deal-breaker, but you will notice it.', 'I hope a later version fixes it.'],
      on_screen_text: '👎 Cons',
    }),
  },
  {
    weight: 0.8,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '适合谁',
      shot: `${framing(c).zh}，对镜头总结`,
      say: [`所以我的建议：${s('写下适合的人')}可以考虑，${s('写下不适合的人')}可以再等等。`, `适合${s('写下适合的人')}。`, '适不适合你，看你在意什么。'],
      more: ['买之前想清楚自己的需求，比看任何测评都重要。', '理性消费，适合自己的才是好的。'],
      on_screen_text: '适合谁买？',
    }),
    en: (c, _, s) => ({
      label: 'Who it is for',
      shot: `${framing(c).en}, wrap-up to camera`,
      say: [`My advice: if you are ${s('say who it suits')}, go for it; if you are ${s('say who it does not')}, wait.`, `Good for ${s('who it suits')}.`, 'Whether it suits you depends on what you value.'],
      more: ['Know what you need before you buy; that beats any review.', 'Buy for your needs, not for the hype.'],
      on_screen_text: 'Who should buy?',
    }),
  },
]
