import type { BeatCopy } from './beats'

/**
 * The beats of the formats that tell something (placeholders and conditions: beats.ts). What
 * happened, how it felt and what people said are the creator's: the lines frame each beat and ask
 * for them. News goes what happened → the sides → the creator's take; an announcement what
 * happened → what is known so far → why it matters → the take.
 */

/**
 * A vlog or a story about a death, a disaster or a crime (`sensitive`) films the place, not the
 * people affected, with no music to lift it, no "off the plan" and no "worth it"; a story acts
 * nothing out and asks only what happened. One person's illness (`personal`, also `sensitive`) is
 * no news event: it is told calmly in the first person, with their own photos, no sources, no
 * "what it asks of us", and only what the creator is willing to share.
 */
export const VLOG = {
  setting: {
    zh: {
      label: '场景建立',
      shot: {
        personal: '安静的空镜：【拍下你今天所在的地方】，不配音乐',
        sensitive: '空镜/环境全景：【拍下地点全景】，不配音乐',
        else: '空镜/环境全景：【拍下地点全景】，配轻快音乐',
      },
      screen: { personal: '今天', else: '📍今日地点' },
      lead: { personal: ['先说说今天在哪里。'], else: ['先说说这是哪里。'] },
      ask: {
        personal: { brief: '{how}说说今天在哪里', else: '{how}说说今天在哪里、在做什么' },
        brief: '{how}说说你在哪里',
        else: '{how}说说你在哪里、为什么来',
      },
    },
    en: {
      label: 'Setting the scene',
      shot: {
        personal: 'Quiet wide shot: [film where you are today], no music',
        sensitive: 'Establishing wide shot: [film the place], no music',
        else: 'Establishing wide shot: [film the place], light music',
      },
      screen: { personal: 'Today', else: '📍Today' },
      lead: { personal: ['First, where I am today.'], else: ['First, where we are.'] },
      ask: {
        personal: {
          brief: 'say where you are today, {how}',
          else: 'say where you are today and what the day holds, {how}',
        },
        brief: 'say where you are, {how}',
        else: 'say where you are and why you came, {how}',
      },
    },
  },
  moment: {
    zh: {
      label: '片段 {n}',
      shot: {
        personal: '第一人称手持跟拍：【拍下第 {n} 段，只拍你愿意公开的】',
        sensitive: '远景/空镜：【拍下第 {n} 段的环境，不拍当事人和家属】',
        odd: '第一人称手持跟拍：【拍下第 {n} 段经过】',
        else: '特写细节：【拍一个值得停留的小东西】',
      },
      screen: '片段 {n}',
      lead: ['{then}'],
      ask: {
        group: { personal: '说出第 {n} 段各在做什么，每段几个字', else: '说出第 {n} 段各去了哪，每段几个字' },
        personal: {
          brief: '{how}说说第 {n} 段在做什么',
          line: '{how}说说第 {n} 段在做什么、心情如何',
          else: '{how}说说第 {n} 段在做什么、想到什么、心情如何',
        },
        brief: '{how}说说第 {n} 段去了哪',
        line: '{how}说说第 {n} 段去了哪、感受如何',
        else: '{how}说说第 {n} 段去了哪、看到什么、感受如何',
      },
    },
    en: {
      label: 'Moment{s} {n}',
      shot: {
        personal: 'Handheld POV: [film moment{s} {n}, only what you are willing to share]',
        sensitive: 'Wide or empty shot: [film the surroundings of moment{s} {n}, not the people affected]',
        odd: 'Handheld POV: [film moment{s} {n}]',
        else: 'Detail close-up: [film something worth a pause]',
      },
      screen: 'Moment{s} {n}',
      lead: ['{then}'],
      ask: {
        group: {
          personal: 'say what moments {n} are, a few words each',
          else: 'say where moments {n} are, a few words each',
        },
        personal: { brief: 'say what moment {n} is, {how}', else: 'say what moment {n} is and how you felt, {how}' },
        brief: 'say where moment {n} is, {how}',
        else: 'say where moment {n} is and how it feels, {how}',
      },
    },
  },
  surprise: {
    zh: {
      personal: {
        label: '小瞬间',
        shot: '{frame}，节奏放慢',
        screen: '一个小瞬间',
        lead: ['说一个小瞬间。'],
        ask: '讲一个让你记住的小瞬间',
      },
      sensitive: {
        label: '值得关注',
        shot: '{frame}，对镜头，语气平和',
        screen: '值得关注',
        lead: ['这件事提醒我们什么？'],
        ask: { brief: '说说值得关注的问题', else: '说说值得关注的问题，或大家能做的事' },
      },
      else: {
        label: '小插曲',
        shot: '节奏变化：定格/慢放/音效',
        screen: '计划之外',
        lead: ['说个计划之外的事。'],
        ask: '讲一件这一路上没想到的事',
      },
    },
    en: {
      personal: {
        label: 'A small moment',
        shot: '{frame}, slower pace',
        screen: 'A small moment',
        lead: ['One small moment.'],
        ask: 'tell one small moment that stayed with you',
      },
      sensitive: {
        label: 'What it asks of us',
        shot: '{frame}, to camera, calm',
        screen: 'What it asks of us',
        lead: ['What should we take from this?'],
        ask: { brief: 'say what deserves attention', else: 'say what deserves attention, or what people can do' },
      },
      else: {
        label: 'Off the plan',
        shot: 'Change of rhythm: freeze frame / slow motion / sound effect',
        screen: 'Off the plan',
        lead: ['Something I did not plan for.'],
        ask: 'tell one thing that did not go to plan',
      },
    },
  },
  feeling: {
    zh: {
      label: '感受',
      shot: { sensitive: '{frame}，对镜头，语气平和', else: '{frame}，自然光，对镜头聊感受' },
      screen: { sensitive: '我的感受', else: '今日感受' },
      lead: ['最后说说感受。'],
      ask: {
        personal: { brief: '{how}说说你的感受', else: '{how}说说你的感受，只说愿意分享的' },
        sensitive: '{how}说说你的感受，不猜测、不指责',
        brief: '{how}说说值不值得来',
        else: '{how}说说真心话：值不值得来，给想来的人一个建议',
      },
    },
    en: {
      label: 'How it felt',
      shot: { sensitive: '{frame}, to camera, calm', else: '{frame}, natural light, chatting to camera' },
      screen: { sensitive: 'How I feel', else: 'Takeaway' },
      lead: { sensitive: ['What I felt.'], else: ['So, how was it?'] },
      ask: {
        personal: { brief: 'say what you felt, {how}', else: 'say what you felt, {how}, only what you want to share' },
        sensitive: 'say what you felt, {how}, not guessing or blaming',
        brief: 'say if it was worth it, {how}',
        else: 'say if it was worth it and give one tip, {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>

export const STORY = {
  setup: {
    zh: {
      label: '背景',
      shot: {
        personal: '生活照或空镜，慢推镜头',
        sensitive: '资料照片或空镜，慢推镜头',
        else: '旧照片/回忆滤镜，慢推镜头',
      },
      screen: { personal: '那时候', sensitive: '事件背景', else: '那一年' },
      lead: ['先说说背景。'],
      ask: {
        personal: { brief: '{how}说说那是什么时候', else: '{how}说说那是什么时候、当时的生活是什么样' },
        sensitive: { brief: '{how}说说事情发生在什么时候', else: '{how}说说事情发生的时间、地点' },
        brief: '{how}说说那是哪一年',
        else: '{how}说说那是哪一年、你当时在做什么',
      },
    },
    en: {
      label: 'Setup',
      shot: {
        personal: 'Personal photos or quiet shots, slow push-in',
        sensitive: 'Archive photos or empty shots, slow push-in',
        else: 'Old photos / memory filter, slow push-in',
      },
      screen: { personal: 'Before', sensitive: 'Background', else: 'Back then' },
      lead: ['Some background first.'],
      ask: {
        personal: { brief: 'say when it was, {how}', else: 'say when it was and what life was like then, {how}' },
        sensitive: { brief: 'say when it happened, {how}', else: 'say when and where it happened, {how}' },
        brief: 'say when it was, {how}',
        else: 'say when it was and what you were doing then, {how}',
      },
    },
  },
  conflict: {
    zh: {
      label: '冲突',
      shot: { sensitive: '静止画面，节奏放慢', else: '画面变暗，节奏加快' },
      screen: { personal: '变化', sensitive: '变故', else: '问题来了' },
      lead: ['后来，事情起了变化。'],
      ask: {
        personal: { brief: '{how}讲讲发生了什么变化', else: '{how}讲讲发生了什么变化、你当时怎么想' },
        sensitive: '{how}讲讲发生了什么，不猜测、不渲染',
        brief: '{how}讲讲出了什么事',
        else: '{how}讲讲出了什么事、你当时怎么想',
      },
    },
    en: {
      label: 'Conflict',
      shot: { sensitive: 'Still images, slower pace', else: 'Darker grade, faster cuts' },
      screen: { personal: 'Everything changed', sensitive: 'What happened', else: 'Then it changed' },
      lead: ['Then things changed.'],
      ask: {
        personal: { brief: 'say what changed, {how}', else: 'say what changed and how you took it, {how}' },
        sensitive: 'say what happened, {how}, without guessing or drama',
        brief: 'say what went wrong, {how}',
        else: 'say what went wrong and what you thought, {how}',
      },
    },
  },
  turn: {
    zh: {
      label: { sensitive: '经过 {n}', else: '转折 {n}' },
      shot: {
        personal: '生活照或空镜：【放一张第 {n} 段的照片】',
        sensitive: '资料照片或空镜：【放一张第 {n} 段经过的照片，注明出处】',
        else: '情景再现：【拍下第 {n} 个转折的关键画面】',
      },
      screen: { sensitive: '经过 {n}', else: '转折 {n}' },
      lead: ['{then}'],
      ask: {
        group: { sensitive: '讲出第 {n} 段经过，每段几个字', else: '讲出第 {n} 个转折，每个几个字' },
        personal: { brief: '{how}讲第 {n} 段经过', else: '{how}讲第 {n} 段经过：发生了什么，你怎么面对的' },
        sensitive: '{how}讲第 {n} 段经过：发生了什么',
        brief: '{how}讲第 {n} 个转折发生了什么',
        else: '{how}讲第 {n} 个转折：发生了什么，你怎么做的',
      },
    },
    en: {
      label: { sensitive: 'Part{s} {n}', else: 'Turn{s} {n}' },
      shot: {
        personal: 'Personal photo or quiet shot: [show a photo from part{s} {n}]',
        sensitive: 'Archive photo or empty shot: [show a photo of part{s} {n}, credited]',
        else: 'Re-enactment: [film the key image of turn{s} {n}]',
      },
      screen: { sensitive: 'Part{s} {n}', else: 'Turn{s} {n}' },
      lead: ['{then}'],
      ask: {
        group: { sensitive: 'tell parts {n}, a few words each', else: 'tell turns {n}, a few words each' },
        personal: {
          brief: 'say what happened next, {how}',
          else: 'say what happened next and how you faced it, {how}',
        },
        sensitive: 'say what happened next, {how}',
        brief: 'say what happened in turn {n}, {how}',
        else: 'tell turn {n}: what happened and what you did, {how}',
      },
    },
  },
  ending: {
    zh: {
      label: '结果',
      shot: { sensitive: '{frame}，安静，不配音乐', else: '音乐推到最高，特写表情' },
      screen: { sensitive: '现在', else: '结果' },
      lead: { sensitive: ['说说现在的情况。'], else: ['结果呢？'] },
      ask: { sensitive: '{how}说说现在的情况', else: '{how}说出最后的结果' },
    },
    en: {
      label: 'The ending',
      shot: { sensitive: '{frame}, quiet, no music', else: 'Music peaks, close-up on a face' },
      screen: { sensitive: 'Where things stand', else: 'The ending' },
      lead: { sensitive: ['Where things stand now.'], else: ['So how did it end?'] },
      ask: { sensitive: 'say where things stand now, {how}', else: 'say how it ended, {how}' },
    },
  },
  takeaway: {
    zh: {
      label: '启示',
      shot: '{frame}，回到现在，平静叙述',
      screen: { sensitive: '我想说的', else: '后来我明白了' },
      lead: ['现在回头看。'],
      ask: {
        personal: '{how}说说这段经历让你明白了什么',
        sensitive: '{how}说说这件事提醒我们什么',
        else: '{how}说出这件事教会你的',
      },
    },
    en: {
      label: 'Takeaway',
      shot: '{frame}, back to the present, calm',
      screen: { sensitive: 'What stays with me', else: 'What I learned' },
      lead: ['Looking back.'],
      ask: {
        personal: 'say what it taught you, {how}',
        sensitive: 'say what it asks of us, {how}',
        else: 'say what it taught you, {how}',
      },
    },
  },
} satisfies Record<string, BeatCopy>

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

/** An announcement's own beats; it shares what happened, the take and what it means with news. */
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

/**
 * A reaction to a song, a cover or an album (context.ts `heard`): it is listened to, so a viewer
 * who missed it has not heard it (没听过的), a moment is played (先听这一段), and what lands is a
 * 亮点, not a 看点. The English copy already says neither watching nor listening.
 */
export const HEARD_REACTION = {
  ...REACTION,
  recap: {
    ...REACTION.recap,
    zh: {
      ...REACTION.recap.zh,
      shot: '歌曲封面或演出片段，角落注明出处：【写下歌名和演唱者】',
      lead: ['没听过的先补个课。', '先交代一下。'],
      ask: {
        brief: '{how}说清这是哪首歌',
        line: '{how}说清这是哪首歌、谁唱的',
        else: '{how}说清这是哪首歌、谁唱的，让没听过的人也能跟上',
      },
    },
  },
  moment: {
    ...REACTION.moment,
    zh: {
      label: '亮点 {n}',
      shot: {
        odd: '插入片段：【截取第 {n} 个亮点的音频或演出片段，注明出处】',
        else: '{frame}，对镜头，片段缩在画面一角',
      },
      screen: '亮点 {n}',
      lead: {
        group: ['亮点{nZh}。'],
        opens: ['先听这一段。'],
        first: ['第一个亮点。'],
        last: ['最后一个亮点。'],
        else: ['第{nZh}个亮点。'],
      },
      ask: {
        group: '说出第 {n} 个亮点，每个几个字',
        brief: '{how}说出这一段',
        line: '{how}说出这一段和你的感受',
        else: '{how}说出这一段好在哪、你听到时的感受、为什么记住它',
      },
    },
  },
} satisfies Record<string, BeatCopy>

/**
 * A reaction to a show that was played, a concert or a tour stop (context.ts `live`): it was seen
 * and heard on the night, so a viewer who missed it is told who played where, and what lands is a
 * 名场面 from the crowd's footage, credited to whoever filmed it. English says "show" and "moment".
 */
export const LIVE_REACTION = {
  ...REACTION,
  recap: {
    zh: {
      label: '演出速览',
      shot: '现场大屏或返图，角落注明拍摄者：【写下出处】',
      screen: '这场演出',
      lead: ['没去的先看这里。', '先说说这场演出。'],
      ask: {
        brief: '{how}说清是谁的哪场演出',
        line: '{how}说清谁在哪开唱、唱了哪些歌',
        else: '{how}说清谁、在哪、唱了哪些歌，现场氛围怎么样',
      },
    },
    en: {
      label: 'The show',
      shot: 'The stage or a fan photo, credit in the corner: [name who took it]',
      screen: 'The show',
      lead: ["If you weren't there, here's the gist.", 'The show first.'],
      ask: {
        brief: 'say whose show it was, {how}',
        line: 'say who played where, {how}',
        else: 'say who played where, the setlist, the crowd, {how}',
      },
    },
  },
  moment: {
    ...REACTION.moment,
    zh: {
      label: '名场面 {n}',
      shot: {
        odd: '插入现场片段：【截取第 {n} 个名场面，注明拍摄者】',
        else: '{frame}，对镜头，现场片段缩在画面一角',
      },
      screen: '名场面 {n}',
      lead: {
        group: ['名场面{nZh}。'],
        opens: ['先看这一段。'],
        first: ['第一个名场面。'],
        last: ['最后一个名场面。'],
        else: ['第{nZh}个名场面。'],
      },
      ask: {
        group: '说出第 {n} 个名场面，每个几个字',
        brief: '{how}说出这一段',
        line: '{how}说出这一段和现场反应',
        else: '{how}说出这一段唱了什么、现场什么反应、为什么记住它',
      },
    },
  },
} satisfies Record<string, BeatCopy>
