import type { Language } from '@hookline/contract'
import type { TitleMedium, TitleSlot } from '../../lines/titles'

/** Its titles, one from each slot, on a video platform and in a note (lines/titles.ts: how a line is written and picked). */
export const NEWS_COMMENTARY_TITLES: Record<Language, Record<TitleMedium, TitleSlot[]>> = {
  zh: {
    // News reads as news whatever the topic counts: no list quiz ("｜你做到了几个？").
    video: [
      [{ ending: ['｜赛后复盘'], for: ['match'] }, { ending: ['：我的看法'] }],
      [{ ending: ['：关键在哪一刻？', '：关键一刻'], for: ['match'] }, { around: ['一条视频看懂'] }],
      [{ ending: ['：谁最亮眼？', '：最亮眼的人'], for: ['match'] }, { around: ['关于', '，说句大实话'] }],
    ],
    note: [
      [{ ending: ['｜赛后复盘📌', '📌'], for: ['match'] }, { ending: ['｜一文看懂📌', '📌'] }],
      [{ ending: ['｜关键一刻🔥', '🔥'], for: ['match'] }, { ending: ['｜我的看法💬', '💬'] }],
      [{ ending: ['｜谁最亮眼💬', '💬'], for: ['match'] }, { ending: ['｜说点实话🔥', '🔥'] }],
    ],
  },
  en: {
    video: [
      [{ ending: [': the breakdown', ': my take'], for: ['match'] }, { ending: [': my take'] }],
      [
        { ending: [': where it was decided', ': the turning point'], for: ['match'] },
        { ending: [': what it really means', ': what it means'] },
      ],
      [
        { ending: [': who stood out?', ': the standout'], for: ['match'] },
        { ending: [', explained in one video', ', explained'] },
      ],
    ],
    note: [
      [{ ending: [': the breakdown 📌', ' 📌'], for: ['match'] }, { ending: [': what it means 📌', ' 📌'] }],
      [{ ending: [': the turning point 🔥', ' 🔥'], for: ['match'] }, { ending: [': my take 💬', ' 💬'] }],
      [{ ending: [': who stood out? 💬', ' 💬'], for: ['match'] }, { ending: [': the facts 🔥', ' 🔥'] }],
    ],
  },
}
