import type { ScriptFormat } from '@hookline/contract'
import { framing, how, type BeatKind } from './beat-kinds'
import { lead } from './topic'
import { zhNumber } from './topic-shape'

/**
 * Beats of the formats that tell something (vlog, story, commentary); see explainer-beats.ts.
 * What happened, how it felt and what people said are the creator's: the engine frames each beat
 * and asks for them. News goes what happened → the sides → the creator's take.
 */

/** How a moment of a vlog or a turn of a story starts, by its number: no two start alike. */
const then = {
  zh: ['先从这里说起。', '接下来。', '然后。', '再后来。', '之后。', '没过多久。', '再往后。', '最后这段。'],
  en: ['It starts here.', 'Next.', 'After that.', 'Later on.', 'Then.', 'Soon after.', 'By now.', 'And finally.'],
}
const nth = <T>(items: T[], n: number) => items[(n - 1) % items.length]

const vlog: BeatKind[] = [
  {
    weight: 1,
    keep: true,
    zh: (c, _, s) => ({
      label: '场景建立',
      shot: `空镜/环境全景：${s('拍下地点全景')}，配轻快音乐`,
      lead: ['先说说这是哪里。'],
      ask: (d) => `${how.zh[d]}说说你在哪里、为什么来`,
      on_screen_text: '📍今日地点',
    }),
    en: (c, _, s) => ({
      label: 'Setting the scene',
      shot: `Establishing wide shot: ${s('film the place')}, light music`,
      lead: ['First, where we are.'],
      ask: (d) => `say where you are and why you came, ${how.en[d]}`,
      on_screen_text: '📍Today',
    }),
  },
  {
    weight: 1.2,
    core: true,
    zh: (c, n, s) => ({
      label: `片段 ${n}`,
      shot: n % 2 ? `第一人称手持跟拍：${s(`拍下第 ${n} 段经过`)}` : `特写细节：${s('拍一个值得停留的小东西')}`,
      lead: [nth(then.zh, n)],
      ask: (d) => `${how.zh[d]}说说第 ${n} 段去了哪、看到什么、感受如何`,
      on_screen_text: `片段 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Moment ${n}`,
      shot: n % 2 ? `Handheld POV: ${s(`film moment ${n}`)}` : `Detail close-up: ${s('film something worth a pause')}`,
      lead: [nth(then.en, n)],
      ask: (d) => `say where moment ${n} is and how it feels, ${how.en[d]}`,
      on_screen_text: `Moment ${n}`,
    }),
  },
  {
    weight: 1,
    zh: () => ({
      label: '小插曲',
      shot: '节奏变化：定格/慢放/音效',
      lead: ['说个计划之外的事。'],
      ask: () => '讲一件这一路上没想到的事',
      on_screen_text: '计划之外',
    }),
    en: () => ({
      label: 'Off the plan',
      shot: 'Change of rhythm: freeze frame / slow motion / sound effect',
      lead: ['Something I did not plan for.'],
      ask: () => 'tell one thing that did not go to plan',
      on_screen_text: 'Off the plan',
    }),
  },
  {
    weight: 0.9,
    keep: true,
    zh: (c) => ({
      label: '感受',
      shot: `${framing(c).zh}，自然光，对镜头聊感受`,
      lead: ['最后说说感受。'],
      ask: () => '说一句真心话：值不值得来，给想来的人一个建议',
      on_screen_text: '今日感受',
    }),
    en: (c) => ({
      label: 'How it felt',
      shot: `${framing(c).en}, natural light, chatting to camera`,
      lead: ['So, how was it?'],
      ask: () => 'say honestly if it was worth it, and one tip for anyone going',
      on_screen_text: 'Takeaway',
    }),
  },
]

const story: BeatKind[] = [
  {
    weight: 1,
    keep: true,
    zh: () => ({
      label: '背景',
      shot: '旧照片/回忆滤镜，慢推镜头',
      lead: ['先说说背景。'],
      ask: (d) => `${how.zh[d]}说说那是哪一年、你当时在做什么`,
      on_screen_text: '那一年',
    }),
    en: () => ({
      label: 'Setup',
      shot: 'Old photos / memory filter, slow push-in',
      lead: ['Some background first.'],
      ask: (d) => `say when it was and what you were doing then, ${how.en[d]}`,
      on_screen_text: 'Back then',
    }),
  },
  {
    weight: 1.1,
    zh: () => ({
      label: '冲突',
      shot: '画面变暗，节奏加快',
      lead: ['后来，事情起了变化。'],
      ask: (d) => `${how.zh[d]}讲讲出了什么事、你当时怎么想`,
      on_screen_text: '问题来了',
    }),
    en: () => ({
      label: 'Conflict',
      shot: 'Darker grade, faster cuts',
      lead: ['Then things changed.'],
      ask: (d) => `say what went wrong and what you thought, ${how.en[d]}`,
      on_screen_text: 'Then it changed',
    }),
  },
  {
    weight: 1.1,
    core: true,
    zh: (c, n, s) => ({
      label: `转折 ${n}`,
      shot: `情景再现：${s(`拍下第 ${n} 个转折的关键画面`)}`,
      lead: [nth(then.zh, n + 1)],
      ask: (d) => `${how.zh[d]}讲第 ${n} 个转折：发生了什么，你怎么做的`,
      on_screen_text: `转折 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Turn ${n}`,
      shot: `Re-enactment: ${s(`film the key image of turn ${n}`)}`,
      lead: [nth(then.en, n + 1)],
      ask: (d) => `tell turn ${n}: what happened and what you did, ${how.en[d]}`,
      on_screen_text: `Turn ${n}`,
    }),
  },
  {
    weight: 1.2,
    keep: true,
    zh: () => ({
      label: '结果',
      shot: '音乐推到最高，特写表情',
      lead: ['结果呢？'],
      ask: (d) => `${how.zh[d]}说出最后的结果`,
      on_screen_text: '结果',
    }),
    en: () => ({
      label: 'The ending',
      shot: 'Music peaks, close-up on a face',
      lead: ['So how did it end?'],
      ask: (d) => `say how it ended, ${how.en[d]}`,
      on_screen_text: 'The ending',
    }),
  },
  {
    weight: 0.9,
    zh: (c) => ({
      label: '启示',
      shot: `${framing(c).zh}，回到现在，平静叙述`,
      lead: ['现在回头看。'],
      ask: (d) => `${how.zh[d]}说出这件事教会你的`,
      on_screen_text: '后来我明白了',
    }),
    en: (c) => ({
      label: 'Takeaway',
      shot: `${framing(c).en}, back to the present, calm`,
      lead: ['Looking back.'],
      ask: (d) => `say what it taught you, ${how.en[d]}`,
      on_screen_text: 'What I learned',
    }),
  },
]

const newsCommentary: BeatKind[] = [
  {
    weight: 1,
    keep: true,
    zh: (c, _, s) => ({
      label: '事件速览',
      shot: `新闻截图/标题特写（注明来源：${s('写下媒体名')}）`,
      lead: ['先说发生了什么。'],
      ask: () =>
        c.sensitive ? '只说已证实的经过：时间、地点、发生了什么，注明来源' : '说清时间、地点和经过，注明消息来源',
      on_screen_text: lead('事件', c.topic.short, 'zh'),
    }),
    en: (c, _, s) => ({
      label: 'What happened',
      shot: `Headline screenshot (credit: ${s('name the outlet')})`,
      lead: ['First, what happened.'],
      ask: () =>
        c.sensitive
          ? 'say only the confirmed facts: when, where, what happened, your source'
          : 'say when, where and what happened, and your source',
      on_screen_text: `News: ${c.topic.short}`,
    }),
  },
  {
    weight: 1,
    zh: () => ({
      label: '背景',
      shot: '时间线动画或图表',
      lead: ['再看背景。'],
      ask: (d) => `${how.zh[d]}说说事情的前因和时间线`,
      on_screen_text: '背景',
    }),
    en: () => ({
      label: 'Background',
      shot: 'Timeline animation or chart',
      lead: ['Now the background.'],
      ask: (d) => `say what led here, ${how.en[d]}`,
      on_screen_text: 'Background',
    }),
  },
  {
    weight: 1.1,
    core: true,
    zh: (c, n, s) => ({
      label: `观点 ${n}`,
      shot: `引用卡片：${s(`写下第 ${n} 种观点的出处`)}`,
      lead:
        n === 1 ? ['各方怎么说？先看一种看法。', '先看一种看法。'] : [n === 2 ? '再看另一种看法。' : '还有一种看法。'],
      ask: (d) => `${how.zh[d]}说出这种看法和理由，注明是谁说的`,
      on_screen_text: `观点 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `View ${n}`,
      shot: `Quote card: ${s(`name the source of view ${n}`)}`,
      lead:
        n === 1
          ? ['What are people saying? One view first.', 'One view first.']
          : [n === 2 ? 'Now another view.' : 'One more view.'],
      ask: (d) => `say this view and its reasons, and who holds it, ${how.en[d]}`,
      on_screen_text: `View ${n}`,
    }),
  },
  {
    weight: 1.2,
    keep: true,
    zh: (c) => ({
      label: '我的看法',
      shot: `${framing(c).zh}，对镜头，语气${c.sensitive ? '平和' : '笃定'}`,
      lead: ['说说我的看法。'],
      ask: (d) => `${how.zh[d]}说出你的看法和理由${c.sensitive ? '，不猜测、不指责' : ''}`,
      on_screen_text: '我怎么看',
    }),
    en: (c) => ({
      label: 'My take',
      shot: `${framing(c).en}, to camera, ${c.sensitive ? 'calm' : 'confident'}`,
      lead: ['Here is my take.'],
      ask: (d) => `say your view and why, ${how.en[d]}${c.sensitive ? ', without guessing or blaming' : ''}`,
      on_screen_text: 'My take',
    }),
  },
  {
    weight: 0.9,
    zh: (c) => ({
      label: c.sensitive ? '值得关注' : '对你的影响',
      shot: '生活化画面配字幕',
      lead: [c.sensitive ? '这件事提醒我们什么？' : `这和${c.who}有什么关系？`],
      ask: () => (c.sensitive ? '说说值得关注的问题，或大家能做的事' : '说说这件事对普通人的具体影响'),
      on_screen_text: c.sensitive ? '值得关注' : '和你有什么关系？',
    }),
    en: (c) => ({
      label: c.sensitive ? 'What it asks of us' : 'What it means for you',
      shot: 'Everyday footage with captions',
      lead: [c.sensitive ? 'What should we take from this?' : `What does it mean for ${c.who}?`],
      ask: () =>
        c.sensitive
          ? 'say what deserves attention, or what people can do'
          : 'say the concrete impact on ordinary people',
      on_screen_text: c.sensitive ? 'What it asks of us' : 'Why it matters to you',
    }),
  },
]

/**
 * An announcement (a launch, an album, a rule): what happened, what is known so far (the core,
 * one detail a beat), why it matters, the creator's take and what it means for the viewer.
 */
const announcement: BeatKind[] = [
  newsCommentary[0],
  {
    weight: 1.1,
    core: true,
    zh: (c, n, s) => ({
      label: `已知信息 ${n}`,
      shot: `官方图/发布页截图（来源：${s('写下出处')}）`,
      lead:
        n === 1 ? ['目前已知的有这些。先看第一点。', '先看第一点。'] : [n === 2 ? '第二点。' : `第${zhNumber(n)}点。`],
      ask: (d) => `${how.zh[d]}说清已公布的第 ${n} 个细节（时间、价格或内容），注明出处`,
      on_screen_text: `已知 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `What we know ${n}`,
      shot: `Official image or announcement page (source: ${s('name it')})`,
      lead: n === 1 ? ["Here's what we know so far. First.", 'First.'] : [n === 2 ? 'Second.' : 'And another.'],
      ask: (d) =>
        `say announced detail ${n} (a date, a price or what it includes) and where it was announced, ${how.en[d]}`,
      on_screen_text: `Known ${n}`,
    }),
  },
  {
    weight: 1,
    zh: () => ({
      label: '为什么值得关注',
      shot: '对比画面或数据图',
      lead: ['为什么值得关注？'],
      ask: (d) => `${how.zh[d]}说说它和以往有什么不同`,
      on_screen_text: '为什么重要',
    }),
    en: () => ({
      label: 'Why it matters',
      shot: 'Side-by-side or chart',
      lead: ['Why does it matter?'],
      ask: (d) => `say what is different from before, ${how.en[d]}`,
      on_screen_text: 'Why it matters',
    }),
  },
  newsCommentary[3],
  newsCommentary[4],
]

export const narrativeBeats: Partial<Record<ScriptFormat, BeatKind[]>> = {
  vlog,
  story,
  news_commentary: newsCommentary,
}

/** How news is told: an announcement by what is known, anything else by its sides. */
export const announcementBeats = announcement
