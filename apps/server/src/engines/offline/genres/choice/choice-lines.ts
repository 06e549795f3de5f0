import type { BeatCopy } from '../../lines/beats'

/**
 * A talking head that weighs a choice ("考研还是工作", "iPhone or Android"): why it is hard, each
 * option a beat (named on screen: {option}), how to choose, and the creator's pick. What each
 * option gets you and costs is the creator's to say: the lines frame each beat and ask. An English
 * ask stays short: with its length ("in two or three parts (~37 s)") it is one placeholder of at
 * most 80 characters, or the check reads it as words said.
 */
export const CHOICE = {
  dilemma: {
    zh: {
      label: '难在哪',
      shot: '{frame}，对镜头，左右分屏写着两个选项',
      screen: '为什么难选',
      lead: ['先说为什么难选。', '难在哪？'],
      ask: {
        brief: '{how}说说为什么难选',
        line: '{how}说说为什么难选、谁在面对这个选择',
        else: '{how}说说为什么难选、两边各自吸引人的地方、谁在面对这个选择',
      },
    },
    en: {
      label: 'Why it is hard',
      shot: '{frame}, to camera, both options side by side on screen',
      screen: 'Which one?',
      lead: ['First, why this is a hard call.', 'Why is it hard?'],
      ask: {
        brief: 'say why it is hard to choose, {how}',
        line: 'say why it is a hard call, {how}',
        else: 'say what pulls each way, and for whom, {how}',
      },
    },
  },
  /** One option: 考研 / iPhone, its label and its words on screen. */
  option: {
    zh: {
      label: '{option}',
      shot: {
        odd: '左右分屏：【{option}那一侧亮起，配一个代表它的画面】',
        else: '{frame}，对镜头，字幕打出「{option}」',
      },
      screen: '{option}',
      lead: { group: ['{option}。'], else: ['选{option}的话。', '{option}。'] },
      ask: {
        group: '说出{option}各图什么，每个几个字',
        brief: '{how}说说选{option}图什么',
        line: '{how}说说选{option}图什么、要付出什么',
        else: '{how}说说选{option}图什么、要付出什么、适合什么样的人',
      },
    },
    en: {
      label: '{Option}',
      shot: {
        odd: 'Split screen: [the {option} side lights up, with a shot that stands for it]',
        else: '{frame}, to camera, "{Option}" on screen',
      },
      screen: '{Option}',
      lead: { group: ['{Option}.'], else: ['Option {n}: {option}.', '{Option}.'] },
      ask: {
        group: 'say what {option} each get you, a few words each',
        brief: 'say what {option} gets you, {how}',
        else: 'say what {option} gets you and costs, {how}',
      },
    },
  },
  decide: {
    zh: {
      label: '怎么选',
      shot: '{frame}，对镜头，字幕列出判断标准',
      screen: '怎么选',
      lead: ['那到底怎么选？', '怎么选？'],
      ask: {
        brief: '{how}说出一个判断标准',
        line: '{how}说出最关键的判断标准',
        else: '{how}说出两三个判断标准：什么情况选哪个',
      },
    },
    en: {
      label: 'How to choose',
      shot: '{frame}, to camera, the questions on screen',
      screen: 'How to choose',
      lead: ['So how do you choose?', 'How to choose?'],
      ask: {
        brief: 'give one question to decide by, {how}',
        line: 'give the question that decides it, {how}',
        else: 'give the questions that decide it, {how}',
      },
    },
  },
  pick: {
    zh: {
      label: '我的建议',
      shot: '{frame}，对镜头，语气笃定',
      screen: '我的建议',
      lead: ['说说我的建议。', '我的建议。'],
      ask: {
        brief: '{how}说出你的建议',
        line: '{how}说出你会怎么选、为什么',
        else: '{how}说出你会怎么选、为什么，再给还在纠结的人一句话',
      },
    },
    en: {
      label: 'My pick',
      shot: '{frame}, to camera, decisive',
      screen: 'My pick',
      lead: ['My pick.', 'My take.'],
      ask: {
        brief: 'say your pick, {how}',
        else: 'say what you would choose and why, {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>
