import type { Language } from '@hookline/contract'
import type { TitleMedium, TitleSlot } from '../../lines/titles'

/** Its titles, one from each slot, on a video platform and in a note (lines/titles.ts: how a line is written and picked). */
export const TUTORIAL_TITLES: Record<Language, Record<TitleMedium, TitleSlot[]>> = {
  zh: {
    video: [
      [
        { ending: ['：{n}步搞定'], for: ['how', 'plain'] },
        // A tutorial's draft walks through steps whatever the topic: a why-question is explained step by step.
        { ending: ['｜一步步讲清'], for: ['why'] },
        { ending: ['｜手把手教你'], for: ['how', 'plain'] },
        { ending: ['｜一个个讲清'] },
      ],
      [{ ending: ['｜新手也能学会'], for: ['how', 'plain'] }, { ending: ['｜看完就懂'] }],
      [
        { audience: '{audience}必看｜' },
        { around: ['一条视频学会'], for: ['how', 'plain'] },
        { around: ['一条视频讲清'] },
      ],
    ],
    note: [
      [{ ending: ['｜保姆级教程✨', '✨'], for: ['how', 'plain'] }, { ending: ['｜一篇讲清✨', '✨'] }],
      [{ ending: ['｜新手必看🔥', '🔥'] }],
      [{ ending: ['｜{n}步搞定📌', '📌'], for: ['how', 'plain'] }, { ending: ['｜建议收藏📌', '📌'] }],
    ],
  },
  en: {
    video: [
      [
        { ending: [': {n} steps, start to finish', ': {n} steps'], for: ['how', 'plain'] },
        // A tutorial's draft walks through steps whatever the topic: a why-question is explained step by step.
        { ending: [', explained step by step'], for: ['why'] },
        { ending: [', step by step'], for: ['how', 'plain'] },
        { ending: [', one by one'] },
      ],
      [{ ending: [": a beginner's guide", ': for beginners'], for: ['how', 'plain'] }, { ending: [', made simple'] }],
      [{ audience: 'For {audience}: ' }, { ending: [', explained in one video', ', explained'] }],
    ],
    note: [
      [{ ending: [': easy guide ✨', ' ✨'], for: ['how', 'plain'] }, { ending: [' ✨ explained', ' ✨'] }],
      [{ ending: [': beginner friendly 🔥', ' 🔥'] }],
      [{ ending: [': {n} steps 📌', ' 📌'], for: ['how', 'plain'] }, { ending: [' 📌 save this', ' 📌'] }],
    ],
  },
}
