import type { Language } from '@hookline/contract'

/**
 * The text around the video, as a writer edits it (packaging.ts fills it): the cover's count of
 * points, and the post that goes with the video where the platform has one — a Weibo post or a
 * Xiaohongshu note; the others have none.
 *
 * - A post: the topic's tag and headline, then what the video holds in its genre's voice (the
 *   `post` of its caption, genres/<genre>/), the video's points numbered, and `ask` for the comments.
 * - A note: `intro` (the topic, then what the note is: its caption's `note`), the video's points,
 *   each after the next of `bullets`, and `outro`.
 * - A point is a beat's label and the first thing it says; a beat that asks the creator to speak
 *   asks them to write it instead ("缺点：【写出一个缺点，和谁会介意它】"). When no beat makes a
 *   point, `instruction` (after `pencil` in a note) tells the creator what to write.
 * - A topic about a death, a disaster, a crime or an illness says SOBER_CAPTION_LINES whatever the
 *   format and asks RESPECTFUL_ASK; its post loses every emoji and its closing "～".
 *
 * A topic the creator tells in the first person ("我吃遍了成都的火锅") opens the note as it is
 * (`introFirstPerson`), not as what the note is about.
 *
 * Placeholders: `{about}` the topic mid-sentence; `{headline}` the topic as a headline; `{note}`
 * the format's note line, `{Note}` it with a capital (English). `introAfterMark` is said instead
 * of `intro` after a headline that ends on ?, ! or …: "📍 Is remote work over? Here is my take."
 * `{count}` the draft's count of points.
 */

/** A sensitive topic's post says what the video holds, whatever its format: no "honest review", no "～". */
export const SOBER_CAPTION_LINES: Record<Language, { post: string; note: string }> = {
  zh: { post: '我的看法都在视频里。', note: '说说我了解到的情况和我的看法。' },
  en: { post: 'My thoughts are in the video.', note: 'what I know so far, and my thoughts.' },
}

/** A sensitive topic's post asks for a respectful discussion, not for engagement. */
export const RESPECTFUL_ASK: Record<Language, string> = {
  zh: '你怎么看？欢迎理性讨论。',
  en: 'Share your thoughts respectfully.',
}

/** One person's experience of an illness: the post says what the video holds and invites others to share theirs, not views. */
export const PERSONAL_CAPTION_LINES: Record<Language, { post: string; note: string; ask: string }> = {
  zh: { post: '想说的都在视频里。', note: '说说这段经历和我的感受。', ask: '有相似经历的，欢迎在评论区说说。' },
  en: {
    post: 'Everything I wanted to say is in the video.',
    note: 'this experience, and how it felt.',
    ask: 'If you have been through something similar, share it below.',
  },
}

interface CaptionLines {
  /** A post's last line. */
  ask: string
  intro: string
  /** The intro of a topic told in the first person ("我吃遍了成都的火锅"), which no "关于…" takes in. */
  introFirstPerson?: string
  introAfterMark?: string
  bullets: string[]
  /** Before the instruction, in a note. */
  pencil: string
  /** A note's last line. */
  outro: string
  instruction: string
}

export const CAPTION: Record<Language, CaptionLines> = {
  zh: {
    ask: '你怎么看？评论区聊聊👇',
    intro: '📍 关于{about}，{note}',
    introFirstPerson: '📍 {headline}，{note}',
    bullets: ['✅', '💡', '📌', '⭐'],
    pencil: '✍️',
    outro: '💬 有问题评论区见～',
    instruction: '【写下你最想让大家记住的一句话】',
  },
  en: {
    ask: 'What do you think? Tell me below 👇',
    intro: '📍 {headline}: {note}',
    introAfterMark: '📍 {headline} {Note}',
    bullets: ['✅', '💡', '📌', '⭐'],
    pencil: '✍️',
    outro: '💬 Questions? Drop them below~',
    instruction: '[write the one line you want people to remember]',
  },
}

/**
 * A Chinese cover of a talking head or a tutorial adds its count of points, by what they are,
 * after `COVER_JOIN` ("咖啡入门｜3个关键"); after a question it needs none ("奶茶还值得喝吗？3个关键").
 */
export const COVER_COUNTS = { steps: '{count}步', reasons: '{count}个原因', points: '{count}个关键' }
export const COVER_JOIN = '｜'
