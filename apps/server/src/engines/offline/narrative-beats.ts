import type { ScriptFormat } from '@hookline/contract'
import { framing, type BeatKind } from './beat-kinds'
import { lead } from './topic'

const vlog: BeatKind[] = [
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '场景建立', shot: `空镜/环境全景：${s('地点')}，配轻快音乐`, voice_over: `今天带你看看${c.topic.about}，我们在${s('地点和时间')}。`, on_screen_text: `📍${s('地点')}` }),
    en: (c, _, s) => ({ label: 'Setting the scene', shot: `Establishing wide shot: ${s('location')}, light music`, voice_over: c.topic.kind === 'question' ? `Come along with me today. ${c.topic.headline} We are at ${s('place and time')}.` : `Come along with me today — it is all about ${c.topic.about}. We are at ${s('place and time')}.`, on_screen_text: `📍${s('location')}` }),
  },
  {
    weight: 1.2,
    core: true,
    zh: (c, n, s) => ({ label: `片段 ${n}`, shot: n % 2 ? `第一人称手持跟拍：${s(`过程 ${n}`)}` : `特写细节：${s('值得停留的小东西')}`, voice_over: `${s(`这一段发生了什么`)}，最让我意外的是${s('一个细节')}。`, on_screen_text: s(`片段 ${n} 的一句话标题`) }),
    en: (c, n, s) => ({ label: `Moment ${n}`, shot: n % 2 ? `Handheld POV following ${s(`moment ${n}`)}` : `Detail close-up: ${s('something worth a pause')}`, voice_over: `${s('what happens here')} — and the thing that surprised me was ${s('a detail')}.`, on_screen_text: s(`one-line title for moment ${n}`) }),
  },
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '小插曲', shot: '节奏突然变化：定格/慢放/音效', voice_over: `结果这时候${s('意外/翻车/惊喜')}……`, on_screen_text: '意外来了' }),
    en: (c, _, s) => ({ label: 'The twist', shot: 'Sudden change of rhythm: freeze frame / slow motion / sound effect', voice_over: `And then ${s('the unexpected thing')}…`, on_screen_text: 'Plot twist' }),
  },
  {
    weight: 0.9,
    zh: (c, _, s) => ({ label: '感受', shot: `${framing(c).zh}，自然光，对镜头聊感受`, voice_over: `这一趟下来，我最大的感受是${s('一句真心话')}。如果你也想试试，记得${s('一个建议')}。`, on_screen_text: '今日感受' }),
    en: (c, _, s) => ({ label: 'How it felt', shot: `${framing(c).en}, natural light, chatting to camera`, voice_over: `My biggest takeaway: ${s('one honest line')}. If you want to try it, remember ${s('one tip')}.`, on_screen_text: 'Takeaway' }),
  },
]

const story: BeatKind[] = [
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '背景', shot: '旧照片/回忆滤镜，慢推镜头', voice_over: c.topic.kind === 'question' ? `${s('时间')}，我第一次开始想：${c.topic.headline}那时候${s('处境')}。` : `${s('时间')}，我第一次接触${c.topic.about}，那时候${s('处境')}。`, on_screen_text: s('年份') }),
    en: (c, _, s) => ({ label: 'Setup', shot: 'Old photos / memory filter, slow push-in', voice_over: {
      noun: `Back in ${s('when')}, I first ran into ${c.topic.about}. At the time, ${s('situation')}.`,
      clause: `Back in ${s('when')}, I first wondered ${c.topic.about}. At the time, ${s('situation')}.`,
      question: `Back in ${s('when')}, I first asked myself: ${c.topic.headline} At the time, ${s('situation')}.`,
    }[c.topic.kind], on_screen_text: s('year') }),
  },
  {
    weight: 1.1,
    zh: (c, _, s) => ({ label: '冲突', shot: '画面变暗，节奏加快', voice_over: `直到${s('冲突事件')}，我才意识到问题有多严重。`, on_screen_text: '问题来了' }),
    en: (c, _, s) => ({ label: 'Conflict', shot: 'Darker grade, faster cuts', voice_over: `Until ${s('the conflict')} — that is when I realised how serious it was.`, on_screen_text: 'Then it broke' }),
  },
  {
    weight: 1.1,
    core: true,
    zh: (c, n, s) => ({ label: `转折 ${n}`, shot: `情景再现：${s(`转折 ${n} 的关键画面`)}`, voice_over: `${s(`转折 ${n}：发生了什么`)}。我做了一个决定：${s('决定')}。`, on_screen_text: s('一句话悬念') }),
    en: (c, n, s) => ({ label: `Turn ${n}`, shot: `Re-enactment: ${s(`key image of turn ${n}`)}`, voice_over: `${s(`turn ${n}: what happened`)}. So I made a call: ${s('the decision')}.`, on_screen_text: s('one-line cliffhanger') }),
  },
  {
    weight: 1.2,
    zh: (c, _, s) => ({ label: '高潮', shot: '音乐推到最高，特写表情', voice_over: `最后的结果是${s('结果')}，连我自己都没想到。`, on_screen_text: s('结果关键词') }),
    en: (c, _, s) => ({ label: 'Climax', shot: 'Music peaks, close-up on a face', voice_over: `In the end, ${s('the outcome')} — I did not see it coming either.`, on_screen_text: s('outcome in two words') }),
  },
  {
    weight: 0.9,
    zh: (c, _, s) => ({ label: '启示', shot: `${framing(c).zh}，回到现在，平静叙述`, voice_over: `现在回头看，这件事教会我的是：${s('一句启示')}。`, on_screen_text: s('金句') }),
    en: (c, _, s) => ({ label: 'Takeaway', shot: `${framing(c).en}, back to the present, calm`, voice_over: `Looking back, what it taught me is ${s('one-line lesson')}.`, on_screen_text: s('quote line') }),
  },
]

const newsCommentary: BeatKind[] = [
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '事件速览', shot: `新闻截图/标题特写（注明来源：${s('媒体名')}）`, voice_over: `先用一句话说清：${lead(c.topic.headline, `${s('时间 + 发生了什么')}。`, 'zh', '，')}`, on_screen_text: `事件：${c.topic.short}` }),
    en: (c, _, s) => ({ label: 'What happened', shot: `Headline screenshot (credit: ${s('outlet')})`, voice_over: c.topic.kind === 'question' ? `In one line: ${s('when + what happened')}. ${c.topic.headline}` : `In one line: ${c.topic.headline} — ${s('when + what happened')}.`, on_screen_text: `News: ${c.topic.short}` }),
  },
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '背景', shot: '时间线动画或图表', voice_over: `为什么会这样？背景是${s('前因')}。`, on_screen_text: '背景' }),
    en: (c, _, s) => ({ label: 'Background', shot: 'Timeline animation or chart', voice_over: `Why now? The background: ${s('what led here')}.`, on_screen_text: 'Background' }),
  },
  {
    weight: 1.1,
    core: true,
    zh: (c, n, s) => ({ label: `观点 ${n}`, shot: `引用卡片：${s(`观点 ${n} 的出处`)}`, voice_over: `${s(`一方`)}认为${s(`观点 ${n}`)}，理由是${s('依据')}。`, on_screen_text: `观点 ${n}` }),
    en: (c, n, s) => ({ label: `View ${n}`, shot: `Quote card: ${s(`source of view ${n}`)}`, voice_over: `${s('one side')} argues ${s(`view ${n}`)}, because ${s('their reason')}.`, on_screen_text: `View ${n}` }),
  },
  {
    weight: 1.2,
    zh: (c, _, s) => ({ label: '我的看法', shot: `${framing(c).zh}，对镜头，语气笃定`, voice_over: `我的看法是：${s('你的立场')}。最关键的一点是${s('论据')}。`, on_screen_text: '我怎么看' }),
    en: (c, _, s) => ({ label: 'My take', shot: `${framing(c).en}, to camera, confident`, voice_over: `My take: ${s('your position')}. The key point is ${s('your argument')}.`, on_screen_text: 'My take' }),
  },
  {
    weight: 0.9,
    zh: (c, _, s) => ({ label: '对你的影响', shot: '生活化画面配字幕', voice_over: `对${c.who}来说，这意味着${s('具体影响')}。`, on_screen_text: '和你有什么关系？' }),
    en: (c, _, s) => ({ label: 'What it means for you', shot: 'Everyday footage with captions', voice_over: `For ${c.who}, this means ${s('the concrete impact')}.`, on_screen_text: 'Why it matters to you' }),
  },
]

/** Beat plans of the formats that tell something (vlog, story, commentary). */
export const narrativeBeats: Partial<Record<ScriptFormat, BeatKind[]>> = {
  vlog,
  story,
  news_commentary: newsCommentary,
}
