import type { Language } from '@hookline/contract'

/**
 * The offline engine's hooks (the first 3 seconds), as a writer edits them: for each pattern and
 * language, variants tried in order; the first whose conditions hold is the hook (hooks.ts).
 *
 * - `say`: what is said, longest first. The first line that can be said within the hook's seconds
 *   is used (about 13 Chinese characters or 7 English words in 3 s); a full stop is added when a
 *   line has none.
 * - `screen`: the on-screen text, the first that can be filled.
 * - `when`: all must hold. `question` the topic is asked as a question; `statement` (English) it
 *   is a sentence, not a bare noun; `why`, `how` what the topic asks; `review` the format;
 *   `made` a tutorial that makes something (a dish, a look), `skill` one that teaches a skill or a
 *   habit (it has no finished thing to show first); `list` the draft makes more than one point.
 *   `experience` a talking head of what the creator did ("I quit sugar for 30 days"), said in
 *   the first person. `reaction` a talking head about a work or a moment of pop culture ("看海贼的
 *   和看火影的都沉默了"). A pattern none of whose variants holds is not used: a talking head, a vlog
 *   or news has no result to show first, whatever the tone.
 * - `unless: ['sensitive']`: never for a death, a disaster or a crime.
 *
 * Placeholders (a line or a screen text whose placeholder has no value is skipped):
 * {headline} the topic as a headline; {asked} it as a question ("Why are budget phones
 * winning?"); {core} the topic's words; {about} the topic mid-sentence, only when it is short
 * enough to leave the line within 3 s; {short} the topic for the screen (on two lines rather than
 * cut); {line} it on one line (said shorter, or cut); {bar} it in a news title bar; {spoken} the
 * shorter wording said aloud; {problem} what a 「…怎么办」 asks about (「孩子不爱吃饭」); {goal} what a
 * how-to wants done ("三个月学会游泳", "start running at 40"), {Goal} (English) it starting a
 * sentence; {work} the work a Chinese topic names in 《》 (《新奥特曼》); {listed} a topic that states the
 * draft's count of points ("5 tips for better sleep"); {count} the draft's points counted
 * ("3个原因", "3 steps"); {caption} a list's on-screen text (the topic when it fits, else the count).
 *
 * No line claims what the engine cannot know ("大多数人都想反了", "I almost blew it").
 */
export type HookPattern =
  | 'question'
  | 'contrarian'
  | 'result_first'
  | 'number'
  | 'story'
  | 'pain'
  | 'news'
  | 'scene'
  | 'before_after'
  | 'clip_first'

export type HookCondition =
  | 'question'
  | 'statement'
  | 'why'
  | 'how'
  | 'review'
  | 'made'
  | 'skill'
  | 'list'
  | 'experience'
  | 'reaction'
  | 'choice'
  | 'match'

export interface HookVariant {
  when?: HookCondition[]
  unless?: ['sensitive']
  say: string[]
  screen: string[]
}

/** What the first frame shows for each pattern. */
export const HOOK_SHOTS: Record<HookPattern, Record<Language, string>> = {
  question: { zh: '人脸特写，直视镜头发问', en: 'Face close-up, asking straight into the lens' },
  contrarian: { zh: '快速推镜到脸部特写，配“叮”的音效', en: 'Snap zoom to the face on a "ding" sound cue' },
  result_first: { zh: '结果特写先出，再切回人物', en: 'Result close-up first, then cut to you' },
  number: { zh: '手势比出数字，屏幕弹出大字', en: 'Hand shows the number, big text pops up' },
  story: { zh: '情绪化表情特写，配悬念音效', en: 'Emotional close-up with a suspense sting' },
  pain: { zh: '皱眉叹气的特写，字幕同步弹出', en: 'Frustrated close-up, caption pops in sync' },
  news: { zh: '人物近景，神情平静，屏幕显示标题', en: 'Calm close-up, the title on screen' },
  scene: { zh: '边走边拍的第一视角，直接进入场景', en: 'Walking POV straight into the place' },
  before_after: { zh: '前后对比的画面先出，再切回你对镜头', en: 'Before-and-after shot first, then cut to you' },
  clip_first: {
    zh: '先放片段里最抓人的一秒（注明出处），再切回你对镜头',
    en: 'The most striking second of the clip first (source credited), then cut to you',
  },
}

export const HOOK_LINES: Record<HookPattern, Record<Language, HookVariant[]>> = {
  question: {
    zh: [
      // A work or a viral moment: did the viewer come across it too (刷到, on their feed)?
      { when: ['reaction'], say: ['{about}，你刷到了吗？', '这个你刷到了吗？'], screen: ['{line}'] },
      // A choice asks which one, and promises how to decide.
      {
        when: ['choice'],
        say: ['{options}？看完你就知道怎么选。', '{options}？', '到底怎么选？'],
        screen: ['{options}？'],
      },
      { when: ['question', 'why'], say: ['{headline}', '为什么会这样？'], screen: ['{short}'] },
      { when: ['question'], say: ['{headline}', '答案是什么？'], screen: ['{short}'] },
      // After a question mark the comma goes: "咖啡入门，你了解多少？", "奶茶还值得喝吗？你了解多少？".
      { say: ['{about}，你了解多少？', '这件事，你了解多少？'], screen: ['{line}，你了解多少？'] },
    ],
    en: [
      {
        when: ['reaction'],
        say: ['Did {about} land on your feed too?', 'Did this land on your feed too?'],
        screen: ['{line}'],
      },
      {
        when: ['choice'],
        say: ['{options}? Here is how to choose.', '{options}?', 'Which one should you pick?'],
        screen: ['{options}?'],
      },
      { when: ['statement', 'why'], say: ['{asked}', 'Why is this happening?'], screen: ['{short}'] },
      { when: ['statement'], say: ['{asked}', 'So what is the answer?'], screen: ['{short}'] },
      {
        say: ['How much do you know about {about}?', 'How much do you really know?'],
        screen: ['How much do you know?'],
      },
    ],
  },
  contrarian: {
    zh: [
      {
        unless: ['sensitive'],
        say: ['{about}，可能和你想的不一样。', '这件事，可能和你想的不一样。', '可能和你想的不一样。'],
        screen: ['和你想的不一样？'],
      },
    ],
    en: [
      {
        unless: ['sensitive'],
        say: ['This might not be what you think.', 'Not what you think.'],
        screen: ['Not what you think?'],
      },
    ],
  },
  result_first: {
    // A review's result is its verdict; a tutorial's the finished thing. A skill or a habit has
    // no finished thing to show: its result is where the steps get you.
    zh: [
      // Several things tried side by side ("我试了5款防晒"): what they tried, and the winner first.
      // The winner glimpsed in the shot, named at the end, where the ranking is.
      { when: ['experience'], say: ['{core}，哪个最值得？', '{core}。', '哪个最值得？'], screen: ['{short}'] },
      { when: ['review'], say: ['先说结论，再看细节。', '先说结论。'], screen: ['先说结论👇'] },
      { when: ['skill'], say: ['{goal}，一步步来。', '一步步来。'], screen: ['{goal}👇', '一步步来👇'] },
      { when: ['made'], say: ['先看结果，再说怎么做到的。', '先看结果。'], screen: ['先看结果👇'] },
    ],
    en: [
      {
        when: ['experience'],
        say: ['{headline}. Which one wins?', '{headline}.', 'Which one wins?'],
        screen: ['{short}'],
      },
      { when: ['review'], say: ['Verdict first, details after.', 'Verdict first.'], screen: ['Verdict first 👇'] },
      { when: ['skill'], say: ['{Goal}, step by step.', 'Step by step.'], screen: ['Step by step 👇'] },
      { when: ['made'], say: ['Result first. Then I show you how.', 'Result first.'], screen: ['Result first 👇'] },
    ],
  },
  scene: {
    zh: [
      { when: ['question'], say: ['跟我走一趟。'], screen: ['{short}'] },
      { say: ['{core}。', '跟我走一趟。'], screen: ['{short}'] },
    ],
    en: [
      { when: ['question'], say: ['Come along with me.'], screen: ['{short}'] },
      { say: ['{headline}.', 'Come along with me.'], screen: ['{short}'] },
    ],
  },
  number: {
    // A topic that states its own count ("5个让睡眠变好的小习惯", "5 tips for better sleep") is the
    // hook itself: it says what the list is about, where "5点，一个个说清楚" says only how long it is.
    zh: [
      {
        when: ['list'],
        // A short topic says what the count is about ("极简生活，3点说清楚。"), not only how long it is.
        say: [
          '{listed}，一个个说清楚。',
          '{listed}，挨个说。',
          '{listed}。',
          '{about}，{count}说清楚。',
          '{count}，一个个说清楚。',
          '就{count}。',
        ],
        screen: ['{caption}'],
      },
    ],
    en: [
      {
        when: ['list'],
        say: ['{listed}, one by one.', '{listed}.', '{count} on {about}.', '{count}, one by one.', '{count}.'],
        screen: ['{caption}'],
      },
    ],
  },
  story: {
    zh: [{ unless: ['sensitive'], say: ['这件事，我想从头讲。', '从头说起。'], screen: ['从头说起'] }],
    en: [
      {
        unless: ['sensitive'],
        say: ['Let me tell you how this went.', 'Here is how it went.'],
        screen: ['How it went'],
      },
    ],
  },
  pain: {
    // Being stuck fits a how-to, not a why-question or a story. The goal itself, when the topic
    // names one short enough ("想三个月学会游泳？", "Want to start running at 40?"), beats a generic
    // line; so does the problem a 「…怎么办」 names (「失眠？试试这样做。」, was 「失眠怎么办总是做不好？」).
    zh: [
      {
        when: ['how'],
        say: [
          '想{goal}？跟着做。',
          '{problem}？试试这样做。',
          '想{goal}？',
          '{problem}？',
          '{about}总是做不好？',
          '总是卡在这一步？',
          '这条一定要看完。',
        ],
        screen: ['想{goal}？', '{problem}？', '卡在这一步？'],
      },
    ],
    en: [
      {
        when: ['how'],
        say: ["Want to {goal}? Here's how.", 'Want to {goal}?', 'Stuck on this too? Watch this.', 'Watch this.'],
        screen: ['Want to {goal}?', 'Stuck on this?'],
      },
    ],
  },
  // What the creator did, said as they would say it: "我用了一个月的iPhone 17。", "I quit sugar for 30 days."
  before_after: {
    zh: [{ when: ['experience'], say: ['{core}，说说真实感受。', '{core}。', '说说真实感受。'], screen: ['{short}'] }],
    en: [
      {
        when: ['experience'],
        say: ['{headline}. Here is how it went.', '{headline}.', 'Here is how it went.'],
        screen: ['{short}'],
      },
    ],
  },
  // A work or a viral moment opens on it: the clip, then what it is, as its title says it.
  clip_first: {
    zh: [
      {
        when: ['reaction'],
        say: ['{headline}', '{spoken}', '{work}，我必须聊聊。', '聊聊{work}。', '这个，我必须聊聊。'],
        screen: ['{short}'],
      },
    ],
    en: [{ when: ['reaction'], say: ['{headline}.', '{spoken}', 'I have to talk about this.'], screen: ['{short}'] }],
  },
  news: {
    // A headline too long for 3 s is said as its caption says it, before a line that fits any news.
    // A title bar: the headline whole on two lines when it fits them.
    // A match's score is its news; the hook asks what decided it (won or lost: no "赢在哪").
    zh: [
      {
        when: ['match'],
        say: ['{headline}，关键在哪？', '{headline}', '{spoken}', '这场比赛，关键在哪？'],
        screen: ['{bar}'],
      },
      { say: ['{headline}', '{spoken}', '事情是这样的。'], screen: ['{bar}'] },
    ],
    en: [
      {
        when: ['match'],
        say: ['{headline}. What decided it?', '{headline}', '{spoken}', 'What decided this game?'],
        screen: ['{bar}'],
      },
      { say: ['{headline}', '{spoken}', 'Here is what happened.'], screen: ['{bar}'] },
    ],
  },
}
