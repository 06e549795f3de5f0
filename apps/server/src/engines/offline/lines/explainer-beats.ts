import type { BeatCopy } from './beats'

/**
 * The beats of a talking head and a tutorial (placeholders and conditions: beats.ts). A talking
 * head's core beats follow the topic: a why-question gets reasons, a how-to steps, "三个误区"
 * its misconceptions.
 */

export const TALKING_HEAD = {
  /** What the topic asks decides how the video opens: the thing that happens, where it gets hard. */
  opening: {
    zh: {
      label: { why: '现象', how: '难点', else: '开场' },
      shot: '{frame}，对镜头说话',
      screen: '{short}',
      lead: { why: ['先看看这个现象。'], how: ['先说说难在哪里。'], else: ['先说为什么要聊这个。'] },
      ask: {
        why: '说说你身边看到的例子，或一个注明出处的数字',
        how: '说说大家最容易卡住的地方',
        else: '说说你为什么想聊这个话题',
      },
    },
    en: {
      label: { why: 'What is happening', how: 'The problem', else: 'Why it matters' },
      shot: '{frame}, talking to camera',
      screen: '{short}',
      lead: {
        why: ['First, what is actually happening.'],
        how: ['First, where it gets hard.'],
        else: ['First, why this matters.'],
      },
      ask: {
        why: 'describe what you have seen, or a sourced figure',
        how: 'say where people usually get stuck',
        else: 'say why this topic matters to you',
      },
    },
  },
  point: {
    zh: {
      label: '{item} {n}',
      shot: { odd: '近景，手势配合强调关键词', else: '插入 B-roll：【拍一段能说明这一点的画面】' },
      screen: '{item} {n}',
      lead: { first: ['先说{ordinal}。'], last: ['最后，{ordinal}。'], else: ['{ordinal}。'] },
      ask: { how: '{how}说清第 {n} 步怎么做、要注意什么', else: '{how}说清{numbered}{example}' },
    },
    en: {
      label: '{Item} {n}',
      shot: { odd: 'Close-up, hand gesture on the key word', else: 'B-roll: [film something that shows this point]' },
      screen: '{Item} {n}',
      lead: { last: ['And the last {item}.'], else: ['{ordinal}.'] },
      ask: { how: 'say how to do step {n} and what to watch for', else: 'say {item} {n} {how}{example}' },
    },
  },
  example: {
    zh: {
      label: '真实案例',
      shot: '插入照片或录屏：【放一张能说明案例的照片或录屏】',
      screen: '真实案例',
      lead: ['说个真实的例子。'],
      ask: '{how}讲一段你或身边人的真实经历',
    },
    en: {
      label: 'A real example',
      shot: 'Cut to a photo or screen recording: [show a photo or recording of the example]',
      screen: 'Real example',
      lead: ['Here is a real example.'],
      ask: 'tell a true story from your life or someone you know, {how}',
    },
  },
  recap: {
    zh: {
      label: '总结',
      shot: '{frame}，语速放慢，屏幕列出全部{item}',
      screen: { steps: '{count} 步回顾', else: '{count} 个{item}回顾' },
      lead: ['总结一下这{items}。', '总结一下。'],
      ask: {
        layers: { why: '把前面几条快速串一遍，说出你的结论', else: '把前面几条快速串一遍，说出你最想让人记住的' },
        else: { why: '用一句话把它们串起来，说出你的结论', else: '用一句话把它们串起来，说出你最想让人记住的' },
      },
    },
    en: {
      label: 'Recap',
      shot: '{frame}, slower pace, every {item} listed on screen',
      screen: 'Recap: {items}',
      lead: { several: ['So, {items}.', 'To sum up.'], else: ['So, to sum up.', 'To sum up.'] },
      ask: {
        layers: 'run through them quickly and give your conclusion',
        else: 'tie them together in one line and give your conclusion',
      },
    },
  },
} satisfies Record<string, BeatCopy>

export const TUTORIAL = {
  result: {
    zh: {
      label: '成果展示',
      shot: '先给最终效果特写：【拍下做好的成品或结果】',
      screen: '{countZh}步做出来',
      lead: {
        audience: ['{who}看过来，先看做好的样子。', '先看成品。'],
        else: ['先看做好的样子。', '先看成品。'],
      },
      ask: '{how}说说成品好在哪里，做下来要多久',
    },
    en: {
      label: 'The result',
      shot: 'Close-up of the finished result: [film the finished result]',
      screen: { several: '{count} steps', else: '{count} step' },
      lead: {
        audience: ['For {who}: here is the finished result.', 'The result first.'],
        else: ['Here is the finished result.', 'The result first.'],
      },
      ask: 'say what makes it good and how long it takes, {how}',
    },
  },
  preparation: {
    zh: {
      label: '准备工作',
      shot: '俯拍桌面，依次摆出需要的东西',
      screen: '准备清单',
      lead: ['开始之前，先把东西准备好。', '先准备东西。'],
      ask: '列出要用的工具和材料，说说没有的话用什么替代',
    },
    en: {
      label: 'What you need',
      shot: 'Top-down shot, lay out each item',
      screen: 'You need',
      lead: ['Before we start, get everything ready.', 'What you need.'],
      ask: 'list the tools and materials, and what can stand in for them',
    },
  },
  step: {
    zh: {
      label: '步骤 {n}',
      shot: '手部特写/录屏，演示第 {n} 步',
      screen: '第 {n} 步',
      lead: ['第{nZh}步。'],
      ask: { line: '说清第 {n} 步的动作', else: '边做边说清第 {n} 步的动作和要注意的地方' },
    },
    en: {
      label: 'Step {n}',
      shot: 'Hands close-up / screen recording of step {n}',
      screen: 'Step {n}',
      lead: ['Step {n}.'],
      ask: { line: 'say step {n}', else: 'show step {n} and say what to watch for' },
    },
  },
  mistake: {
    zh: {
      label: '常见错误',
      shot: '错误示范 vs 正确示范，左右分屏',
      screen: '❌ 错误 / ✅ 正确',
      lead: ['再说一个新手常犯的错。', '常见错误。'],
      ask: '说出常见的错误做法，和正确的做法',
    },
    en: {
      label: 'Common mistake',
      shot: 'Split screen: wrong vs right',
      screen: '❌ Wrong / ✅ Right',
      lead: ['Now a mistake beginners often make.', 'A common mistake.'],
      ask: 'say the usual mistake and the right way instead',
    },
  },
  recap: {
    zh: {
      label: '复盘',
      shot: '成品再展示一次，快速回放所有步骤',
      screen: '跟着做一遍',
      lead: ['回顾一下这{countZh}步。', '回顾一下。'],
      ask: { layers: '把每一步的要点快速串一遍，提醒最容易错的地方', else: '用一句话把步骤串一遍' },
    },
    en: {
      label: 'Recap',
      shot: 'Show the result again with a fast replay of every step',
      screen: 'Try it yourself',
      lead: { several: ['That is all {count} steps.', 'Recap.'], else: ['That is the whole thing.', 'Recap.'] },
      ask: {
        layers: 'run through every step quickly and flag the easiest to get wrong',
        else: 'run through the steps in one line',
      },
    },
  },
} satisfies Record<string, BeatCopy>
