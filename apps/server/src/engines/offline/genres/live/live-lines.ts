import type { BeatCopy } from '../../lines/beats'
import { REACTION } from '../reaction/reaction-lines'

/**
 * A reaction to a show that was played, a concert or a tour stop (context.ts `live`): it was seen
 * and heard on the night, so a viewer who missed it is told who played where, and what lands is a
 * 名场面 from the crowd's footage, credited to whoever filmed it. English says "show" and "moment".
 */
export const LIVE_REACTION = {
  ...REACTION,
  recap: {
    zh: {
      label: '演出速览',
      shot: '现场大屏或返图，角落注明拍摄者：【写下出处】',
      screen: '这场演出',
      lead: ['没去的先看这里。', '先说说这场演出。'],
      ask: {
        brief: '{how}说清是谁的哪场演出',
        line: '{how}说清谁在哪开唱、唱了哪些歌',
        else: '{how}说清谁、在哪、唱了哪些歌，现场氛围怎么样',
      },
    },
    en: {
      label: 'The show',
      shot: 'The stage or a fan photo, credit in the corner: [name who took it]',
      screen: 'The show',
      lead: ["If you weren't there, here's the gist.", 'The show first.'],
      ask: {
        brief: 'say whose show it was, {how}',
        line: 'say who played where, {how}',
        else: 'say who played where, the setlist, the crowd, {how}',
      },
    },
  },
  moment: {
    ...REACTION.moment,
    zh: {
      label: '名场面 {n}',
      shot: {
        odd: '插入现场片段：【截取第 {n} 个名场面，注明拍摄者】',
        else: '{frame}，对镜头，现场片段缩在画面一角',
      },
      screen: '名场面 {n}',
      lead: {
        group: ['名场面{nZh}。'],
        opens: ['先看这一段。'],
        first: ['第一个名场面。'],
        last: ['最后一个名场面。'],
        else: ['第{nZh}个名场面。'],
      },
      ask: {
        group: '说出第 {n} 个名场面，每个几个字',
        brief: '{how}说出这一段',
        line: '{how}说出这一段和现场反应',
        else: '{how}说出这一段唱了什么、现场什么反应、为什么记住它',
      },
    },
  },
} satisfies Record<string, BeatCopy>
