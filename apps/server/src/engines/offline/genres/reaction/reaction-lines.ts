import type { BeatCopy } from '../../lines/beats'

/**
 * A talking head about a work or a moment of pop culture (an anime, a film, a game, a song,
 * someone's video): what it is, for a viewer who missed it; the moments that land, a clip a
 * beat; what people say about it; the creator's verdict. The clips are someone else's: every shot
 * of one credits its source, and the comments are shown without their users' names.
 */
export const REACTION = {
  recap: {
    zh: {
      label: '前情提要',
      shot: '作品片段或海报，角落注明出处：【写下作品名或原作者】',
      screen: '前情提要',
      lead: ['没看过的先补个课。', '先交代一下。'],
      ask: {
        brief: '{how}说清这是什么',
        line: '{how}说清这是什么、出自哪里',
        else: '{how}说清这是什么、出自哪里，让没看过的人也能跟上',
      },
    },
    en: {
      label: 'What it is',
      shot: 'A clip or the poster, source in the corner: [name the work or its creator]',
      screen: 'Quick recap',
      lead: ["If you missed it, here's the gist.", 'The gist first.'],
      ask: {
        brief: 'say what it is, {how}',
        line: "say what it is and where it's from, {how}",
        else: "say what it is, where it's from, who made it, {how}",
      },
    },
  },
  /** A moment that lands, a clip a beat: 看点 1 / Moment 1. */
  moment: {
    zh: {
      label: '看点 {n}',
      shot: { odd: '插入片段：【截取第 {n} 个看点的画面，注明出处】', else: '{frame}，对镜头，片段缩在画面一角' },
      screen: '看点 {n}',
      lead: {
        group: ['看点{nZh}。'],
        opens: ['先看这一段。'],
        first: ['第一个看点。'],
        last: ['最后一个看点。'],
        else: ['第{nZh}个看点。'],
      },
      ask: {
        group: '说出第 {n} 个看点，每个几个字',
        brief: '{how}说出这一段',
        line: '{how}说出这一段和你的看法',
        else: '{how}说出这一段发生了什么、你怎么看、为什么记住它',
      },
    },
    en: {
      label: 'Moment{s} {n}',
      shot: {
        odd: 'Cut to the clip: [moment {n}, source credited]',
        else: '{frame}, to camera, the clip small in a corner',
      },
      screen: 'Moment{s} {n}',
      lead: {
        group: ['Moments {n}.'],
        opens: ['First, this moment.', 'This moment first.'],
        first: ['The first moment.'],
        last: ['And one last moment.'],
        else: ['{ANth} moment.'],
      },
      ask: {
        group: 'name moments {n}, a few words each',
        brief: 'say what happens, {how}',
        line: 'say what happens and your take, {how}',
        else: 'say what happens, your take, why it sticks, {how}',
      },
    },
  },
  said: {
    zh: {
      label: '大家怎么说',
      shot: '弹幕或评论区截图（遮住用户名）',
      screen: '评论区怎么说',
      lead: ['评论区怎么说？'],
      ask: { brief: '说出最多的一种声音', else: '{how}说出评论区或弹幕里最多的一两种声音' },
    },
    en: {
      label: 'What people say',
      shot: 'Screenshot of the comments (usernames hidden)',
      screen: 'The comments say',
      lead: ['What are people saying?'],
      ask: { brief: 'say the most common reaction', else: 'say the one or two reactions you see most, {how}' },
    },
  },
  verdict: {
    zh: {
      label: '我的评价',
      shot: '{frame}，对镜头，语气笃定',
      screen: '我的评价',
      lead: ['说说我的评价。', '我的评价。'],
      ask: {
        brief: '{how}说出你的评价',
        line: '{how}说出你的评价和理由',
        else: '{how}说出你的评价和理由，推荐给谁',
      },
    },
    en: {
      label: 'My verdict',
      shot: '{frame}, to camera, confident',
      screen: 'My verdict',
      lead: ["Here's my verdict.", 'My verdict.'],
      ask: {
        brief: 'say your verdict, {how}',
        line: 'say your verdict and why, {how}',
        else: 'say your verdict, why, and who it is for, {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>
