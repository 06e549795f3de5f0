import type { ScriptFormat } from '@hookline/contract'
import { framing, type BeatKind } from './beat-kinds'
import { plural } from './fit-text'
import { review } from './review-beats'
import { quoted } from './topic'

/**
 * Beats of the formats that explain something. Each says its own opening line (longest that
 * fits first) and its own lines; compose.ts fills the rest of its seconds from the banks named.
 * A 【…】/[…] asks the creator for what only they know: their point, their story, their figure.
 */

const talkingHead: BeatKind[] = [
  {
    weight: 1,
    banks: ['general'],
    zh: (c) => ({
      label: '痛点切入',
      shot: `${framing(c).zh}，对镜头说话，表情认真`,
      say: [`很多${c.crowd}一提到${quoted(c.topic.headline, 'zh')}，第一反应就想错了，结果越做越累。`, '很多人一开始就想错了，结果越做越累。', '很多人一开始就想错了。'],
      more: ['问题往往不在你不够努力，而在方向。', '我以前也是这样，直到换了个思路。', '如果你也有这种感觉，接下来这几点会有帮助。'],
      on_screen_text: '你是不是也这样？',
    }),
    en: (c) => ({
      label: 'The problem',
      shot: `${framing(c).en}, talking to camera, serious look`,
      say: [`When ${c.who} hear ${quoted(c.topic.headline, 'en')}, the first thought is usually wrong.`, 'Most people start this the wrong way.', 'Most people get this wrong.'],
      more: ['The problem is rarely effort. It is direction.', 'I used to do the same, until I changed one thing.', 'If that sounds like you, the next few points will help.'],
      on_screen_text: 'Sound familiar?',
    }),
  },
  {
    weight: 1.2,
    core: true,
    banks: ['point', 'general'],
    bridge: true,
    zh: (c, n, s) => ({
      label: `要点 ${n}`,
      shot: n % 2 ? '近景，手势配合强调关键词' : `插入 B-roll：${s('拍一段能说明这一点的画面')}`,
      // The first point names the topic: in a short plan no other beat may.
      say: [...(n === 1 ? [`说到${c.topic.core}，第1点：${s('写下第1点')}。`] : []), `第${n}点：${s(`写下第${n}点`)}。`, `第${n}点。`],
      more: n % 2 ? [`举个例子：${s('写下你自己遇到过的一个例子')}。`] : [],
      on_screen_text: `要点 ${n}`,
    }),
    en: (c, n, s) => ({
      label: `Point ${n}`,
      shot: n % 2 ? 'Close-up, hand gesture on the key word' : `B-roll: ${s('film something that shows this point')}`,
      say: [...(n === 1 && c.topic.kind === 'noun' ? [`On ${c.topic.about}, point 1: ${s('state point 1')}.`] : []), `Point ${n}: ${s(`state point ${n}`)}.`, `Point ${n}.`],
      more: n % 2 ? [`For example: ${s('tell one example from your own life')}.`] : [],
      on_screen_text: `Point ${n}`,
    }),
  },
  {
    weight: 1,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '真实案例',
      shot: `插入照片或录屏：${s('放一张能说明案例的照片或录屏')}`,
      say: [`说个真实的例子：${s('写下你或身边人的一段经历')}。`, '我身边就有这样的例子，一开始也是这么做的。', `比如${s('写下一段真实经历')}。`, '我身边就有这样的人。'],
      more: ['这件事让我意识到，问题往往出在细节上。', '后来换了做法，情况才慢慢好起来。', '所以别只听别人怎么说，要看自己的情况。'],
      on_screen_text: '真实案例',
    }),
    en: (c, _, s) => ({
      label: 'A real example',
      shot: `Cut to a photo or screen recording: ${s('show a photo or recording of the example')}`,
      say: [`A real example: ${s('tell a short story from your own life')}.`, 'I know someone who started exactly this way.', `Take ${s('a real story')}.`, 'I have seen this happen.'],
      more: ['That taught me the problem is usually in the details.', 'Things only got better once I changed my approach.', 'So do not just follow advice; look at your own situation.'],
      on_screen_text: 'Real example',
    }),
  },
  {
    weight: 0.8,
    keep: true,
    banks: ['general'],
    zh: (c) => ({
      label: '总结',
      shot: `${framing(c).zh}，语速放慢，屏幕列出全部要点`,
      say: [`总结一下：这${c.coreCount}点里，哪怕只记住一条，你的做法也会不一样。`, `总结一下，这${c.coreCount}点记住一条就够用。`, '总结一下。'],
      more: ['不用一次全做到，先挑一条容易的开始。', '做完之后，回来评论区告诉我效果。'],
      on_screen_text: `${c.coreCount} 个要点回顾`,
    }),
    en: (c) => ({
      label: 'Recap',
      shot: `${framing(c).en}, slower pace, all points listed on screen`,
      say: [c.coreCount === 1 ? 'To recap: remember this one point and you are already ahead.' : `To recap: remember even one of these ${c.coreCount} points and you are already ahead.`, 'To recap: pick one and start.', 'To recap.'],
      more: ['You do not need all of it at once. Start with the easiest.', 'Try it, then come back and tell me how it went.'],
      on_screen_text: `Recap: ${plural(c.coreCount, 'point')}`,
    }),
  },
]

const tutorial: BeatKind[] = [
  {
    weight: 0.8,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '成果展示',
      shot: `先给最终效果特写：${s('拍下做好的成品或结果')}`,
      say: [`这是用${c.coreCount}步做出来的效果，${c.who}也能跟着做。`, `${c.coreCount}步就能做出来。`],
      more: ['整个过程不复杂，关键是几个细节。', '容易出错的地方，我都会标出来。'],
      on_screen_text: `${c.coreCount} 步搞定`,
    }),
    en: (c, _, s) => ({
      label: 'The result',
      shot: `Close-up of the finished result: ${s('film the finished result')}`,
      say: [`This is what ${plural(c.coreCount, 'step')} get${c.coreCount === 1 ? 's' : ''} you, and ${c.brief.audience ? c.who : 'you'} can do it too.`, `${plural(c.coreCount, 'step')}. That is all.`],
      more: ['It is not complicated; a few details make the difference.', 'I will flag every spot where people slip up.'],
      on_screen_text: plural(c.coreCount, 'step'),
    }),
  },
  {
    weight: 0.8,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '准备工作',
      shot: '俯拍桌面，依次摆出需要的东西',
      say: [`开始之前准备好：${s('列出要用的工具或材料')}。没有的话，用手边现成的替代也行。`, `先准备好：${s('列出工具或材料')}。`, '先把东西准备好。'],
      more: ['东西不用买贵的，够用就行。', '提前摆好，做的时候就不会手忙脚乱。'],
      on_screen_text: '准备清单',
    }),
    en: (c, _, s) => ({
      label: 'What you need',
      shot: 'Top-down shot, lay out each item',
      say: [`Before we start, get ${s('list your tools or materials')}. Missing something? Use what you have.`, `You need ${s('list your tools')}.`, 'Get your things ready.'],
      more: ['Nothing fancy; whatever does the job.', 'Lay it all out first so you are not scrambling later.'],
      on_screen_text: 'You need',
    }),
  },
  {
    weight: 1.3,
    core: true,
    banks: ['step', 'point'],
    bridge: true,
    zh: (c, n, s) => ({
      label: `步骤 ${n}`,
      shot: `手部特写/录屏，演示第 ${n} 步`,
      say: [`第${n}步，${s(`写下第${n}步`)}。`, `第${n}步。`],
      on_screen_text: `第 ${n} 步`,
    }),
    en: (c, n, s) => ({
      label: `Step ${n}`,
      shot: `Hands close-up / screen recording of step ${n}`,
      say: [`Step ${n}: ${s(`describe step ${n}`)}.`, `Step ${n}.`],
      on_screen_text: `Step ${n}`,
    }),
  },
  {
    weight: 0.9,
    banks: ['general'],
    zh: (c, _, s) => ({
      label: '常见错误',
      shot: '错误示范 vs 正确示范，左右分屏',
      say: [`新手常犯的错是${s('写下常见的错误做法')}，正确的是${s('写下正确做法')}。`, '新手常犯的错，是一上来就图快。', `别${s('写下常见错误')}。`, '别图快。'],
      more: ['我第一次做的时候也犯过这个错。', '只要注意这一点，成功率会高很多。'],
      on_screen_text: '❌ 错误 / ✅ 正确',
    }),
    en: (c, _, s) => ({
      label: 'Common mistake',
      shot: 'Split screen: wrong vs right',
      say: [`The common beginner mistake is ${s('say the usual mistake')}; do ${s('say the right way')} instead.`, 'The classic beginner mistake is rushing it.', `Avoid ${s('the usual mistake')}.`, 'Do not rush it.'],
      more: ['I made this exact mistake my first time.', 'Watch for this one and your odds go way up.'],
      on_screen_text: '❌ Wrong / ✅ Right',
    }),
  },
  {
    weight: 0.7,
    banks: ['general'],
    zh: (c) => ({
      label: '复盘',
      shot: '成品再展示一次，快速回放所有步骤',
      say: [`回顾一下这${c.coreCount}步，跟着做一遍就能上手。`, '跟着做一遍就能上手。'],
      more: ['做好了可以在评论区晒一晒。', '第一次不完美很正常，多做两次就熟了。'],
      on_screen_text: '跟着做一遍',
    }),
    en: (c) => ({
      label: 'Recap',
      shot: 'Show the result again with a fast replay of every step',
      say: [c.coreCount === 1 ? 'That is the whole trick. Follow along once and you have it.' : `That is all ${c.coreCount} steps. Follow along once and you have it.`, 'Follow along once and you have it.'],
      more: ['Made one? Show it off in the comments.', 'Not perfect the first time? Normal. Do it twice more.'],
      on_screen_text: 'Try it yourself',
    }),
  },
]

/** Beat plans of the formats that explain something (DESIGN §3 formats; engines/formats.ts). */
export const explainerBeats: Partial<Record<ScriptFormat, BeatKind[]>> = {
  talking_head: talkingHead,
  tutorial,
  review,
}
