import type { BeatCopy } from '../../lines/beats'

/**
 * An announcement's own beats (placeholders and conditions: lines/beats.ts): it is told what
 * happened → what is known so far → why it matters → the take, and shares what happened, the take
 * and what it means with news.
 */
export const ANNOUNCEMENT = {
  known: {
    zh: {
      label: '已知信息 {n}',
      shot: '官方图/发布页截图（来源：【写下出处】）',
      screen: '已知 {n}',
      lead: {
        group: ['第{nZh}点。'],
        first: ['目前已知的有这些。第一点。', '第一点。'],
        else: ['第{nZh}点。'],
      },
      ask: {
        group: '说出已公布的第 {n} 个细节，每个几个字',
        brief: '{how}说清已公布的第 {n} 个细节',
        else: '{how}说清已公布的第 {n} 个细节（时间、价格或内容），注明出处',
      },
    },
    en: {
      label: 'What we know {n}',
      shot: 'Official image or announcement page (source: [name it])',
      screen: 'Known {n}',
      lead: {
        group: ['Details {n}.'],
        first: ["Here's what we know so far. Detail one.", 'Detail one.'],
        second: ['Detail two.'],
        else: ['{ANth} detail.'],
      },
      ask: {
        group: 'say announced details {n}, a few words each',
        brief: 'say announced detail {n}, {how}',
        else: 'say announced detail {n} and its source, {how}',
      },
    },
  },
  why: {
    zh: {
      label: '为什么值得关注',
      shot: '对比画面或数据图',
      screen: '为什么重要',
      lead: ['为什么值得关注？'],
      ask: '{how}说说它和以往有什么不同',
    },
    en: {
      label: 'Why it matters',
      shot: 'Side-by-side or chart',
      screen: 'Why it matters',
      lead: ['Why does it matter?'],
      ask: 'say what is different from before, {how}',
    },
  },
} satisfies Record<string, BeatCopy>
