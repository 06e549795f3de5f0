import type { Language } from '@hookline/contract'
import type { TitleMedium, TitleSlot } from '../../lines/titles'

/** Its titles, one from each slot, on a video platform and in a note (lines/titles.ts: how a line is written and picked). */
export const TALKING_HEAD_TITLES: Record<Language, Record<TitleMedium, TitleSlot[]>> = {
  zh: {
    video: [
      [
        { ending: ['｜我的真实感受', '｜真实感受'], for: ['experience'] },
        { ending: ['｜聊聊我的看法', '｜我的看法'], for: ['reaction'] },
        { ending: ['？看完你就知道怎么选', '？怎么选'], for: ['choice'] },
        { ending: ['：{count}'] },
        { ending: ['｜一条讲清'], for: ['why'] },
        { ending: ['｜看完少走弯路', '｜建议收藏'] },
      ],
      [
        { ending: ['：哪个最值得？说说我的排名', '：哪个最值得？'], for: ['samples'] },
        { ending: ['：值不值得？说说我的结论', '：值不值得？'], for: ['experience'] },
        { ending: ['：名场面都在这', '｜名场面'], for: ['live'] },
        { ending: ['：亮点在哪？', '｜亮点'], for: ['heard'] },
        { ending: ['：看点在哪？', '｜看点'], for: ['reaction'] },
        { ending: ['｜利弊一次说清', '｜利弊'], for: ['choice'] },
        { ending: ['{ask}'] },
        { ending: ['｜方法都在这'], for: ['how'] },
        { around: ['关于', '，说句大实话'] },
      ],
      [
        { ending: ['｜真实体验分享', '｜真实体验'], for: ['experience'] },
        { ending: ['｜没去的看这里', '｜补课'], for: ['live'] },
        { ending: ['｜没听过的先补课', '｜补课'], for: ['heard'] },
        { ending: ['｜没看过的先补课', '｜补课'], for: ['reaction'] },
        { ending: ['｜说说我的建议', '｜我的建议'], for: ['choice'] },
        { audience: '{audience}必看｜' },
        { around: ['一条视频讲清'] },
      ],
    ],
    note: [
      [
        { ending: ['｜真实感受✨', '✨'], for: ['experience'] },
        { ending: ['｜聊聊我的看法✨', '｜我的看法✨', '✨'], for: ['reaction'] },
        { ending: ['？怎么选✨', '✨'], for: ['choice'] },
        { ending: ['｜一篇讲清✨', '✨'] },
      ],
      [
        { ending: ['：哪个最值得？🔥', '🔥'], for: ['samples'] },
        { ending: ['：值不值得？🔥', '🔥'], for: ['experience'] },
        { ending: ['｜名场面都在这🔥', '🔥'], for: ['live'] },
        { ending: ['｜亮点在这🔥', '🔥'], for: ['heard'] },
        { ending: ['｜看点在这🔥', '🔥'], for: ['reaction'] },
        { ending: ['｜利弊都在这🔥', '🔥'], for: ['choice'] },
        { ending: ['答案在这里🔥', '🔥'], for: ['question'] },
        { ending: ['｜避坑指南🔥', '🔥'], for: ['how', 'list', 'plain'] },
        { ending: ['｜原因都在这🔥', '🔥'] },
      ],
      // The count names what the draft counts (原因, 步骤, 误区), never "真相" over a list of steps.
      [
        { ending: ['｜真实体验📌', '📌'], for: ['experience'] },
        { ending: ['｜没去的看这里📌', '📌'], for: ['live'] },
        { ending: ['｜没听过的先补课📌', '📌'], for: ['heard'] },
        { ending: ['｜没看过的先补课📌', '📌'], for: ['reaction'] },
        { ending: ['｜我的建议📌', '📌'], for: ['choice'] },
        { ending: ['｜{count}📌', '📌'] },
        { ending: ['｜建议收藏📌', '📌'] },
      ],
    ],
  },
  en: {
    video: [
      [
        // Several things tried side by side are ranked, not told as how a trial went.
        { ending: [': ranked, best to worst', ': ranked'], for: ['samples'] },
        { ending: [': how it really went', ': how it went'], for: ['experience'] },
        { ending: [': my honest take', ': my take'], for: ['reaction'] },
        { ending: [': how to choose', ': which one?'], for: ['choice'] },
        { ending: [': {count}', ': {n} things to know'] },
        { ending: [': the short answer'], for: ['why'] },
        { ending: [': what to know first', ': worth knowing'] },
      ],
      [
        { ending: [': which one wins?', ': the winner'], for: ['samples'] },
        { ending: [': was it worth it?', ': worth it?'], for: ['experience'] },
        { ending: [': the moments that land', ': best moments'], for: ['reaction'] },
        { ending: [': the pros and cons of each', ': pros and cons'], for: ['choice'] },
        { ending: [': the honest answer'], for: ['question'] },
        { ending: ['{ask}', ': how many?'] },
        { ending: [': what actually works'], for: ['how'] },
        { around: ['The honest truth about '] },
      ],
      [
        { ending: [': my honest experience', ': my experience'], for: ['experience'] },
        { ending: [': catch up if you missed it', ': a recap'], for: ['reaction'] },
        { ending: [': my pick, and why', ': my pick'], for: ['choice'] },
        { audience: 'For {audience}: ' },
        { ending: [', explained in one video', ', explained'] },
      ],
    ],
    note: [
      [
        { ending: [': ranked ✨', ' ✨'], for: ['samples'] },
        { ending: [': how it went ✨', ' ✨'], for: ['experience'] },
        { ending: [': my take ✨', ' ✨'], for: ['reaction'] },
        { ending: [': how to choose ✨', ' ✨'], for: ['choice'] },
        { ending: [' ✨ explained', ' ✨'] },
      ],
      [
        { ending: [': which one wins? 🔥', ' 🔥'], for: ['samples'] },
        { ending: [': worth it? 🔥', ' 🔥'], for: ['experience'] },
        { ending: [': best moments 🔥', ' 🔥'], for: ['reaction'] },
        { ending: [': pros and cons 🔥', ' 🔥'], for: ['choice'] },
        { ending: [': the answer 🔥', ' 🔥'], for: ['question'] },
        { ending: [': the real reasons 🔥', ' 🔥'], for: ['why'] },
        // A how-to's draft gives steps, not traps: what works is what it promises.
        { ending: [': what works 🔥', ' 🔥'], for: ['how'] },
        { ending: [': traps to avoid 🔥', ' 🔥'] },
      ],
      [
        { ending: [': my experience 📌', ' 📌'], for: ['experience'] },
        { ending: [': the recap 📌', ' 📌'], for: ['reaction'] },
        { ending: [': my pick 📌', ' 📌'], for: ['choice'] },
        { ending: [': {count} 📌', ' 📌'] },
        { ending: [' 📌 save this', ' 📌'] },
      ],
    ],
  },
}
