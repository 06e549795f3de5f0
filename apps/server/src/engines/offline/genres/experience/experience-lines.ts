import type { BeatCopy } from '../../lines/beats'

/**
 * A creator's own experience, told in the first person (a talking head whose topic says "我吃遍了…",
 * "I quit sugar for 30 days"): why they did it, each stop or stage, what surprised them, the best
 * and the worst, their verdict. What happened and what they think of it are theirs: the lines
 * frame each beat and ask. `visits` goes round places, a stop a beat (第一站 / Stop 1), its shots
 * the places themselves; anything else is told a stage at a time (or an item, when the topic
 * counts them: 第一款), and ends on before and after.
 */
export const EXPERIENCE = {
  setup: {
    zh: {
      label: '起因',
      shot: {
        visits: '地图/路线动画：【标出这次去过的每一站】',
        samples: '桌面俯拍：【把这次试的都一字排开】',
        else: '开始之前：【放一张开始前的照片或画面】',
      },
      screen: { visits: '这次去了哪', samples: '这次试了哪些', else: '开始之前' },
      lead: { samples: ['先说说为什么要试。', '先说起因。'], else: ['先说说我为什么要这么做。', '先说起因。'] },
      ask: {
        brief: '{how}说说你为什么要这么做',
        visits: {
          line: '{how}说说为什么去、一共去了几个地方',
          else: '{how}说说为什么去、一共去了几个地方、怎么选的',
        },
        samples: {
          line: '{how}说说为什么试、试了哪些',
          else: '{how}说说为什么试、试了哪些、怎么比的',
        },
        line: '{how}说说为什么要这么做、开始前是什么状态',
        spanned: '{how}说说为什么要这么做、开始前是什么状态',
        else: '{how}说说为什么要这么做、开始前是什么状态、前后花了多久',
      },
    },
    en: {
      label: 'Why I did it',
      shot: {
        visits: 'Map or route animation: [mark every stop]',
        samples: 'Top-down shot: [line up everything you tried]',
        else: 'Before: [show a photo or clip from before you started]',
      },
      screen: { visits: 'Where I went', samples: 'What I tried', else: 'Before' },
      lead: {
        samples: ['First, why I tried them.', 'Why I tried them.'],
        else: ['First, why I did this.', 'Why I did it.'],
      },
      ask: {
        brief: 'say why you did it, {how}',
        visits: {
          line: 'say why you went and how many places, {how}',
          else: 'say why you went and how you chose, {how}',
        },
        samples: {
          line: 'say why you tried them and which ones, {how}',
          else: 'say what you tried, why, how you compared, {how}',
        },
        line: 'say why you did it and where you started, {how}',
        spanned: 'say why you did it and where you started, {how}',
        else: 'say why you did it, where you started, how long, {how}',
      },
    },
  },
  /**
   * A stop, a stage, or an item the topic counts: {ordinal} is 第一站 / 第一个阶段 / 第一款, The
   * first stop. A draft with time for one tells the stop that stood out, or how it went.
   */
  moment: {
    zh: {
      several: {
        label: '{ordinal}',
        shot: {
          visits: {
            odd: '第一人称实拍：【拍下第 {n} 站的门头或环境】',
            else: '特写：【拍下第 {n} 站最有代表性的东西】',
          },
          odd: '实拍：【拍下{numbered}的真实画面】',
          else: '细节特写：【拍一个{numbered}最有代表性的细节】',
        },
        screen: { visits: '📍{ordinal}', else: '{ordinal}' },
        lead: { opens: ['先说{ordinal}。'], else: ['{ordinal}。'] },
        ask: {
          group: { visits: '说出{numbered}各是哪，每个几个字', else: '说出{numbered}的感受，每个几个字' },
          visits: {
            brief: '{how}说说{numbered}是哪',
            line: '{how}说说{numbered}是哪、印象如何',
            else: '{how}说说{numbered}是哪、印象最深的是什么、值不值得去',
          },
          brief: '{how}说说{numbered}的感受',
          line: '{how}说说{numbered}的真实情况和感受',
          else: '{how}说说{numbered}的真实情况：印象最深的是什么、感受如何',
        },
      },
      visits: {
        label: '印象最深的一站',
        shot: '第一人称实拍：【拍下印象最深的那一站】',
        screen: '📍印象最深的一站',
        lead: ['印象最深的一站。'],
        ask: {
          brief: '{how}说说是哪一站',
          line: '{how}说说是哪一站、印象如何',
          else: '{how}说说是哪一站、印象最深的是什么、值不值得去',
        },
      },
      else: {
        label: '经过',
        shot: '实拍：【拍下过程中的真实画面】',
        screen: '经过',
        lead: ['说说经过。'],
        ask: {
          brief: '{how}说说过程中的感受',
          line: '{how}说说经过和感受',
          else: '{how}说说经过：印象最深的是什么、感受如何',
        },
      },
    },
    en: {
      several: {
        label: '{Item} {n}',
        shot: {
          visits: {
            odd: 'POV on location: [film the front or the room of {item} {n}]',
            else: 'Close-up: [film what stood out at {item} {n}]',
          },
          odd: 'Footage: [real footage of {item} {n}]',
          else: 'Detail close-up: [film one detail of {item} {n}]',
        },
        screen: { visits: '📍 {Item} {n}', else: '{Item} {n}' },
        lead: { last: { group: ['{ordinal}.'], else: ['And the last {item}.'] }, else: ['{ordinal}.'] },
        ask: {
          group: 'name {item} {n}, a few words each',
          visits: {
            brief: 'say where {item} {n} was, {how}',
            line: 'say where {item} {n} was and how it was, {how}',
            else: 'say where {item} {n} was and what stood out, {how}',
          },
          brief: 'say how {item} {n} felt, {how}',
          line: 'say what {item} {n} was like and how it felt, {how}',
          else: 'say what {item} {n} was like and what stood out, {how}',
        },
      },
      visits: {
        label: 'The standout stop',
        shot: 'POV on location: [film the stop that stood out]',
        screen: '📍 The standout',
        lead: ['The one that stood out.'],
        ask: {
          brief: 'say which stop stood out, {how}',
          line: 'say which stop stood out and why, {how}',
          else: 'say which stop stood out and why, {how}',
        },
      },
      else: {
        label: 'How it went',
        shot: 'Footage: [film what it was really like]',
        screen: 'How it went',
        lead: ['How it went.'],
        ask: {
          brief: 'say how it went, {how}',
          line: 'say how it went and how it felt, {how}',
          else: 'say how it went and what stood out, {how}',
        },
      },
    },
  },
  surprise: {
    zh: {
      label: '没想到',
      shot: '节奏变化：定格或慢放，配一个音效',
      screen: '没想到…',
      lead: ['说个没想到的。'],
      ask: { brief: '{how}说出最出乎意料的一件事', else: '{how}讲一件出乎你意料的事，和你当时的反应' },
    },
    en: {
      label: 'What surprised me',
      shot: 'Change of rhythm: freeze frame or slow motion, with a sound cue',
      screen: 'Did not see that coming',
      lead: ['What surprised me.'],
      ask: {
        brief: 'say what surprised you most, {how}',
        else: 'tell what surprised you and how you reacted, {how}',
      },
    },
  },
  best: {
    zh: {
      label: { visits: '最推荐', samples: '最推荐', else: '最满意的地方' },
      shot: {
        visits: '特写：【拍下最推荐的那一个】',
        samples: '特写：【拿起最推荐的那一个】',
        else: '{frame}，语气轻快',
      },
      screen: { visits: '👍 最推荐', samples: '👍 最推荐', else: '👍 最满意' },
      lead: { visits: ['最推荐的一站。'], samples: ['最推荐的是这个。', '最推荐。'], else: ['最满意的地方。'] },
      ask: {
        visits: { brief: '{how}说出最推荐的一站', else: '{how}说出最推荐的一站和理由' },
        samples: { brief: '{how}说出最推荐哪个', else: '{how}说出最推荐哪个、好在哪' },
        brief: '{how}说出最满意的地方',
        else: '{how}说出最满意的地方，和它好在哪',
      },
    },
    en: {
      label: { visits: 'Top pick', samples: 'Top pick', else: 'The best part' },
      shot: {
        visits: 'Close-up: [film your top pick]',
        samples: 'Close-up: [hold up your top pick]',
        else: '{frame}, upbeat',
      },
      screen: { visits: '👍 Top pick', samples: '👍 Top pick', else: '👍 The best part' },
      lead: { visits: ['My top pick.'], samples: ['My top pick.'], else: ['The best part.'] },
      ask: {
        visits: { brief: 'name your top pick, {how}', else: 'name your top pick and why, {how}' },
        samples: { brief: 'name your top pick, {how}', else: 'name your top pick and what makes it better, {how}' },
        brief: 'say the best part, {how}',
        else: 'say the best part and why, {how}',
      },
    },
  },
  worst: {
    zh: {
      label: { visits: '踩雷', samples: '踩雷', else: '最不满意的地方' },
      shot: '{frame}，语气坦诚',
      screen: { visits: '👎 踩雷', samples: '👎 踩雷', else: '👎 最不满意' },
      lead: { visits: ['也有踩雷的。'], samples: ['也有踩雷的。'], else: ['不满意的也得说。'] },
      ask: {
        visits: { brief: '{how}说出最失望的一站', else: '{how}说出最失望的一站，和失望在哪' },
        samples: { brief: '{how}说出最不推荐哪个', else: '{how}说出最不推荐哪个、差在哪' },
        brief: '{how}说出最不满意的地方',
        else: '{how}说出最不满意的地方，和它差在哪',
      },
    },
    en: {
      label: { visits: 'Skip this one', samples: 'Skip this one', else: 'The worst part' },
      shot: '{frame}, candid tone',
      screen: { visits: '👎 Skip it', samples: '👎 Skip it', else: '👎 The worst part' },
      lead: { visits: ['The one to skip.'], samples: ['The one to skip.'], else: ['The worst part.'] },
      ask: {
        visits: { brief: 'name the one to skip, {how}', else: 'name the one to skip and why, {how}' },
        samples: { brief: 'name the one to skip, {how}', else: 'name the one to skip and what lets it down, {how}' },
        brief: 'say the worst part, {how}',
        else: 'say the worst part and why, {how}',
      },
    },
  },
  verdict: {
    zh: {
      label: '我的结论',
      shot: {
        visits: '{frame}，对镜头总结，屏幕列出去过的每一站',
        samples: '{frame}，对镜头总结，屏幕列出你的排名',
        else: '前后对比：【开始前和现在的画面左右分屏】',
      },
      screen: { samples: '我的排名', else: '值不值得？' },
      lead: { samples: ['最后排个名。', '排个名。'], else: ['那到底值不值得？', '值不值得？'] },
      ask: {
        samples: {
          brief: '{how}说出你的排名',
          line: '{how}说出你的排名、各适合谁',
          else: '{how}说出你的排名、各适合谁，再给想买的人一个建议',
        },
        brief: '{how}说说值不值得',
        line: '{how}说说值不值得、推荐给谁',
        else: '{how}说说值不值得、推荐给谁，再给想试的人一个建议',
      },
    },
    en: {
      label: 'My verdict',
      shot: {
        visits: '{frame}, wrap-up to camera, every stop listed on screen',
        samples: '{frame}, wrap-up to camera, your ranking on screen',
        else: 'Before and after: [split screen, before you started and now]',
      },
      screen: { samples: 'My ranking', else: 'Worth it?' },
      lead: { samples: ['So, my ranking.', 'My ranking.'], else: ['So, was it worth it?', 'Worth it?'] },
      ask: {
        samples: {
          brief: 'give your ranking, {how}',
          line: 'give your ranking and who each suits, {how}',
          else: 'rank them, say who each suits, one tip, {how}',
        },
        brief: 'say if it was worth it, {how}',
        line: 'say if it was worth it and who it suits, {how}',
        else: 'say if it was worth it, who it suits, one tip, {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>
