import type { Language } from '@hookline/contract'

/**
 * A work or a moment of pop culture (an anime, a film, a show, a game, a song, someone's video,
 * a meme): Bilibili's ranking is mostly these ("看海贼的和看火影的都沉默了", "【孤独摇滚/手书】给波奇酱穿新衣服",
 * "诚实吐槽特摄电影《新奥特曼》"). A talking head about one is a reaction — what it is, the moments
 * that land, what people say, the creator's verdict — not three points to save with #干货分享.
 *
 * Chinese: a title in 《》 (not a law, a report or a rule: 《民法典》 is news), a Bilibili series tag
 * opening the title (【原神夜店风】), the forms fans make and watch (手书, 中配, 鬼畜, 翻唱, 名场面…),
 * the fields (动漫, 电影, 游戏…) and the franchises its charts are full of. English: the fields and
 * what they are made of (an episode, a finale, an album, a boss fight). Only a topic
 * that asks nothing else is read this way: a why-question keeps its reasons, a how-to its steps.
 */
const ZH_WORK =
  /《(?![^《》]*(?:法|条例|规定|报告|办法|意见|通知|纲要|方案|标准|指南|协定|公约|决定)》)[^《》]+》|^【[^【】]{2,12}】|动漫|动画|番剧|新番|追番|二次元|漫画|电影|影视|电视剧|剧集|追剧|综艺|纪录片|特摄|影评|手书|\bMAD\b|\bAMV\b|鬼畜|中配|配音|翻唱|合唱|新歌|歌曲|专辑|\bMV\b|(?<!小|益智|亲子)游戏|手游|原神|崩坏|星穹铁道|王者荣耀|英雄联盟|黑神话|赛博朋克|塞尔达|宝可梦|海贼|火影|柯南|奥特曼|高达|假面骑士|名场面|彩蛋|大结局|剧情|番外|二创|整活|cosplay|coser/i
const EN_WORK =
  /\b(?:anime|manga|movies?|tv shows?|sitcoms?|season \d+|episode \d+|finale|sequels?|remake|netflix|album|music video|soundtrack|k-?pop|video games?|gameplay|playthrough|speedrun|boss fights?|nintendo|zelda|pok[eé]mon|minecraft|elden ring|fortnite|cosplay|fandom|plot twist|easter eggs?|(?:ending|plot) explained)\b/i

/**
 * A work's best moments, named before them ("The Office best moments", "Breaking Bad funniest
 * scenes"); not one's own ("My funniest moments") nor a sentence's start ("Funniest moments at work").
 */
const EN_MOMENTS =
  /\b(?!(?:My|Our|Your|His|Her|Their|The)\b)\p{Lu}[\p{L}\p{N}']*\s+(?:best|funniest|saddest|greatest|craziest|iconic|most iconic)\s+(?:moments|scenes)\b/u

export const aboutAWork = (core: string, script: Language) =>
  script === 'zh' ? ZH_WORK.test(core) : EN_WORK.test(core) || EN_MOMENTS.test(core)

/** Asked of a work: "这部剧值得追吗", "Is Dune 2 worth watching", not "这5个地方值得看". */
const WATCHED =
  /值得(?:一)?[看追听]吗|值不值得[看追听]|^(?:is|are)\b.*\bworth (?:watching|reading|listening to|a (?:watch|listen|read))\b/i
/** Whether a film, a show, a book or an album is worth the time: a reaction to it, ending on the verdict. */
export const asksIfWorthWatching = (core: string) => WATCHED.test(core)
