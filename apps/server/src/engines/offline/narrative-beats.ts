import type { ScriptFormat } from '@hookline/contract'
import { framing, type BeatKind } from './beat-kinds'
import { lead } from './topic'

/** Beats of the formats that tell something (vlog, story, commentary); see explainer-beats.ts. */

/** How a moment of a vlog or a turn of a story starts, by its number: no two start alike. */
const then = { zh: ['先是', '接着', '然后', '再后来', '到了这里', '没过多久', '之后', '最后这段'], en: ['First', 'Then', 'After that', 'Later', 'Next', 'Soon after', 'By now', 'And then'] }
const nth = <T>(items: T[], n: number) => items[(n - 1) % items.length]
/** What the teller did at each turn, so no two turns end alike. */
const decided = { zh: ['我做了一个决定。', '这一次，我没有退缩。', '我决定换个办法。', '我咬咬牙，接着往下走。'], en: ['So I made a call.', 'This time, I did not back down.', 'I decided to try something else.', 'I gritted my teeth and kept going.'] }

const vlog: BeatKind[] = [
  {
    weight: 1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '场景建立',
      shot: `空镜/环境全景：${s('拍下地点全景')}，配轻快音乐`,
      say: [`今天带你看看${c.topic.about}，我们现在在${s('写下地点')}。`, `今天我们在${s('写下地点')}。`, '今天带你去个地方。'],
      more: ['天气不错，心情也不错。', '这一趟我期待了很久。', '出发之前，我其实没做太多攻略。'],
      on_screen_text: '📍今日地点',
    }),
    en: (c, _, s) => ({
      label: 'Setting the scene',
      shot: `Establishing wide shot: ${s('film the place')}, light music`,
      say: [
        c.topic.kind === 'question' ? `Come along with me today. ${c.topic.headline} We are at ${s('say where you are')}.` : `Come along with me today; it is all about ${c.topic.about}. We are at ${s('say where you are')}.`,
        `Today we are at ${s('say where you are')}.`,
        'Come along with me today.',
      ],
      more: ['Good weather, good mood.', 'I have been looking forward to this one for a while.', 'Honestly, I did not plan much before setting off.'],
      on_screen_text: '📍Today',
    }),
  },
  {
    weight: 1.2,
    core: true,
    banks: ['moment', 'general'],
    zh: (c, n, s) => ({
      label: `片段 ${n}`,
      shot: n % 2 ? `第一人称手持跟拍：${s(`拍下第 ${n} 段经过`)}` : `特写细节：${s('拍一个值得停留的小东西')}`,
      say: [`${nth(then.zh, n)}，${s(`说说第${n}段经过`)}。`, `${nth(then.zh, n)}。`],
      on_screen_text: `片段 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Moment ${n}`,
      shot: n % 2 ? `Handheld POV: ${s(`film moment ${n}`)}` : `Detail close-up: ${s('film something worth a pause')}`,
      say: [`${nth(then.en, n)}, ${s(`describe moment ${n}`)}.`, `${nth(then.en, n)}.`],
      on_screen_text: `Moment ${n}`,
    }),
  },
  {
    weight: 1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '小插曲',
      shot: '节奏突然变化：定格/慢放/音效',
      say: [`结果这时候，${s('写下发生的意外或惊喜')}……`, '结果这时候，意外来了……'],
      more: ['谁也没想到会这样。', '我当时整个人都懵了。'],
      on_screen_text: '意外来了',
    }),
    en: (c, _, s) => ({
      label: 'The twist',
      shot: 'Sudden change of rhythm: freeze frame / slow motion / sound effect',
      say: [`And then ${s('say the unexpected thing')}…`, 'And then, the twist…'],
      more: ['Nobody saw that coming.', 'I was completely thrown.'],
      on_screen_text: 'Plot twist',
    }),
  },
  {
    weight: 0.9,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '感受',
      shot: `${framing(c).zh}，自然光，对镜头聊感受`,
      say: [`这一趟下来，我的感受是${s('写下一句真心话')}。`, '这一趟，值了。'],
      more: ['如果你也想来，记得提前看看天气。', '下次我还想再来一次。'],
      on_screen_text: '今日感受',
    }),
    en: (c, _, s) => ({
      label: 'How it felt',
      shot: `${framing(c).en}, natural light, chatting to camera`,
      say: [`My takeaway from today: ${s('one honest line')}.`, 'Worth it.'],
      more: ['If you want to go, check the weather first.', 'I would come back in a heartbeat.'],
      on_screen_text: 'Takeaway',
    }),
  },
]

const story: BeatKind[] = [
  {
    weight: 1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '背景',
      shot: '旧照片/回忆滤镜，慢推镜头',
      say: [
        c.topic.kind === 'question' ? `${s('写下是哪一年')}，我第一次开始想：${c.topic.headline}` : `${s('写下是哪一年')}，我第一次接触${c.topic.about}。`,
        `那是${s('写下是哪一年')}。`,
        '那是很多年前。',
      ],
      more: ['那时候的我，还什么都不懂。', '身边也没有人能给我建议。'],
      on_screen_text: '那一年',
    }),
    en: (c, _, s) => ({
      label: 'Setup',
      shot: 'Old photos / memory filter, slow push-in',
      say: [
        { noun: `Back in ${s('say the year')}, I first ran into ${c.topic.about}.`, clause: `Back in ${s('say the year')}, I first wondered ${c.topic.about}.`, question: `Back in ${s('say the year')}, I first asked myself: ${c.topic.headline}` }[c.topic.kind],
        `It was ${s('say the year')}.`,
        'This was years ago.',
      ],
      more: ['Back then I knew nothing.', 'And there was nobody around to ask.'],
      on_screen_text: 'Back then',
    }),
  },
  {
    weight: 1.1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '冲突',
      shot: '画面变暗，节奏加快',
      say: [`直到${s('写下出事的那一刻')}，我才意识到问题有多严重。`, '直到那一刻，我才意识到不对。'],
      more: ['那段时间，我几乎每天都在想这件事。', '我试过很多办法，都没用。'],
      on_screen_text: '问题来了',
    }),
    en: (c, _, s) => ({
      label: 'Conflict',
      shot: 'Darker grade, faster cuts',
      say: [`Then ${s('say what went wrong')}, and I realised how serious it was.`, 'Then it all went wrong.'],
      more: ['For weeks, I thought about it every day.', 'I tried everything. Nothing worked.'],
      on_screen_text: 'Then it broke',
    }),
  },
  {
    weight: 1.1,
    core: true,
    banks: ['moment', 'general'],
    zh: (c, n, s) => ({
      label: `转折 ${n}`,
      shot: `情景再现：${s(`拍下第 ${n} 个转折的关键画面`)}`,
      say: [`${nth(then.zh, n)}，${s(`写下第${n}个转折`)}。${nth(decided.zh, n)}`, `${nth(then.zh, n)}，${s(`写下第${n}个转折`)}。`, `${nth(then.zh, n)}。`],
      on_screen_text: `转折 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Turn ${n}`,
      shot: `Re-enactment: ${s(`film the key image of turn ${n}`)}`,
      say: [`${nth(then.en, n)}, ${s(`describe turn ${n}`)}. ${nth(decided.en, n)}`, `${nth(then.en, n)}, ${s(`describe turn ${n}`)}.`, `${nth(then.en, n)}.`],
      on_screen_text: `Turn ${n}`,
    }),
  },
  {
    weight: 1.2,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '高潮',
      shot: '音乐推到最高，特写表情',
      say: [`最后的结果是${s('写下结果')}，连我自己都没想到。`, '结果，连我自己都没想到。'],
      more: ['那一刻，所有的坚持都有了答案。', '我在原地站了很久。'],
      on_screen_text: '结果',
    }),
    en: (c, _, s) => ({
      label: 'Climax',
      shot: 'Music peaks, close-up on a face',
      say: [`In the end, ${s('say how it ended')}, and I did not see it coming.`, 'I did not see the ending coming.'],
      more: ['In that moment, all of it made sense.', 'I just stood there for a long time.'],
      on_screen_text: 'The ending',
    }),
  },
  {
    weight: 0.9,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '启示',
      shot: `${framing(c).zh}，回到现在，平静叙述`,
      say: [`现在回头看，这件事教会我的是：${s('写下一句启示')}。`, '现在回头看，一切都值得。'],
      more: ['如果你正在经历类似的事，希望这个故事能给你一点力气。', '有些路，只能自己走一遍才懂。'],
      on_screen_text: '后来我明白了',
    }),
    en: (c, _, s) => ({
      label: 'Takeaway',
      shot: `${framing(c).en}, back to the present, calm`,
      say: [`Looking back, what it taught me is ${s('say the lesson in one line')}.`, 'Looking back, it was worth it.'],
      more: ['If you are going through something similar, I hope this helps a little.', 'Some roads you only understand by walking them.'],
      on_screen_text: 'What I learned',
    }),
  },
]

const newsCommentary: BeatKind[] = [
  {
    weight: 1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '事件速览',
      shot: `新闻截图/标题特写（注明来源：${s('写下媒体名')}）`,
      say: [`先用一句话说清：${lead(c.topic.headline, `${s('写下时间和发生了什么')}。`, 'zh', '，')}`, `先说发生了什么：${s('写下时间和事件')}。`, '先说发生了什么。'],
      more: ['这件事一出来，评论区就吵翻了。', '我把来龙去脉理了一下，尽量说得客观。'],
      on_screen_text: `事件：${c.topic.short}`,
    }),
    en: (c, _, s) => ({
      label: 'What happened',
      shot: `Headline screenshot (credit: ${s('name the outlet')})`,
      say: [
        c.topic.kind === 'question' ? `In one line: ${s('say when and what happened')}. ${c.topic.headline}` : `In one line: ${c.topic.headline}. ${s('say when and what happened')}.`,
        `Here is what happened: ${s('when and what')}.`,
        'Here is what happened.',
      ],
      more: ['The moment this came out, the comments exploded.', 'I have pieced the story together and will keep it fair.'],
      on_screen_text: `News: ${c.topic.short}`,
    }),
  },
  {
    weight: 1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '背景',
      shot: '时间线动画或图表',
      say: [`为什么会这样？背景是${s('写下前因')}。`, '先看看背景。'],
      more: ['这不是第一次出现类似的讨论。', '要看懂这件事，得先把时间线捋清楚。'],
      on_screen_text: '背景',
    }),
    en: (c, _, s) => ({
      label: 'Background',
      shot: 'Timeline animation or chart',
      say: [`Why now? The background: ${s('say what led here')}.`, 'First, the background.'],
      more: ['This is not the first time this debate has come up.', 'To follow it, you need the timeline straight.'],
      on_screen_text: 'Background',
    }),
  },
  {
    weight: 1.1,
    core: true,
    banks: ['view', 'general'],
    zh: (c, n, s) => ({
      label: `观点 ${n}`,
      shot: `引用卡片：${s(`写下第 ${n} 种观点的出处`)}`,
      say: [`有一种看法是：${s(`写下第${n}种观点`)}。`, `第${n}种看法。`],
      on_screen_text: `观点 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `View ${n}`,
      shot: `Quote card: ${s(`name the source of view ${n}`)}`,
      say: [`One view: ${s(`state view ${n}`)}.`, `View ${n}.`],
      on_screen_text: `View ${n}`,
    }),
  },
  {
    weight: 1.2,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '我的看法',
      shot: `${framing(c).zh}，对镜头，语气笃定`,
      say: [`我的看法是：${s('写下你的立场和理由')}。`, '说说我的看法。'],
      more: ['我不是要说服谁，只是把我的思考摆出来。', '你可以不同意，但希望你先听完理由。'],
      on_screen_text: '我怎么看',
    }),
    en: (c, _, s) => ({
      label: 'My take',
      shot: `${framing(c).en}, to camera, confident`,
      say: [`My take: ${s('say your position and why')}.`, 'Here is my take.'],
      more: ['I am not trying to convince anyone, just laying out my thinking.', 'You can disagree, but hear the reasons first.'],
      on_screen_text: 'My take',
    }),
  },
  {
    weight: 0.9,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '对你的影响',
      shot: '生活化画面配字幕',
      say: [`对${c.who}来说，这意味着${s('写下具体影响')}。`, '这和你有关。'],
      more: ['短期内可能感受不明显，但长期值得关注。', '建议留意一下后续的官方消息。'],
      on_screen_text: '和你有什么关系？',
    }),
    en: (c, _, s) => ({
      label: 'What it means for you',
      shot: 'Everyday footage with captions',
      say: [`For ${c.who}, this means ${s('say the concrete impact')}.`, 'This affects you.'],
      more: ['You may not feel it right away, but it is worth watching.', 'Keep an eye out for the official follow-up.'],
      on_screen_text: 'Why it matters to you',
    }),
  },
]

export const narrativeBeats: Partial<Record<ScriptFormat, BeatKind[]>> = {
  vlog,
  story,
  news_commentary: newsCommentary,
}
