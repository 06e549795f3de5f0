import type { Language, ScriptFormat } from '@hookline/contract'
import type { TopicShape } from '../topic-shape'

/**
 * The offline engine's titles, as a writer edits them. A draft gets three titles: one from each
 * slot of its format, in order. A slot lists lines from the most to the least specific; the first
 * that suits the topic, fits the platform's limit and says something the other titles do not is
 * used (titles.ts).
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

const ZH_VIDEO: Record<ScriptFormat, TitleSlot[]> = {
  talking_head: [
    [
      { ending: ['｜我的真实感受', '｜真实感受'], for: ['experience'] },
      { ending: ['｜聊聊我的看法', '｜我的看法'], for: ['reaction'] },
      { ending: ['？看完你就知道怎么选', '？怎么选'], for: ['choice'] },
      { ending: ['：{count}'] },
      { ending: ['｜一条讲清'], for: ['why'] },
      { ending: ['｜看完少走弯路', '｜建议收藏'] },
    ],
    [
      { ending: ['：哪个最值得？说说我的排名', '：哪个最值得？'], for: ['samples'] },
      { ending: ['：值不值得？说说我的结论', '：值不值得？'], for: ['experience'] },
      { ending: ['：名场面都在这', '｜名场面'], for: ['live'] },
      { ending: ['：亮点在哪？', '｜亮点'], for: ['heard'] },
      { ending: ['：看点在哪？', '｜看点'], for: ['reaction'] },
      { ending: ['｜利弊一次说清', '｜利弊'], for: ['choice'] },
      { ending: ['{ask}'] },
      { ending: ['｜方法都在这'], for: ['how'] },
      { around: ['关于', '，说句大实话'] },
    ],
    [
      { ending: ['｜真实体验分享', '｜真实体验'], for: ['experience'] },
      { ending: ['｜没去的看这里', '｜补课'], for: ['live'] },
      { ending: ['｜没听过的先补课', '｜补课'], for: ['heard'] },
      { ending: ['｜没看过的先补课', '｜补课'], for: ['reaction'] },
      { ending: ['｜说说我的建议', '｜我的建议'], for: ['choice'] },
      { audience: '{audience}必看｜' },
      { around: ['一条视频讲清'] },
    ],
  ],
  tutorial: [
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
  review: [
    [{ ending: ['：我的真实体验', '｜真实体验'], for: ['how', 'plain'] }, { ending: ['：我的真实看法', '：我的看法'] }],
    [
      { ending: ['｜优缺点都说清楚', '｜优缺点'], for: ['plain'] },
      { ending: ['｜哪些有用，哪些没用', '｜哪些有用'], for: ['how'] },
      { ending: ['｜逐个点评'] },
    ],
    [{ ending: ['{ask}'] }, { ending: ['｜值不值得'], for: ['how'] }, { around: ['关于', '，说句大实话'] }],
  ],
  vlog: [
    [{ ending: ['｜记录一下'] }],
    [{ ending: ['｜我的真实日常', '｜日常'], for: ['how', 'plain'] }, { ending: ['｜我看到的'] }],
    [{ around: ['跟我一起看看'], for: ['plain'] }, { ending: ['｜跟我一起看看'] }],
  ],
  story: [
    [{ ending: ['｜我的真实经历', '｜真实经历'] }],
    [{ around: ['关于', '，我想讲个故事'] }],
    [{ ending: ['：后来怎么样了', '｜后来'] }],
  ],
  // News reads as news whatever the topic counts: no list quiz ("｜你做到了几个？").
  news_commentary: [
    [{ ending: ['｜赛后复盘'], for: ['match'] }, { ending: ['：我的看法'] }],
    [{ ending: ['：关键在哪一刻？', '：关键一刻'], for: ['match'] }, { around: ['一条视频看懂'] }],
    [{ ending: ['：谁最亮眼？', '：最亮眼的人'], for: ['match'] }, { around: ['关于', '，说句大实话'] }],
  ],
}

const ZH_NOTE: Record<ScriptFormat, TitleSlot[]> = {
  talking_head: [
    [
      { ending: ['｜真实感受✨', '✨'], for: ['experience'] },
      { ending: ['｜聊聊我的看法✨', '｜我的看法✨', '✨'], for: ['reaction'] },
      { ending: ['？怎么选✨', '✨'], for: ['choice'] },
      { ending: ['｜一篇讲清✨', '✨'] },
    ],
    [
      { ending: ['：哪个最值得？🔥', '🔥'], for: ['samples'] },
      { ending: ['：值不值得？🔥', '🔥'], for: ['experience'] },
      { ending: ['｜名场面都在这🔥', '🔥'], for: ['live'] },
      { ending: ['｜亮点在这🔥', '🔥'], for: ['heard'] },
      { ending: ['｜看点在这🔥', '🔥'], for: ['reaction'] },
      { ending: ['｜利弊都在这🔥', '🔥'], for: ['choice'] },
      { ending: ['答案在这里🔥', '🔥'], for: ['question'] },
      { ending: ['｜避坑指南🔥', '🔥'], for: ['how', 'list', 'plain'] },
      { ending: ['｜原因都在这🔥', '🔥'] },
    ],
    // The count names what the draft counts (原因, 步骤, 误区), never "真相" over a list of steps.
    [
      { ending: ['｜真实体验📌', '📌'], for: ['experience'] },
      { ending: ['｜没去的看这里📌', '📌'], for: ['live'] },
      { ending: ['｜没听过的先补课📌', '📌'], for: ['heard'] },
      { ending: ['｜没看过的先补课📌', '📌'], for: ['reaction'] },
      { ending: ['｜我的建议📌', '📌'], for: ['choice'] },
      { ending: ['｜{count}📌', '📌'] },
      { ending: ['｜建议收藏📌', '📌'] },
    ],
  ],
  tutorial: [
    [{ ending: ['｜保姆级教程✨', '✨'], for: ['how', 'plain'] }, { ending: ['｜一篇讲清✨', '✨'] }],
    [{ ending: ['｜新手必看🔥', '🔥'] }],
    [{ ending: ['｜{n}步搞定📌', '📌'], for: ['how', 'plain'] }, { ending: ['｜建议收藏📌', '📌'] }],
  ],
  review: [
    [{ ending: ['｜真实测评✨', '✨'], for: ['how', 'plain'] }, { ending: ['｜我的看法✨', '✨'] }],
    [{ ending: ['｜优缺点都说🔥', '🔥'], for: ['plain'] }, { ending: ['｜逐个点评🔥', '🔥'] }],
    [{ ending: ['｜建议收藏📌', '📌'] }],
  ],
  vlog: [
    [{ ending: ['｜记录生活✨', '✨'] }],
    [{ ending: ['｜我的日常📷', '📷'] }],
    [{ ending: ['｜碎碎念💬', '💬'] }],
  ],
  story: [
    [{ ending: ['｜真实经历✨', '✨'] }],
    [{ ending: ['｜后来怎么样了💬', '💬'] }],
    [{ ending: ['｜想说给你听📌', '📌'] }],
  ],
  news_commentary: [
    [{ ending: ['｜赛后复盘📌', '📌'], for: ['match'] }, { ending: ['｜一文看懂📌', '📌'] }],
    [{ ending: ['｜关键一刻🔥', '🔥'], for: ['match'] }, { ending: ['｜我的看法💬', '💬'] }],
    [{ ending: ['｜谁最亮眼💬', '💬'], for: ['match'] }, { ending: ['｜说点实话🔥', '🔥'] }],
  ],
}

const EN_VIDEO: Record<ScriptFormat, TitleSlot[]> = {
  talking_head: [
    [
      // Several things tried side by side are ranked, not told as how a trial went.
      { ending: [': ranked, best to worst', ': ranked'], for: ['samples'] },
      { ending: [': how it really went', ': how it went'], for: ['experience'] },
      { ending: [': my honest take', ': my take'], for: ['reaction'] },
      { ending: [': how to choose', ': which one?'], for: ['choice'] },
      { ending: [': {count}', ': {n} things to know'] },
      { ending: [': the short answer'], for: ['why'] },
      { ending: [': what to know first', ': worth knowing'] },
    ],
    [
      { ending: [': which one wins?', ': the winner'], for: ['samples'] },
      { ending: [': was it worth it?', ': worth it?'], for: ['experience'] },
      { ending: [': the moments that land', ': best moments'], for: ['reaction'] },
      { ending: [': the pros and cons of each', ': pros and cons'], for: ['choice'] },
      { ending: [': the honest answer'], for: ['question'] },
      { ending: ['{ask}', ': how many?'] },
      { ending: [': what actually works'], for: ['how'] },
      { around: ['The honest truth about '] },
    ],
    [
      { ending: [': my honest experience', ': my experience'], for: ['experience'] },
      { ending: [': catch up if you missed it', ': a recap'], for: ['reaction'] },
      { ending: [': my pick, and why', ': my pick'], for: ['choice'] },
      { audience: 'For {audience}: ' },
      { ending: [', explained in one video', ', explained'] },
    ],
  ],
  tutorial: [
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
  review: [
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
  vlog: [
    [{ ending: [': come along with me', ': come along'] }],
    [{ ending: [': a day in my life'], for: ['how', 'plain'] }, { ending: [': what I saw'] }],
    [{ ending: [': behind the scenes'] }],
  ],
  story: [
    [{ ending: [': my story'] }],
    [{ ending: [': what happened next'] }],
    [
      { ending: [': here is what happened'], for: ['question'] },
      { around: ['The story behind '], for: ['plain'] },
      { ending: [': how it went'] },
    ],
  ],
  news_commentary: [
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
}

const EN_NOTE: Record<ScriptFormat, TitleSlot[]> = {
  talking_head: [
    [
      { ending: [': ranked ✨', ' ✨'], for: ['samples'] },
      { ending: [': how it went ✨', ' ✨'], for: ['experience'] },
      { ending: [': my take ✨', ' ✨'], for: ['reaction'] },
      { ending: [': how to choose ✨', ' ✨'], for: ['choice'] },
      { ending: [' ✨ explained', ' ✨'] },
    ],
    [
      { ending: [': which one wins? 🔥', ' 🔥'], for: ['samples'] },
      { ending: [': worth it? 🔥', ' 🔥'], for: ['experience'] },
      { ending: [': best moments 🔥', ' 🔥'], for: ['reaction'] },
      { ending: [': pros and cons 🔥', ' 🔥'], for: ['choice'] },
      { ending: [': the answer 🔥', ' 🔥'], for: ['question'] },
      { ending: [': the real reasons 🔥', ' 🔥'], for: ['why'] },
      // A how-to's draft gives steps, not traps: what works is what it promises.
      { ending: [': what works 🔥', ' 🔥'], for: ['how'] },
      { ending: [': traps to avoid 🔥', ' 🔥'] },
    ],
    [
      { ending: [': my experience 📌', ' 📌'], for: ['experience'] },
      { ending: [': the recap 📌', ' 📌'], for: ['reaction'] },
      { ending: [': my pick 📌', ' 📌'], for: ['choice'] },
      { ending: [': {count} 📌', ' 📌'] },
      { ending: [' 📌 save this', ' 📌'] },
    ],
  ],
  tutorial: [
    [{ ending: [': easy guide ✨', ' ✨'], for: ['how', 'plain'] }, { ending: [' ✨ explained', ' ✨'] }],
    [{ ending: [': beginner friendly 🔥', ' 🔥'] }],
    [{ ending: [': {n} steps 📌', ' 📌'], for: ['how', 'plain'] }, { ending: [' 📌 save this', ' 📌'] }],
  ],
  review: [
    [
      { ending: [': honest review ✨', ' ✨'], for: ['plain'] },
      { ending: [': what worked ✨', ' ✨'], for: ['how'] },
      { ending: [': my take ✨', ' ✨'] },
    ],
    [{ ending: [': pros & cons 🔥', ' 🔥'], for: ['plain'] }, { ending: [': the verdict 🔥', ' 🔥'] }],
    [{ ending: [' 📌 save this', ' 📌'] }],
  ],
  vlog: [
    [{ ending: [': a day with me ✨', ' ✨'] }],
    [{ ending: [' 📷 little moments', ' 📷'] }],
    [{ ending: [' 💬 real talk', ' 💬'] }],
  ],
  story: [
    [{ ending: [': my story ✨', ' ✨'] }],
    [{ ending: [': what happened next 💬', ' 💬'] }],
    [{ ending: [' 📌 worth a read', ' 📌'] }],
  ],
  news_commentary: [
    [{ ending: [': the breakdown 📌', ' 📌'], for: ['match'] }, { ending: [': what it means 📌', ' 📌'] }],
    [{ ending: [': the turning point 🔥', ' 🔥'], for: ['match'] }, { ending: [': my take 💬', ' 💬'] }],
    [{ ending: [': who stood out? 💬', ' 💬'], for: ['match'] }, { ending: [': the facts 🔥', ' 🔥'] }],
  ],
}

export const TITLE_SLOTS: Record<Language, Record<TitleMedium, Record<ScriptFormat, TitleSlot[]>>> = {
  zh: { video: ZH_VIDEO, note: ZH_NOTE },
  en: { video: EN_VIDEO, note: EN_NOTE },
}

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
