import type { Language } from '@hookline/contract'
import { HEARD_REACTION } from './heard-lines'
import type { CaptionFrame } from '../kit'
import { REACTION_CAPTION, reactionKit } from '../reaction/reaction'

/** A song or an album is listened to: #乐评 and #nowplaying, not #名场面 and #mustwatch. */
const HEARD_TAGS: Record<Language, string[]> = {
  zh: ['乐评', '音乐推荐', '好歌推荐', '评论区', '聊聊'],
  en: ['musicreview', 'newmusic', 'reaction', 'nowplaying', 'popculture'],
}

/** The same for a song or an album, whose best moments are heard (亮点, not 看点). */
const CAPTION: Record<Language, CaptionFrame> = {
  zh: { post: '亮点和我的评价都在视频里👇', note: '亮点和我的评价都整理在这里了～' },
  en: REACTION_CAPTION.en,
}

/** A reaction to a song or an album, which is listened to (HEARD_REACTION). */
export const heard = reactionKit({
  lines: HEARD_REACTION,
  readAs: {
    zh: '这个话题是一首歌或一次演唱，已按聊作品来写：先交代是哪首歌、谁唱的，再说亮点，最后给出你的评价。用到的音频或演出片段都注明出处，只放说明亮点所需的几秒，不要整首搬运。',
    en: 'This topic is a song or a performance, so it is written as a reaction: what it is, the moments that land, then your verdict. Credit every clip you use and play only the seconds your point needs, never the whole song.',
  },
  tags: HEARD_TAGS,
  caption: CAPTION,
})
