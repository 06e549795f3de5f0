import type { BeatCopy } from '../../lines/beats'

/**
 * The beats of a talking head (placeholders and conditions: lines/beats.ts). Its core beats
 * follow the topic: a why-question gets reasons, a how-to steps, "三个误区" its misconceptions. A
 * talking head about something sensitive (`sensitive`) is one person's experience of an illness
 * (any other is told as news): calm, to camera, no B-roll that "illustrates" it, no "example" or
 * "case", only what the creator is willing to share.
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
