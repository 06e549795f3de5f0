import type { BeatCopy } from '../../lines/beats'

/**
 * The beats of a review (placeholders and conditions: lines/beats.ts): verdict, aspects, pros, cons,
 * who it suits. The verdict, every impression and every comparison is the creator's: the lines
 * only frame them and ask, never judge a product the engine has not used.
 */
export const REVIEW = {
  verdict: {
    zh: {
      label: '亮相与结论',
      shot: '产品/对象亮相特写：【拍下要测评的东西】',
      screen: '我的结论',
      // The hook has already promised the verdict ("先说结论"): this beat gives it.
      lead: ['我的结论是这样的。'],
      ask: { brief: '说说值不值得买', line: '值不值得买，理由是什么', else: '说说你用了多久，值不值得买，理由是什么' },
    },
    en: {
      label: 'Reveal and verdict',
      shot: 'Hero shot: [film what you are reviewing]',
      screen: 'My verdict',
      lead: ['My verdict.'],
      ask: {
        brief: 'say if it is worth it',
        line: 'say if it is worth it, and why',
        else: 'say how long you used it, if it is worth it, and why',
      },
    },
  },
  aspect: {
    zh: {
      label: '体验 {n}',
      shot: '实际使用镜头：【拍下第 {n} 个方面的使用画面】',
      screen: '体验 {n}',
      lead: { first: ['第{nZh}个方面。'], else: ['再看第{nZh}个方面。'] },
      ask: {
        group: { brief: '说出第 {n} 个方面，每个几个字', else: '说出第 {n} 个方面和你的感受，每个几个字' },
        brief: '{how}说说第 {n} 个方面用下来怎么样',
        else: '说出第 {n} 个方面是什么，{how}说你实际用下来的感受',
      },
    },
    en: {
      label: 'Hands-on {n}',
      shot: 'In-use footage: [film aspect{s} {n} in use]',
      screen: 'Hands-on {n}',
      lead: {
        group: ['Aspects {n}.'],
        first: ['First thing I tested.'],
        last: ['The last thing I tested.'],
        else: ['{ANth} thing I tested.'],
      },
      ask: {
        group: {
          brief: 'name aspects {n}, a few words each',
          else: 'name aspects {n} and how each held up, in a few words',
        },
        brief: 'say how aspect {n} held up for you, {how}',
        else: 'name aspect {n} and how it held up for you, {how}',
      },
    },
  },
  pros: {
    zh: {
      label: '优点',
      shot: '优点逐条出现在画面一侧',
      screen: '👍 优点',
      lead: ['说说优点。'],
      ask: { brief: '说出一个让你满意的地方', else: '说出一个让你满意的地方，和你用到它的场景' },
    },
    en: {
      label: 'Pros',
      shot: 'Pros appear one by one on the side',
      screen: '👍 Pros',
      lead: ['What I liked.'],
      ask: { brief: 'name one thing you liked', else: 'name one thing you liked and when it helped you' },
    },
  },
  cons: {
    zh: {
      label: '缺点',
      shot: '近景，语气坦诚',
      screen: '👎 缺点',
      lead: ['缺点也要说。'],
      ask: { brief: '说出一个缺点', else: '说出一个缺点，和谁会介意它' },
    },
    en: {
      label: 'Cons',
      shot: 'Close-up, candid tone',
      screen: '👎 Cons',
      lead: ['Now the downside.'],
      ask: { brief: 'name one downside', else: 'name one downside and who would mind it' },
    },
  },
  audience: {
    zh: {
      label: '适合谁',
      shot: '{frame}，对镜头总结',
      screen: '适合谁买？',
      lead: ['最后说说适合谁。'],
      ask: { brief: '说说适合什么样的人', else: '说说适合什么样的人，不适合什么样的人' },
    },
    en: {
      label: 'Who it is for',
      shot: '{frame}, wrap-up to camera',
      screen: 'Who should buy?',
      lead: ['So, who is it for?'],
      ask: { brief: 'say who should buy it', else: 'say who should buy it and who should skip it' },
    },
  },
} satisfies Record<string, BeatCopy>
