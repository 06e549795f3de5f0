import type { BeatCopy } from '../../lines/beats'

/**
 * News of a match (context.ts `match`: "曼联2:1水晶宫", "湖人逆转勇士", "Lakers beat the Celtics"):
 * the result and what it means, the moments that decided it (one a beat), who stood out, the
 * creator's take (NEWS.take) and what comes next. Fans watched it or its highlights: they want
 * why it went the way it did, not "the sides" of a story nobody disputes. Match footage belongs
 * to its broadcaster: a clip's shot asks for the official highlights and credits them. An English
 * ask stays short: with its length it is one placeholder of at most 80 characters, or the check
 * reads it as words said (as in genres/choice/choice-lines.ts).
 */
export const MATCH = {
  result: {
    zh: {
      label: '比赛结果',
      shot: '比分牌或赛后数据截图（注明来源：【写下出处】）',
      // The headline as its title bar shows it: it usually carries the score.
      screen: '{bar}',
      lead: ['先看结果。'],
      ask: {
        brief: '说出比分',
        line: '说出比分和这场意味着什么',
        else: '说出比分、这场意味着什么，赛前大家怎么看',
      },
    },
    en: {
      label: 'The result',
      shot: 'Scoreboard or the post-match stats (credit: [name the source])',
      screen: '{bar}',
      lead: ['The result first.'],
      ask: {
        brief: 'say the score',
        line: 'say the score and what it means',
        else: 'say the score, what it means, what was expected',
      },
    },
  },
  /** A moment that decided the match, a clip a beat: 关键时刻 1 / Turning point 1. */
  moment: {
    zh: {
      label: '关键时刻 {n}',
      shot: {
        odd: '插入官方集锦：【截取第 {n} 个关键时刻，注明出处】',
        else: '{frame}，对镜头，集锦缩在画面一角',
      },
      screen: '关键时刻 {n}',
      lead: {
        group: ['关键时刻{nZh}。'],
        first: ['比赛的转折点在这里。', '转折点在这里。'],
        last: ['最后一个关键时刻。'],
        else: ['第{nZh}个关键时刻。'],
      },
      ask: {
        group: '说出第 {n} 个关键时刻，每个几个字',
        brief: '{how}说出这一刻',
        line: '{how}说出这一刻发生了什么',
        else: '{how}说出这一刻发生了什么、为什么改变了比赛',
      },
    },
    en: {
      label: 'Turning point{s} {n}',
      shot: {
        odd: 'Cut to the official highlights: [moment {n}, source credited]',
        else: '{frame}, to camera, the highlights small in a corner',
      },
      screen: 'Turning point{s} {n}',
      lead: {
        group: ['Turning points {n}.'],
        first: ['Here is where it turned.', 'The turning point.'],
        last: ['And one last moment.'],
        else: ['{ANth} moment that mattered.'],
      },
      ask: {
        group: 'name turning points {n}, a few words each',
        brief: 'say what happened, {how}',
        line: 'say what happened then, {how}',
        else: 'say what happened and why it changed the game, {how}',
      },
    },
  },
  standout: {
    zh: {
      // Not 全场最佳 / 最好: absolute words the claims check refuses (Advertising Law art. 9).
      label: '最亮眼的人',
      shot: '球员特写或技术统计（注明来源）',
      screen: '谁最亮眼',
      lead: ['这场谁最亮眼？'],
      ask: { brief: '说出最亮眼的人', else: '{how}说出表现最亮眼的人和一两个数据' },
    },
    en: {
      label: 'Standout',
      shot: 'Player close-up or the box score (source credited)',
      screen: 'Player of the match',
      lead: ['Who stood out?'],
      ask: { brief: 'name the standout', else: 'name the standout, with a stat or two, {how}' },
    },
  },
  next: {
    zh: {
      label: '接下来',
      shot: '赛程表或积分榜截图',
      screen: '接下来看什么',
      lead: ['接下来呢？'],
      ask: { brief: '说出下一场看点', else: '说说这个结果对积分、晋级或下一场的影响' },
    },
    en: {
      label: "What's next",
      shot: 'Fixture list or the table',
      screen: "What's next",
      lead: ['So what now?'],
      ask: {
        brief: 'say what to watch next',
        else: 'say what this result changes: the table, the next round, the next game',
      },
    },
  },
} satisfies Record<string, BeatCopy>
