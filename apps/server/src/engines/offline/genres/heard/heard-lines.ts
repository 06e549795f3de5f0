import type { BeatCopy } from '../../lines/beats'
import { REACTION } from '../reaction/reaction-lines'

/**
 * A reaction to a song, a cover or an album (context.ts `heard`): it is listened to, so a viewer
 * who missed it has not heard it (没听过的), a moment is played (先听这一段), and what lands is a
 * 亮点, not a 看点. The English copy already says neither watching nor listening.
 */
export const HEARD_REACTION = {
  ...REACTION,
  recap: {
    ...REACTION.recap,
    zh: {
      ...REACTION.recap.zh,
      shot: '歌曲封面或演出片段，角落注明出处：【写下歌名和演唱者】',
      lead: ['没听过的先补个课。', '先交代一下。'],
      ask: {
        brief: '{how}说清这是哪首歌',
        line: '{how}说清这是哪首歌、谁唱的',
        else: '{how}说清这是哪首歌、谁唱的，让没听过的人也能跟上',
      },
    },
  },
  moment: {
    ...REACTION.moment,
    zh: {
      label: '亮点 {n}',
      shot: {
        odd: '插入片段：【截取第 {n} 个亮点的音频或演出片段，注明出处】',
        else: '{frame}，对镜头，片段缩在画面一角',
      },
      screen: '亮点 {n}',
      lead: {
        group: ['亮点{nZh}。'],
        opens: ['先听这一段。'],
        first: ['第一个亮点。'],
        last: ['最后一个亮点。'],
        else: ['第{nZh}个亮点。'],
      },
      ask: {
        group: '说出第 {n} 个亮点，每个几个字',
        brief: '{how}说出这一段',
        line: '{how}说出这一段和你的感受',
        else: '{how}说出这一段好在哪、你听到时的感受、为什么记住它',
      },
    },
  },
} satisfies Record<string, BeatCopy>
