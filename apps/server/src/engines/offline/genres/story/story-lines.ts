import type { BeatCopy } from '../../lines/beats'

/**
 * The beats of a story (placeholders and conditions: lines/beats.ts). What happened is the
 * creator's: the lines frame each beat and ask for it. About a death, a disaster or a crime
 * (`sensitive`) it acts nothing out and asks only what happened; one person's illness (`personal`)
 * is told calmly in the first person, as a vlog of one is (genres/vlog/vlog-lines.ts).
 */
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
