import type { BeatCopy } from '../../lines/beats'

/** The beats of a tutorial (placeholders and conditions: lines/beats.ts). */
export const TUTORIAL = {
  /** Something made opens on the finished thing; a skill or a habit on what you will be able to do. */
  result: {
    zh: {
      made: {
        label: '成果展示',
        shot: '先给最终效果特写：【拍下做好的成品或结果】',
        screen: '{countZh}步做出来',
        lead: {
          audience: ['{who}看过来，这是做好的样子。', '这是成品。'],
          else: ['这是做好的样子。', '这是成品。'],
        },
        ask: { brief: '{how}说说成品好在哪里', else: '{how}说说成品好在哪里，做下来要多久' },
      },
      else: {
        label: '学会以后',
        shot: '先给结果：【拍一段你现在能做到的样子】',
        screen: '{countZh}步上手',
        lead: {
          audience: ['{who}看过来，这是学会以后的样子。', '学会以后是这样。'],
          else: ['这是学会以后的样子。', '学会以后是这样。'],
        },
        ask: { brief: '{how}说说学会以后能做到什么', else: '{how}说说学会以后能做到什么，要练多久' },
      },
    },
    en: {
      made: {
        label: 'The result',
        shot: 'Close-up of the finished result: [film the finished result]',
        screen: { several: '{count} steps', else: '{count} step' },
        lead: {
          audience: ['For {who}: here is the finished result.', 'The result first.'],
          else: ['Here is the finished result.', 'The result first.'],
        },
        ask: { brief: 'say what makes it good, {how}', else: 'say what makes it good and how long it takes, {how}' },
      },
      else: {
        label: 'The goal',
        shot: 'Open on the result: [film what you can do now]',
        screen: { several: '{count} steps', else: '{count} step' },
        lead: {
          audience: ['For {who}: where this gets you.', 'Where this gets you.'],
          else: ['Here is where this gets you.', 'Where this gets you.'],
        },
        ask: {
          brief: 'say what you will be able to do, {how}',
          else: 'say what you will be able to do, and how soon, {how}',
        },
      },
    },
  },
  /** What something made needs is tools and materials; a skill or a habit, what it takes to start. */
  preparation: {
    zh: {
      made: {
        label: '准备工作',
        shot: '俯拍桌面，依次摆出需要的东西',
        screen: '准备清单',
        lead: ['开始之前，把东西准备好。', '准备东西。'],
        ask: { brief: '列出要用的工具和材料', else: '列出要用的工具和材料，说说没有的话用什么替代' },
      },
      else: {
        label: '准备工作',
        shot: '{frame}，屏幕列出开始前要准备的',
        screen: '准备清单',
        lead: ['开始之前，要准备这些。', '要准备这些。'],
        ask: { brief: '说说开始前需要准备什么', else: '说说开始前需要准备什么，没有的话怎么办' },
      },
    },
    en: {
      made: {
        label: 'What you need',
        shot: 'Top-down shot, lay out each item',
        screen: 'You need',
        lead: ['Before we start, get everything ready.', 'What you need.'],
        ask: {
          brief: 'list the tools and materials',
          else: 'list the tools and materials, and what can stand in for them',
        },
      },
      else: {
        label: 'What you need',
        shot: '{frame}, what you need listed on screen',
        screen: 'You need',
        lead: ['Before we start, what you need.', 'What you need.'],
        ask: {
          brief: 'list what you need to get started',
          else: 'list what you need to get started, and how to manage without it',
        },
      },
    },
  },
  step: {
    zh: {
      label: '步骤 {n}',
      shot: { made: '手部特写/录屏，演示第 {n} 步', else: '实拍/录屏，演示第 {n} 步' },
      screen: '第{n}步',
      lead: ['第{nZh}步。'],
      ask: {
        group: '边做边说出第 {n} 步，每步几个字',
        line: '说清第 {n} 步的动作',
        else: '边做边说清第 {n} 步的动作和要注意的地方',
      },
    },
    en: {
      label: 'Step{s} {n}',
      shot: {
        made: 'Hands close-up / screen recording of step{s} {n}',
        else: 'Footage / screen recording of step{s} {n}',
      },
      screen: 'Step{s} {n}',
      lead: ['Step{s} {n}.'],
      ask: {
        group: 'show steps {n}, a few words each',
        line: 'say step {n}',
        else: 'show step {n} and say what to watch for',
      },
    },
  },
  mistake: {
    zh: {
      label: '常见错误',
      shot: '错误示范 vs 正确示范，左右分屏',
      screen: '❌ 错误 / ✅ 正确',
      lead: ['再说一个新手常犯的错。', '常见错误。'],
      ask: { brief: '说出常见的错误做法', else: '说出常见的错误做法，和正确的做法' },
    },
    en: {
      label: 'Common mistake',
      shot: 'Split screen: wrong vs right',
      screen: '❌ Wrong / ✅ Right',
      lead: ['Now a mistake beginners often make.', 'A common mistake.'],
      ask: { brief: 'say the usual mistake', else: 'say the usual mistake and the right way instead' },
    },
  },
  recap: {
    zh: {
      label: '复盘',
      shot: { made: '成品再展示一次，快速回放所有步骤', else: '结果再展示一次，快速回放所有步骤' },
      screen: '跟着做一遍',
      lead: ['回顾一下这{countZh}步。', '回顾一下。'],
      ask: { layers: '把每一步的要点快速串一遍，提醒最容易错的地方', else: '{how}把步骤串一遍' },
    },
    en: {
      label: 'Recap',
      shot: 'Show the result again with a fast replay of every step',
      screen: 'Try it yourself',
      lead: { several: ['That is all {count} steps.', 'Recap.'], else: ['That is the whole thing.', 'Recap.'] },
      ask: {
        layers: 'run through every step quickly and flag the easiest to get wrong',
        else: 'run through the steps {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>
