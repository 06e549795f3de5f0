import type { BeatCopy } from '../../lines/beats'

/**
 * The beats of news (placeholders and conditions: lines/beats.ts): what happened → the sides → the
 * creator's take. What happened and what people said are the creator's: the lines frame each beat
 * and ask for them. An announcement and a match share what happened, the take and what it means.
 */
export const NEWS = {
  whatHappened: {
    zh: {
      label: '事件速览',
      shot: '新闻截图/标题特写（注明来源：【写下媒体名】）',
      // The headline as its title bar shows it (whole on two lines when it fits): a label
      // before it would take the room that keeps what decides it.
      screen: '{bar}',
      lead: ['先说发生了什么。'],
      // The shot credits the outlet: an instruction with little time asks only what happened.
      ask: {
        sensitive: {
          brief: '只说已证实的经过',
          line: '只说已证实的经过，注明来源',
          else: '只说已证实的经过：时间、地点、发生了什么，注明来源',
        },
        brief: '说清发生了什么',
        line: '说清经过，注明消息来源',
        else: '说清时间、地点和经过，注明消息来源',
      },
    },
    en: {
      label: 'What happened',
      shot: 'Headline screenshot (credit: [name the outlet])',
      screen: '{bar}',
      lead: ['First, what happened.'],
      ask: {
        sensitive: {
          brief: 'say only the confirmed facts',
          line: 'say only the confirmed facts, and your source',
          else: 'say only the confirmed facts: when, where, what happened, your source',
        },
        brief: 'say what happened',
        line: 'say what happened, and your source',
        else: 'say when, where and what happened, and your source',
      },
    },
  },
  background: {
    zh: {
      label: '背景',
      shot: '时间线动画或图表',
      screen: '背景',
      lead: ['再看背景。'],
      ask: { brief: '{how}说说事情的前因', else: '{how}说说事情的前因和时间线' },
    },
    en: {
      label: 'Background',
      shot: 'Timeline animation or chart',
      screen: 'Background',
      lead: ['Now the background.'],
      ask: 'say what led here, {how}',
    },
  },
  view: {
    zh: {
      label: '观点 {n}',
      shot: '引用卡片：【写下第 {n} 种观点的出处】',
      screen: '观点 {n}',
      lead: {
        group: ['第{nZh}种看法。'],
        first: ['各方怎么说？有一种看法是这样。', '有一种看法是这样。'],
        second: ['再看另一种看法。'],
        else: ['还有第{nZh}种看法。'],
      },
      // The quote card names who said it: with little time the voice-over says the view alone.
      ask: {
        group: { brief: '说出第 {n} 种看法，每种几个字', else: '说出第 {n} 种看法，每种几个字，注明出处' },
        brief: '{how}说出这种看法',
        line: '{how}说出这种看法和理由',
        else: '{how}说出这种看法和理由，注明是谁说的',
      },
    },
    en: {
      label: 'View{s} {n}',
      shot: 'Quote card: [name the source of view{s} {n}]',
      screen: 'View{s} {n}',
      lead: {
        group: ['Views {n}.'],
        first: ['What are people saying? One view first.', 'One view first.'],
        second: ['Now another view.'],
        else: ['{ANth} view.'],
      },
      ask: {
        group: { brief: 'say views {n}, a few words each', else: 'say views {n} and who holds them, a few words each' },
        brief: 'say this view, {how}',
        line: 'say this view and its reasons, {how}',
        else: 'say this view and its reasons, and who holds it, {how}',
      },
    },
  },
  take: {
    zh: {
      label: '我的看法',
      shot: { sensitive: '{frame}，对镜头，语气平和', else: '{frame}，对镜头，语气笃定' },
      screen: '我怎么看',
      lead: ['说说我的看法。'],
      ask: {
        sensitive: { brief: '{how}说出你的看法，不猜测、不指责', else: '{how}说出你的看法和理由，不猜测、不指责' },
        brief: '{how}说出你的看法',
        else: '{how}说出你的看法和理由',
      },
    },
    en: {
      label: 'My take',
      shot: { sensitive: '{frame}, to camera, calm', else: '{frame}, to camera, confident' },
      screen: 'My take',
      lead: ['Here is my take.'],
      ask: {
        sensitive: {
          brief: 'say your view {how}, not guessing or blaming',
          else: 'say your view and why {how}, not guessing or blaming',
        },
        brief: 'say your view, {how}',
        else: 'say your view and why, {how}',
      },
    },
  },
  /** What the news means for the viewer; after a death or a disaster, what it asks of us. */
  meaning: {
    zh: {
      sensitive: {
        label: '值得关注',
        shot: '生活化画面配字幕',
        screen: '值得关注',
        lead: ['这件事提醒我们什么？'],
        ask: { brief: '说说值得关注的问题', else: '说说值得关注的问题，或大家能做的事' },
      },
      else: {
        label: '对你的影响',
        shot: '生活化画面配字幕',
        screen: '和你有什么关系？',
        lead: ['这和{who}有什么关系？'],
        ask: '说说这件事对普通人的具体影响',
      },
    },
    en: {
      sensitive: {
        label: 'What it asks of us',
        shot: 'Everyday footage with captions',
        screen: 'What it asks of us',
        lead: ['What should we take from this?'],
        ask: { brief: 'say what deserves attention', else: 'say what deserves attention, or what people can do' },
      },
      else: {
        label: 'What it means for you',
        shot: 'Everyday footage with captions',
        screen: 'Why it matters to you',
        lead: ['What does it mean for {who}?'],
        ask: 'say the concrete impact on ordinary people',
      },
    },
  },
} satisfies Record<string, BeatCopy>
