import type { Language } from '@hookline/contract'
import { LIVE_REACTION } from './live-lines'
import type { CaptionFrame } from '../kit'
import { REACTION_CAPTION, reactionKit } from '../reaction/reaction'

/** A concert or a tour stop is searched as a show: its moments and the night. */
const LIVE_TAGS: Record<Language, string[]> = {
  zh: ['演唱会', '现场', '名场面', '娱乐热点', '音乐'],
  en: ['concert', 'livemusic', 'tour', 'popculture', 'music'],
}

/** The same for a concert, whose moments are 名场面. */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '名场面和我的评价都在视频里👇', note: '名场面和我的评价都整理在这里了～' },
  en: REACTION_CAPTION.en,
}

/** A reaction to a concert or a tour stop, which was seen and heard on the night (LIVE_REACTION). */
export const live = reactionKit({
  lines: LIVE_REACTION,
  readAs: {
    zh: '这个话题是一场演出，已按聊现场来写：先交代是谁在哪的演出，再说名场面，最后给出你的评价。现场片段都注明拍摄者，只放说明名场面所需的几秒，不要整首搬运。',
    en: 'This topic is a show that was played, so it is written as a reaction: who played where, the moments that land, then your verdict. Credit whoever filmed each clip and play only the seconds your point needs, never a whole song.',
  },
  tags: LIVE_TAGS,
  caption: CAPTION,
})
