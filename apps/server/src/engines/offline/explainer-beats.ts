import type { ScriptFormat } from '@hookline/contract'
import { framing, type BeatKind } from './beat-kinds'
import { plural } from './fit-text'
import { quoted } from './topic'

const talkingHead: BeatKind[] = [
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '痛点切入', shot: `${framing(c).zh}，对镜头说话，表情认真`, voice_over: `很多${c.crowd}一提到${quoted(c.topic.headline, 'zh')}，第一反应是${s('常见误解')}，结果越做越累。`, on_screen_text: '你是不是也这样？' }),
    en: (c, _, s) => ({ label: 'The problem', shot: `${framing(c).en}, talking to camera, serious look`, voice_over: `When ${c.who} hear ${quoted(c.topic.headline, 'en')}, the first thought is ${s('common misconception')} — and that is where it goes wrong.`, on_screen_text: 'Sound familiar?' }),
  },
  {
    weight: 1.2,
    core: true,
    zh: (c, n, s) => ({ label: `要点 ${n}`, shot: n % 2 ? '近景，手势配合强调关键词' : `插入 B-roll：${s('与要点相关的实拍画面')}`, voice_over: `第${n}点：${s(`要点 ${n}，一句话说清`)}。比如${s('一个具体例子')}，这样${c.who}马上就能用上。`, on_screen_text: `要点 ${n}：${s('关键词')}` }),
    en: (c, n, s) => ({ label: `Point ${n}`, shot: n % 2 ? 'Close-up, hand gesture on the key word' : `B-roll: ${s('footage that shows the point')}`, voice_over: `Point ${n}: ${s(`point ${n} in one sentence`)}. For example, ${s('a concrete example')} — something ${c.who} can use today.`, on_screen_text: `#${n}: ${s('key word')}` }),
  },
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '真实案例', shot: `插入照片或录屏：${s('案例素材')}`, voice_over: `说个真实的例子：${s('你或身边人的经历，一两句话')}。所以关于${c.topic.about}，关键不在${s('A')}，而在${s('B')}。`, on_screen_text: '真实案例' }),
    en: (c, _, s) => ({ label: 'A real example', shot: `Cut to a photo or screen recording: ${s('example footage')}`, voice_over: `A real example: ${s('your own story in one or two lines')}. So the key is not ${s('A')} — it is ${s('B')}.`, on_screen_text: 'Real example' }),
  },
  {
    weight: 0.8,
    zh: (c) => ({ label: '总结', shot: `${framing(c).zh}，语速放慢，屏幕列出全部要点`, voice_over: `总结一下：这${c.coreCount}点里，哪怕只记住一条，你对${c.topic.about}的理解也会不一样。`, on_screen_text: `${c.coreCount} 个要点回顾` }),
    en: (c) => ({ label: 'Recap', shot: `${framing(c).en}, slower pace, all points listed on screen`, voice_over: c.coreCount === 1 ? 'To recap: remember this one point and you are already ahead of most people.' : `To recap: remember even one of these ${c.coreCount} points and you are already ahead of most people.`, on_screen_text: `Recap: ${plural(c.coreCount, 'point')}` }),
  },
]

const tutorial: BeatKind[] = [
  {
    weight: 0.8,
    zh: (c, _, s) => ({ label: '成果展示', shot: `先给最终效果特写：${s('做好的成品/结果')}`, voice_over: `这是用${c.coreCount}步做出来的效果，${c.who}也能跟着做。`, on_screen_text: `${c.coreCount} 步搞定` }),
    en: (c, _, s) => ({ label: 'The result', shot: `Close-up of the finished result: ${s('final result')}`, voice_over: `This is what ${plural(c.coreCount, 'step')} get${c.coreCount === 1 ? 's' : ''} you — and ${c.brief.audience ? c.who : 'you'} can do it too.`, on_screen_text: plural(c.coreCount, 'step') }),
  },
  {
    weight: 0.8,
    zh: (c, _, s) => ({ label: '准备工作', shot: '俯拍桌面，依次摆出需要的东西', voice_over: `开始之前准备好：${s('工具/材料/软件')}。没有的话可以用${s('替代方案')}。`, on_screen_text: '准备清单' }),
    en: (c, _, s) => ({ label: 'What you need', shot: 'Top-down shot, lay out each item', voice_over: `Before we start, you need ${s('tools / materials / software')}. No ${s('item')}? Use ${s('alternative')} instead.`, on_screen_text: 'You need' }),
  },
  {
    weight: 1.3,
    core: true,
    zh: (c, n, s) => ({ label: `步骤 ${n}`, shot: `手部特写/录屏，演示第 ${n} 步`, voice_over: `第${n}步，${s(`具体操作 ${n}`)}。注意${s('最容易出错的细节')}。`, on_screen_text: `第 ${n} 步：${s('动作关键词')}` }),
    en: (c, n, s) => ({ label: `Step ${n}`, shot: `Hands close-up / screen recording of step ${n}`, voice_over: `Step ${n}: ${s(`what to do in step ${n}`)}. Watch out for ${s('the detail people get wrong')}.`, on_screen_text: `Step ${n}: ${s('action')}` }),
  },
  {
    weight: 0.9,
    zh: (c, _, s) => ({ label: '常见错误', shot: '错误示范 vs 正确示范，左右分屏', voice_over: `新手最常犯的错是${s('错误做法')}，正确的是${s('正确做法')}。`, on_screen_text: '❌ 错误 / ✅ 正确' }),
    en: (c, _, s) => ({ label: 'Common mistake', shot: 'Split screen: wrong vs right', voice_over: `The most common beginner mistake is ${s('wrong way')}; do ${s('right way')} instead.`, on_screen_text: '❌ Wrong / ✅ Right' }),
  },
  {
    weight: 0.7,
    zh: (c) => ({ label: '复盘', shot: '成品再展示一次，快速回放所有步骤', voice_over: `回顾一下这${c.coreCount}步，跟着做一遍就能上手。`, on_screen_text: '跟着做一遍' }),
    en: (c) => ({ label: 'Recap', shot: 'Show the result again with a fast replay of every step', voice_over: c.coreCount === 1 ? 'That is the whole trick — follow along once and you have it.' : `That is all ${c.coreCount} steps — follow along once and you have it.`, on_screen_text: 'Try it yourself' }),
  },
]

const review: BeatKind[] = [
  {
    weight: 1,
    zh: (c, _, s) => ({ label: '亮相与结论', shot: `产品/对象亮相特写：${s('主体')}`, voice_over: c.topic.kind === 'question' ? `${c.topic.headline}我认真用了${s('多长时间')}，先说结论：${s('值/不值，一句话')}。` : `${c.topic.about}我用了${s('多长时间')}，先说结论：${s('值/不值，一句话')}。`, on_screen_text: `结论：${s('值不值')}` }),
    en: (c, _, s) => ({ label: 'Reveal and verdict', shot: `Hero shot of ${s('the product')}`, voice_over: c.topic.kind === 'noun' ? `I have used ${c.topic.about} for ${s('how long')}. Verdict first: ${s('worth it or not, one line')}.` : `I spent ${s('how long')} testing this. Verdict first: ${s('worth it or not, one line')}.`, on_screen_text: `Verdict: ${s('yes / no')}` }),
  },
  {
    weight: 1.2,
    core: true,
    zh: (c, n, s) => ({ label: `体验 ${n}`, shot: `实际使用镜头，展示${s(`体验维度 ${n}：外观/性能/续航…`)}`, voice_over: `${s(`维度 ${n}`)}方面，${s('真实感受 + 一个具体细节')}。`, on_screen_text: `${s(`维度 ${n}`)}：${s('评分/关键词')}` }),
    en: (c, n, s) => ({ label: `Hands-on ${n}`, shot: `In-use footage showing ${s(`aspect ${n}: design / performance / battery…`)}`, voice_over: `On ${s(`aspect ${n}`)}: ${s('honest impression + one concrete detail')}.`, on_screen_text: `${s(`aspect ${n}`)}: ${s('score')}` }),
  },
  {
    weight: 0.9,
    zh: (c, _, s) => ({ label: '优点', shot: '优点逐条出现在画面一侧', voice_over: `最让我惊喜的是${s('优点')}，这一点同价位里${s('对比结论')}。`, on_screen_text: '👍 优点' }),
    en: (c, _, s) => ({ label: 'Pros', shot: 'Pros appear one by one on the side', voice_over: `What surprised me most: ${s('pro')}, which at this price is ${s('comparison')}.`, on_screen_text: '👍 Pros' }),
  },
  {
    weight: 0.9,
    zh: (c, _, s) => ({ label: '缺点', shot: '近景，语气坦诚', voice_over: `缺点也要说：${s('缺点')}，介意的话慎重考虑。`, on_screen_text: '👎 缺点' }),
    en: (c, _, s) => ({ label: 'Cons', shot: 'Close-up, candid tone', voice_over: `The downside: ${s('con')}. If that matters to you, think twice.`, on_screen_text: '👎 Cons' }),
  },
  {
    weight: 0.8,
    zh: (c, _, s) => ({ label: '适合谁', shot: `${framing(c).zh}，对镜头总结`, voice_over: `所以我的建议：${s('适合的人')}可以冲，${s('不适合的人')}可以再等等。`, on_screen_text: '适合谁买？' }),
    en: (c, _, s) => ({ label: 'Who it is for', shot: `${framing(c).en}, wrap-up to camera`, voice_over: `My advice: if you are ${s('who it suits')}, go for it; if you are ${s('who it does not')}, wait.`, on_screen_text: 'Who should buy?' }),
  },
]

/** Beat plans of the formats that explain something (DESIGN §3 formats; engines/formats.ts). */
export const explainerBeats: Partial<Record<ScriptFormat, BeatKind[]>> = {
  talking_head: talkingHead,
  tutorial,
  review,
}
