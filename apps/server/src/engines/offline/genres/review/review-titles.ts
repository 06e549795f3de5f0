import type { Language } from '@hookline/contract'
import type { TitleMedium, TitleSlot } from '../../lines/titles'

/** Its titles, one from each slot, on a video platform and in a note (lines/titles.ts: how a line is written and picked). */
export const REVIEW_TITLES: Record<Language, Record<TitleMedium, TitleSlot[]>> = {
  zh: {
    video: [
      [
        { ending: ['：我的真实体验', '｜真实体验'], for: ['how', 'plain'] },
        { ending: ['：我的真实看法', '：我的看法'] },
      ],
      [
        { ending: ['｜优缺点都说清楚', '｜优缺点'], for: ['plain'] },
        { ending: ['｜哪些有用，哪些没用', '｜哪些有用'], for: ['how'] },
        { ending: ['｜逐个点评'] },
      ],
      [{ ending: ['{ask}'] }, { ending: ['｜值不值得'], for: ['how'] }, { around: ['关于', '，说句大实话'] }],
    ],
    note: [
      [{ ending: ['｜真实测评✨', '✨'], for: ['how', 'plain'] }, { ending: ['｜我的看法✨', '✨'] }],
      [{ ending: ['｜优缺点都说🔥', '🔥'], for: ['plain'] }, { ending: ['｜逐个点评🔥', '🔥'] }],
      [{ ending: ['｜建议收藏📌', '📌'] }],
    ],
  },
  en: {
    video: [
      [
        { ending: [': my honest review', ': reviewed'], for: ['plain'] },
        { ending: [": what worked, what didn't", ': what worked'], for: ['how'] },
        { ending: [': my honest take', ': my take'] },
      ],
      [
        { ending: [': pros and cons'], for: ['plain'] },
        { ending: [': do the reasons hold up?'], for: ['why'] },
        { ending: [': the verdict'] },
      ],
      [
        { ending: [': the honest answer'], for: ['question'] },
        { ending: ['{ask}', ': how many?'] },
        { ending: [': is it worth the effort?'], for: ['how'] },
        { around: ['The honest truth about '] },
      ],
    ],
    note: [
      [
        { ending: [': honest review ✨', ' ✨'], for: ['plain'] },
        { ending: [': what worked ✨', ' ✨'], for: ['how'] },
        { ending: [': my take ✨', ' ✨'] },
      ],
      [{ ending: [': pros & cons 🔥', ' 🔥'], for: ['plain'] }, { ending: [': the verdict 🔥', ' 🔥'] }],
      [{ ending: [' 📌 save this', ' 📌'] }],
    ],
  },
}
