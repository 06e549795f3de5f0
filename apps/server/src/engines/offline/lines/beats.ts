import type { Language } from '@hookline/contract'

/**
 * The offline engine's beats, as a writer edits them: for each beat of a format's plan
 * (genres/<genre>/<genre>-lines.ts) and each language,
 *
 * - `label`: the section's name ("原因 1", "The result");
 * - `shot`: what the camera films;
 * - `screen`: the on-screen text;
 * - `lead`: what the creator says first, framing that is true for any topic ("先说第一个原因。"),
 *   longest first: the first that leaves the instruction its time is said, else none;
 * - `ask`: ONE instruction for what only the creator knows (their reasons, their experience, the
 *   facts of a story). The engine adds how long to speak and the brackets
 *   ("【用两三句话说清第 1 个原因，再举一个例子，约 8 秒】"); under 8 s it asks for one line.
 *
 * 【…】 and […] are for the creator to fill in ("插入 B-roll：【拍一段能说明这一点的画面】"). No line
 * asserts what the engine cannot know, and none pads a beat with words that say nothing.
 *
 * A field (or a whole beat) may differ by condition: `{ first: …, last: …, else: … }` says the
 * first whose condition holds, in the order written, and `else` when none does; a choice may hold
 * another. Conditions:
 * - `first`, `second`: the first, the second core beat (the beat that repeats: a point, a step,
 *   a moment…); `last`: the last of several; `odd`: the 1st, 3rd, 5th… (shots alternate);
 *   `opens`: the first core beat when no beat comes before it. Only the beat that opens the body
 *   says 先 / "First, …": a first point after an opening is 第一个原因, not 先说第一个原因;
 * - `group`: the core beat tells several items, a counted list having more than its seconds can
 *   tell one a beat ("说出第 1–3 个误区，每个几个字");
 * - `several`: the draft counts more than one item;
 * - `why`, `how`: the topic asks why, or how to (talking head); `steps`: what a talking head
 *   counts is steps ("如何三个月学会游泳", "5 steps to…");
 * - `made`: a tutorial makes something (a dish, a drink, a look, a craft), not a skill or a habit;
 * - `visits`: a first-person experience goes round places ("我吃遍了成都的火锅"), told a stop a beat;
 *   `samples`: it tries several things side by side ("我试了5款防晒"), compared and ranked;
 *   `spanned`: its topic says how long it went on ("我在大理住了半年"): no one is asked how long;
 * - `audience`: the brief names its audience; `sensitive`: a death, a disaster, a crime, an illness;
 *   `personal`: one person's illness (sensitive too), told in the first person, not as news: written
 *   before `sensitive`, it takes its place;
 * - `line`, `layers` (in `ask` only): the instruction states time for one line (under 8 s), or
 *   for two or three parts (20 s and more); otherwise a few sentences. One line asks for at most
 *   two things ("去了哪、感受如何");
 * - `brief` (in `ask` only): the instruction states under 4 s, a few words: it asks for ONE thing
 *   ("说说第 1 段去了哪", not "去了哪、看到什么、感受如何"), and leaves to the shot what the shot
 *   already shows (a source on a quote card).
 *
 * Placeholders:
 * - `{n}` the core beat's number (2); `{nZh}` it in Chinese numerals, for 第…: 二. A beat of
 *   several items says them all: 1、2 / 1 and 2, 1–3; 一、二, 一到三.
 * - `{count}` how many items the draft counts (3); `{countZh}` it as said in Chinese: 三, 两.
 * - `{item}` what a talking head's core beat is, as said mid-sentence: 原因, 步骤, 误区, 要点 /
 *   reason, step, mistake, point (reasons… for a beat of several); `{Item}` in English with a
 *   capital: Reason; `{s}` (English) the plural ending for a beat of several: Step{s} {n}.
 * - `{this}` the core beat pointed at: 这个原因, 这一步, 这一点, 这几点 / this reason, these tips.
 * - `{items}` the core beats counted: 三个原因, 两步, 三点 / 3 reasons, 1 step.
 * - `{ordinal}` the core beat by its place: 第二个原因, 第二步, 第二点 / The second reason
 *   (beyond the tenth, Reason 11; several: 第一到三点 / Tips 1–3); `{numbered}` (Chinese) the
 *   same with digits, for an instruction: 第 2 个原因, 第 2 步.
 * - `{ANth}` (English) the core beat as one more of several, starting a sentence: A third, An eighth.
 * - `{then}` how a vlog's moment or a story's turn starts, by its place in what is told
 *   (THEN_LINES): "first" only on the first beat told, "last" only on the last, never starting over.
 * - `{frame}` the framing that suits the platform (FRAMING): 竖屏近景 / Vertical close-up.
 * - `{short}` the topic shortened for the screen; `{who}` the audience, or 大多数人 / most people.
 * - `{how}` (in `ask`) how much to say (SAY_HOW): 用两三句话 / in a few sentences;
 *   `{example}` an example when there is time for one (WITH_EXAMPLE): 再举一个例子 / with one example.
 */
export type BeatCondition =
  | 'first'
  | 'opens'
  | 'second'
  | 'last'
  | 'odd'
  | 'group'
  | 'several'
  | 'why'
  | 'how'
  | 'steps'
  | 'made'
  | 'visits'
  | 'samples'
  | 'spanned'
  | 'audience'
  | 'sensitive'
  | 'personal'
  | 'line'
  | 'layers'
  | 'brief'

/** A value, or values by condition: the first condition that holds, in the order written, else `else`. */
export type ByCondition<T> = T | ({ else: ByCondition<T> } & { [condition in BeatCondition]?: ByCondition<T> })

export interface BeatLines {
  label: ByCondition<string>
  shot: ByCondition<string>
  screen: ByCondition<string>
  lead: ByCondition<string[]>
  ask: ByCondition<string>
}

/** One beat's words in both languages. */
export type BeatCopy = Record<Language, ByCondition<BeatLines>>

/** How much the creator says in a beat: one line (a few seconds), a few sentences, or several parts (a chapter). */
export type Depth = 'line' | 'few' | 'layers'

/** `{how}`: how an instruction says its depth. */
export const SAY_HOW: Record<Language, Record<Depth, string>> = {
  zh: { line: '用一句话', few: '用两三句话', layers: '分两三层' },
  en: { line: 'in one line', few: 'in a few sentences', layers: 'in two or three parts' },
}

/** `{example}`: an example goes with a reason or a point when there is time for one. */
export const WITH_EXAMPLE: Record<Language, Record<Depth, string>> = {
  zh: { line: '', few: '，再举一个例子', layers: '，每层配一个例子' },
  en: { line: '', few: ', with one example', layers: ', each with an example' },
}

/** A professional tone's point asks for its source when no beat has time for a sourced conclusion of its own. */
export const CITE_ASK: Record<Language, string> = { zh: '，注明出处', en: ', citing a source' }

/** `{frame}`: vertical platforms film close, horizontal ones a mid shot. */
export const FRAMING: Record<'vertical' | 'horizontal', Record<Language, string>> = {
  vertical: { zh: '竖屏近景', en: 'Vertical close-up' },
  horizontal: { zh: '横屏中景', en: 'Horizontal mid shot' },
}

/**
 * `{then}`: how each moment of a vlog or turn of a story starts, so no two start alike: `first`
 * when nothing has been told before it, `last` when nothing follows it, else the lines of `next`
 * in order, then `more` (with `{nZh}`, `{n}`) once they run out. None says what the beat before
 * the first turn has just said: a story's conflict is "Then things changed." / 后来，事情起了变化。,
 * so no turn starts "Then." / "后来。".
 */
export const THEN_LINES: Record<Language, { first: string; next: string[]; last: string; more: string }> = {
  zh: {
    first: '先从这里说起。',
    next: ['接下来。', '然后。', '再后来。', '之后。', '没过多久。', '再往后。', '紧接着。', '又过了一阵。'],
    last: '最后这段。',
    more: '再说第{nZh}段。',
  },
  en: {
    first: 'It starts here.',
    next: [
      'Next.',
      'After that.',
      'Later on.',
      'Some time later.',
      'Soon after.',
      'From there.',
      'After a while.',
      'Moving on.',
    ],
    last: 'And finally.',
    more: 'On to part {n}.',
  },
}
