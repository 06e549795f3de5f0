import type { Language } from '@hookline/contract'
import type { TopicShape } from '../topic-shape'

/**
 * The offline engine's titles, as a writer edits them. A draft gets three titles: one from each
 * slot of its format (genres/<format>/<format>-titles.ts), in order. A slot lists lines from the
 * most to the least specific; the first that suits the topic, fits the platform's limit and says
 * something the other titles do not is used (titles.ts).
 *
 * A line is one of:
 * - `ending`: the topic's headline followed by an ending. Several endings are the fullest first;
 *   the first that keeps the whole topic within the platform's limit wins. After a question mark
 *   an ending's leading "：" or ", " is dropped ("…为什么？我的看法", "…? My take").
 * - `around`: a sentence with the topic inside it ("关于{topic}，说句大实话").
 * - `audience`: a prefix naming the brief's audience ("{audience}必看｜"), used only when the
 *   brief names one short enough.
 *
 * `for` keeps a line to topics that ask for that: `why` (a why-question), `how` (a how-to),
 * `list` (a counted list: "5 tips for better sleep", "新手做饭的7个误区"), `plain` (anything
 * else: "咖啡入门", "The iPhone 16 Pro after 6 months"), `question` (any topic asked as a
 * question), `experience` (what the creator did, told in the first person: "我吃遍了成都的火锅",
 * "I quit sugar for 30 days"; a talking head's slots try it first), `samples` (an experience that
 * tried several things side by side, "我试了5款防晒": which one wins), `reaction` (a work or a
 * moment of pop culture: "看海贼的和看火影的都沉默了"; a talking head's slots try it first), `choice`
 * (a choice weighed: "考研还是工作", "iPhone or Android"; how to choose, my pick), `match` (news of
 * a match: "曼联2:1水晶宫"; what decided it, won or lost, and who stood out). Without `for`, a line suits every topic.
 *
 * Placeholders (a line whose placeholder has no value is skipped):
 * - `{count}` what the draft counts, by what the topic asks ("3个原因", "3 steps", "3 things you
 *   need to know"); `{n}` the number alone. Both only when the topic states no number of its own.
 * - `{ask}` the question a counted list asks its viewer ("｜你踩过几个？", ": how many do you do?").
 * - `{audience}` the brief's audience.
 *
 * `heard` lines go before the `reaction` line they replace: a song is listened to (没听过的, 亮点);
 * `live` lines before both: a concert was there to be at (没去的, 名场面).
 *
 * No line claims what the engine cannot know ("亲测有效", "I tried them all"); the creator's own
 * experience is theirs to add.
 */
export type TitleFit =
  TopicShape | 'question' | 'experience' | 'samples' | 'reaction' | 'heard' | 'live' | 'choice' | 'match'

export type TitleLine = { for?: TitleFit[] } & (
  { ending: string[] } | { around: [before: string, after?: string] } | { audience: string }
)

/** One title: the first of its lines that suits the topic. */
export type TitleSlot = TitleLine[]

/** Where the titles go: a video platform, or a note (Xiaohongshu), whose titles carry an emoji. */
export type TitleMedium = 'video' | 'note'

/**
 * A topic about a death, a disaster or a crime, whatever the format: titles say what the video
 * does, plainly, with no emoji and none of the packaging that sells ("干货", "说句大实话",
 * "my honest review").
 */
export const SOBER_TITLE_SLOTS: Record<Language, TitleSlot[]> = {
  zh: [[{ ending: ['：事情经过'] }], [{ ending: ['：我们该关注什么', '：值得关注'] }], [{ ending: ['：我的看法'] }]],
  en: [[{ ending: [': what happened'] }], [{ ending: [': what we know'] }], [{ ending: [': my thoughts'] }]],
}

/** One person's experience of an illness: titles say it is an experience told, not an event reported. */
export const PERSONAL_TITLE_SLOTS: Record<Language, TitleSlot[]> = {
  zh: [[{ ending: ['：经历与感受'] }], [{ ending: ['：我想说的'] }], [{ ending: ['｜一些心里话'] }]],
  en: [[{ ending: [': what it was like'] }], [{ ending: [': what I learned'] }], [{ ending: [': my thoughts'] }]],
}

/**
 * When a tight limit (Weibo, Xiaohongshu) brings the chosen titles down to the same words, these
 * stand in, in order. `headline` is the topic alone, fitted.
 */
export const SHORTER_TITLES: Record<Language, (TitleLine | 'headline')[]> = {
  zh: ['headline', { ending: ['｜真相'] }, { ending: ['｜一条讲清'] }, { ending: ['｜干货'] }],
  en: [
    { ending: [': my notes'] },
    { ending: [': a recap'] },
    { ending: [': the facts'] },
    'headline',
    { ending: [': explained'] },
  ],
}
