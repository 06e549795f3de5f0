import type { Language } from '@hookline/contract'
import type { TitleMedium, TitleSlot } from '../../lines/titles'

/** Its titles, one from each slot, on a video platform and in a note (lines/titles.ts: how a line is written and picked). */
export const STORY_TITLES: Record<Language, Record<TitleMedium, TitleSlot[]>> = {
  zh: {
    video: [
      [{ ending: ['｜我的真实经历', '｜真实经历'] }],
      [{ around: ['关于', '，我想讲个故事'] }],
      [{ ending: ['：后来怎么样了', '｜后来'] }],
    ],
    note: [
      [{ ending: ['｜真实经历✨', '✨'] }],
      [{ ending: ['｜后来怎么样了💬', '💬'] }],
      [{ ending: ['｜想说给你听📌', '📌'] }],
    ],
  },
  en: {
    video: [
      [{ ending: [': my story'] }],
      [{ ending: [': what happened next'] }],
      [
        { ending: [': here is what happened'], for: ['question'] },
        { around: ['The story behind '], for: ['plain'] },
        { ending: [': how it went'] },
      ],
    ],
    note: [
      [{ ending: [': my story ✨', ' ✨'] }],
      [{ ending: [': what happened next 💬', ' 💬'] }],
      [{ ending: [' 📌 worth a read', ' 📌'] }],
    ],
  },
}
