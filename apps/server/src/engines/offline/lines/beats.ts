import type { Language } from '@hookline/contract'

/**
 * The offline engine's beats, as a writer edits them: for each beat of a format's plan
 * (explainer-beats.ts, review-beats.ts, narrative-beats.ts in this folder) and each language,
 *
 * - `label`: the section's name ("原因 1", "The result");
 * - `shot`: what the camera films;
 * - `screen`: the on-screen text;
 * - `lead`: what the creator says first, framing that is true for any topic ("先说第一个原因。"),
 *   longest first: the first that leaves the instruction its time is said, else none;
 * - `ask`: ONE instruction for what only the creator knows (their reasons, their experience, the
 *   facts of a story). The engine adds how long to speak and the brackets
 *   ("【用两三句话说清第 1 个原因，再举一个例子，约 8 秒】"); with little time it asks for one line.
 *
 * 【…】 and […] are for the creator to fill in ("插入 B-roll：【拍一段能说明这一点的画面】"). No line
 * asserts what the engine cannot know, and none pads a beat with words that say nothing.
 *
 * A field (or a whole beat) may differ by condition: `{ first: …, last: …, else: … }` says the
 * first whose condition holds, in the order written, and `else` when none does; a choice may hold
 * another. Conditions:
 * - `first`, `second`: the first, the second core beat (the beat that repeats: a point, a step,
 *   a moment…); `last`: the last of several; `odd`: the 1st, 3rd, 5th… (shots alternate);
 * - `several`: the draft has more than one core beat;
 * - `why`, `how`: the topic asks why, or how to (talking head); `steps`: what a talking head
 *   counts is steps ("如何三个月学会游泳", "5 steps to…");
 * - `audience`: the brief names its audience; `sensitive`: a death, a disaster, a crime, an illness;
 * - `line`, `layers` (in `ask` only): the beat has time for one line (under 6 s), or for two or
 *   three parts (20 s and more); otherwise a few sentences.
 *
 * Placeholders:
 * - `{n}` the core beat's number (2); `{nZh}` it in Chinese numerals, for 第…: 二.
 * - `{count}` how many core beats the draft has (3); `{countZh}` it as said in Chinese: 三, 两.
 * - `{item}` what a talking head's core beat is, as said mid-sentence: 原因, 步骤, 误区, 要点 /
 *   reason, step, mistake, point; `{Item}` in English with a capital: Reason.
 * - `{items}` the core beats counted: 三个原因, 两步, 三点 / 3 reasons, 1 step.
 * - `{ordinal}` the core beat by its place: 第二个原因, 第二步, 第二点 / The second reason
 *   (beyond the tenth, Reason 11); `{numbered}` (Chinese) the same with digits, for an
 *   instruction: 第 2 个原因, 第 2 步.
 * - `{then}` how a vlog's moment or a story's turn starts, by its place in what is told: the
 *   lines of THEN_LINES in order, starting over after the last. A story's first turn says the
 *   second line: its conflict came first.
 * - `{frame}` the framing that suits the platform (FRAMING): 竖屏近景 / Vertical close-up.
 * - `{short}` the topic shortened for the screen; `{who}` the audience, or 大多数人 / most people.
 * - `{how}` (in `ask`) how much to say (SAY_HOW): 用两三句话 / in a few sentences;
 *   `{example}` an example when there is time for one (WITH_EXAMPLE): 再举一个例子 / with one example.
 */
export type BeatCondition =
  | 'first'
  | 'second'
  | 'last'
  | 'odd'
  | 'several'
  | 'why'
  | 'how'
  | 'steps'
  | 'audience'
  | 'sensitive'
  | 'line'
  | 'layers'

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

/** `{frame}`: vertical platforms film close, horizontal ones a mid shot. */
export const FRAMING: Record<'vertical' | 'horizontal', Record<Language, string>> = {
  vertical: { zh: '竖屏近景', en: 'Vertical close-up' },
  horizontal: { zh: '横屏中景', en: 'Horizontal mid shot' },
}

/** `{then}`: how each moment of a vlog or turn of a story starts, in order, so no two start alike. */
export const THEN_LINES: Record<Language, string[]> = {
  zh: ['先从这里说起。', '接下来。', '然后。', '再后来。', '之后。', '没过多久。', '再往后。', '最后这段。'],
  en: ['It starts here.', 'Next.', 'After that.', 'Later on.', 'Then.', 'Soon after.', 'By now.', 'And finally.'],
}
