import type { BeatCopy } from './beats'

/**
 * The beats of a talking head and a tutorial (placeholders and conditions: beats.ts). A talking
 * head's core beats follow the topic: a why-question gets reasons, a how-to steps, "三个误区"
 * its misconceptions. A talking head about something sensitive (`sensitive`) is one person's
 * experience of an illness (any other is told as news): calm, to camera, no B-roll that
 * "illustrates" it, no "example" or "case", only what the creator is willing to share.
 */

export const TALKING_HEAD = {
  /** What the topic asks decides how the video opens: the thing that happens, where it gets hard. */
  opening: {
    zh: {
      sensitive: {
        label: '开始',
        shot: '{frame}，对镜头，语气平和',
        screen: '{short}',
        lead: ['先说说这件事是怎么开始的。'],
        ask: { brief: '说说事情是怎么开始的', else: '说说事情是怎么开始的，只说愿意公开的' },
      },
      else: {
        label: { why: '现象', how: '难点', else: '开场' },
        shot: '{frame}，对镜头说话',
        screen: '{short}',
        // A how-to that makes something may open on the result (hooks.ts), which says 先 itself.
        lead: {
          why: ['先看看这个现象。'],
          how: { made: ['说说难在哪里。'], else: ['先说说难在哪里。'] },
          else: ['先说为什么要聊这个。'],
        },
        ask: {
          why: { brief: '说一个你身边看到的例子', else: '说说你身边看到的例子，或一个注明出处的数字' },
          how: '说说大家最容易卡住的地方',
          else: '说说你为什么想聊这个话题',
        },
      },
    },
    en: {
      sensitive: {
        label: 'How it began',
        shot: '{frame}, to camera, calm',
        screen: '{short}',
        lead: ['First, how it began.'],
        ask: { brief: 'say how it began', else: 'say how it began, only what you want to share' },
      },
      else: {
        label: { why: 'What is happening', how: 'The problem', else: 'Why it matters' },
        shot: '{frame}, talking to camera',
        screen: '{short}',
        lead: {
          why: ['First, what is actually happening.'],
          how: { made: ['Now, where it gets hard.'], else: ['First, where it gets hard.'] },
          else: ['First, why this matters.'],
        },
        ask: {
          why: { brief: 'describe one thing you have seen', else: 'describe what you have seen, or a sourced figure' },
          how: 'say where people usually get stuck',
          else: 'say why this topic matters to you',
        },
      },
    },
  },
  point: {
    zh: {
      label: '{item} {n}',
      shot: {
        sensitive: '{frame}，对镜头，语气平和',
        odd: '近景，手势配合强调关键词',
        else: '插入 B-roll：【拍一段能说明{this}的画面】',
      },
      screen: '{item} {n}',
      lead: { opens: ['先说{ordinal}。'], last: ['最后，{ordinal}。'], else: ['{ordinal}。'] },
      ask: {
        group: '说出{numbered}，每个几个字',
        how: { brief: '{how}说清第 {n} 步怎么做', else: '{how}说清第 {n} 步怎么做、要注意什么' },
        sensitive: '{how}说清{numbered}',
        else: '{how}说清{numbered}{example}',
      },
    },
    en: {
      label: '{Item} {n}',
      shot: {
        sensitive: '{frame}, to camera, calm',
        odd: 'Close-up, hand gesture on the key word',
        else: 'B-roll: [film something that shows {this}]',
      },
      screen: '{Item} {n}',
      lead: { last: { group: ['{ordinal}.'], else: ['And the last {item}.'] }, else: ['{ordinal}.'] },
      ask: {
        group: 'name {item} {n}, a few words each',
        how: { brief: 'say how to do step {n}', else: 'say how to do step {n} and what to watch for' },
        sensitive: 'say {item} {n} {how}',
        else: 'say {item} {n} {how}{example}',
      },
    },
  },
  example: {
    zh: {
      sensitive: {
        label: '印象最深的时刻',
        shot: '{frame}，对镜头，语气平和',
        screen: '印象最深的时刻',
        lead: ['说一个印象最深的时刻。'],
        ask: { brief: '{how}讲讲那个时刻', else: '{how}讲讲那个时刻，只说愿意公开的' },
      },
      else: {
        label: '真实案例',
        shot: '插入照片或录屏：【放一张能说明案例的照片或录屏】',
        screen: '真实案例',
        lead: ['说个真实的例子。'],
        ask: '{how}讲一段你或身边人的真实经历',
      },
    },
    en: {
      sensitive: {
        label: 'One moment',
        shot: '{frame}, to camera, calm',
        screen: 'One moment',
        lead: ['One moment that stayed with me.'],
        ask: {
          brief: 'tell that moment, {how}',
          else: 'tell that moment, {how}, only what you want to share',
        },
      },
      else: {
        label: 'A real example',
        shot: 'Cut to a photo or screen recording: [show a photo or recording of the example]',
        screen: 'Real example',
        lead: ['Here is a real example.'],
        ask: "tell a real story from your life or a friend's, {how}",
      },
    },
  },
  /** Several points are tied together; a single one is the line to remember, not "them". */
  recap: {
    zh: {
      sensitive: {
        label: '最后想说的',
        shot: '{frame}，语速放慢，语气平和',
        screen: '想说的话',
        lead: ['还想说一句。'],
        ask: '{how}说出你最想对大家说的',
      },
      else: {
        label: '总结',
        shot: { several: '{frame}，语速放慢，屏幕列出全部{item}', else: '{frame}，语速放慢，屏幕打出重点' },
        screen: { several: { steps: '{count}步回顾', else: '{count}个{item}回顾' }, else: '划重点' },
        lead: { several: ['总结一下这{items}。', '总结一下。'], else: ['总结一下。'] },
        ask: {
          several: {
            layers: { why: '把前面几条快速串一遍，说出你的结论', else: '把前面几条快速串一遍，说出你最想让人记住的' },
            brief: { why: '{how}说出你的结论', else: '{how}说出你最想让人记住的' },
            else: { why: '{how}把它们串起来，说出你的结论', else: '{how}把它们串起来，说出你最想让人记住的' },
          },
          else: { why: '{how}说出你的结论', else: '{how}说出你最想让人记住的' },
        },
      },
    },
    en: {
      sensitive: {
        label: 'What I want to say',
        shot: '{frame}, slower pace, calm',
        screen: 'What I want to say',
        lead: ['One more thing.'],
        ask: 'say what you most want people to hear, {how}',
      },
      else: {
        label: 'Recap',
        shot: {
          several: '{frame}, slower pace, every {item} listed on screen',
          else: '{frame}, slower pace, the key line on screen',
        },
        screen: { several: 'Recap: {items}', else: 'Key takeaway' },
        lead: { several: ['So those are the {items}.', 'To sum up.'], else: ['So, to sum up.', 'To sum up.'] },
        ask: {
          several: {
            layers: 'run through them quickly and give your conclusion',
            brief: 'give your conclusion {how}',
            else: 'tie them together {how} and give your conclusion',
          },
          else: 'give your conclusion {how}',
        },
      },
    },
  },
} satisfies Record<string, BeatCopy>

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
