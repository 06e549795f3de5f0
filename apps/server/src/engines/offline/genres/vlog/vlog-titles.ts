import type { Language } from '@hookline/contract'
import type { TitleMedium, TitleSlot } from '../../lines/titles'

/** Its titles, one from each slot, on a video platform and in a note (lines/titles.ts: how a line is written and picked). */
export const VLOG_TITLES: Record<Language, Record<TitleMedium, TitleSlot[]>> = {
  zh: {
    video: [
      [{ ending: ['｜记录一下'] }],
      [{ ending: ['｜我的真实日常', '｜日常'], for: ['how', 'plain'] }, { ending: ['｜我看到的'] }],
      [{ around: ['跟我一起看看'], for: ['plain'] }, { ending: ['｜跟我一起看看'] }],
    ],
    note: [
      [{ ending: ['｜记录生活✨', '✨'] }],
      [{ ending: ['｜我的日常📷', '📷'] }],
      [{ ending: ['｜碎碎念💬', '💬'] }],
    ],
  },
  en: {
    video: [
      [{ ending: [': come along with me', ': come along'] }],
      [{ ending: [': a day in my life'], for: ['how', 'plain'] }, { ending: [': what I saw'] }],
      [{ ending: [': behind the scenes'] }],
    ],
    note: [
      [{ ending: [': a day with me ✨', ' ✨'] }],
      [{ ending: [' 📷 little moments', ' 📷'] }],
      [{ ending: [' 💬 real talk', ' 💬'] }],
    ],
  },
}
