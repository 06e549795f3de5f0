import type { Language } from '@hookline/contract'

/**
 * The offline engine's hooks (the first seconds), as a writer briefs them: the engine cannot know
 * what makes this topic worth staying for (the surprising reason, the moment that decided the game,
 * the verdict), so the hook is one instruction the creator fills, saying what to open on for the
 * topic as it is read (a why-question, a how-to, a match, an announcement…), timed to the hook's
 * seconds: 【用一句话说出这场比赛的胜负手，约 3 秒】. Reading the topic aloud (「12月新规来了。」) or a
 * line that fits any topic (「一步步来。」, "Verdict first, details after.") gave viewers no reason
 * to stay; the script check flags both (hook_restates_topic, stock_hook). For each pattern and
 * language, variants are tried in order; the first whose conditions hold is the hook (hooks.ts).
 *
 * - `ask`: what the creator is asked to say, longest first; the first that fills and fits one
 *   placeholder (80 characters inside, the script check's PLACEHOLDER) is used.
 * - `punch`: the "punchier hook" follow-up's ask for the same reading: a cold open on the
 *   strongest thing, no wind-up.
 * - `screen`: the on-screen text, the first that can be filled.
 * - `when`: all must hold. `question` the topic is asked as a question; `statement` (English) it
 *   is a sentence, not a bare noun; `why`, `how` what the topic asks; `review` the format;
 *   `made` a tutorial that makes something (a dish, a look), `skill` one that teaches a skill or a
 *   habit (it has no finished thing to show first); `list` the draft makes more than one point.
 *   `experience` a talking head of what the creator did ("I quit sugar for 30 days"); `samples`
 *   several things tried side by side. `reaction` a talking head about a work or a moment of pop
 *   culture. `choice` options weighed; `match` a result between sides; `announcement` something
 *   announced or released; `sensitive` a death, a disaster, a crime or an illness. A pattern none
 *   of whose variants holds is not used.
 * - `unless: ['sensitive']`: never for a death, a disaster or a crime.
 *
 * Placeholders (an ask or a screen text whose placeholder has no value is skipped):
 * {headline} the topic as a headline; {core} the topic's words; {about} the topic mid-sentence,
 * only when it is short; {short} the topic for the screen; {line} it on one line; {bar} it in a
 * news title bar; {problem} what a 「…怎么办」 asks about (「孩子不爱吃饭」); {goal} what a how-to
 * wants done ("三个月学会游泳", "start running at 40"); {work} the work a Chinese topic names in
 * 《》; {count} the draft's points counted ("3个原因", "3 steps"); {caption} a list's on-screen
 * text; {options} the options a choice weighs ("考研还是工作").
 *
 * No ask claims what the engine cannot know: it says what to say, never what is so.
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
  | 'samples'
  | 'announcement'
  | 'sensitive'
  | 'personal'

export interface HookVariant {
  when?: HookCondition[]
  unless?: ['sensitive']
  ask: string[]
  punch: string[]
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
      {
        when: ['reaction'],
        ask: [
          '问一句观众有没有刷到{about}，再用半句话说它哪里让你停了下来',
          '问一句观众有没有刷到它，再用半句话说它哪里让你停了下来',
        ],
        punch: ['开口只说一句你看到它时最直接的反应，不铺垫'],
        screen: ['{line}'],
      },
      // A choice asks which one, and what choosing wrong costs.
      {
        when: ['choice'],
        ask: ['用一句话问观众会怎么选，再说选错了要付出什么'],
        punch: ['开口直接说出你最后选了哪个，理由留到后面'],
        screen: ['{options}？'],
      },
      {
        when: ['question', 'why'],
        ask: [
          '用一句话说出{about}背后最出人意料的那个原因，先别展开',
          '用一句话说出背后最出人意料的那个原因，先别展开',
        ],
        punch: ['开口直接抛出那个最反常识的原因，不铺垫'],
        screen: ['{short}'],
      },
      {
        when: ['question'],
        ask: ['用一句话给出你对这个问题的答案，理由留到后面'],
        punch: ['开口直接给出答案，越短越好，不铺垫'],
        screen: ['{short}'],
      },
      {
        ask: ['说出一个关于{about}、多数人不知道的事实（注明出处）', '说出一个多数人不知道的相关事实（注明出处）'],
        punch: ['开口直接说出最让人意外的那个事实，不铺垫'],
        screen: ['{line}'],
      },
    ],
    en: [
      {
        when: ['reaction'],
        ask: [
          'ask if {about} landed on their feed too, and what made you stop',
          'ask if it landed on their feed too, and what made you stop',
        ],
        punch: ['say your most honest first reaction in one line, no wind-up'],
        screen: ['{line}'],
      },
      {
        when: ['choice'],
        ask: ['ask which they would pick, and what picking wrong costs'],
        punch: ['say straight out which one you picked; the reasons come later'],
        screen: ['{options}?'],
      },
      {
        when: ['statement', 'why'],
        ask: ['the most surprising reason behind it, in one line'],
        punch: ['open on the least expected reason, no wind-up'],
        screen: ['{short}'],
      },
      {
        when: ['statement'],
        ask: ['your answer to the question in one line; the reasons come later'],
        punch: ['open on your answer, as short as it goes'],
        screen: ['{short}'],
      },
      {
        ask: [
          'one fact about {about} most people do not know, with its source',
          'one related fact most people do not know, with its source',
        ],
        punch: ['open on the most surprising fact, no wind-up'],
        screen: ['{line}'],
      },
    ],
  },
  contrarian: {
    zh: [
      {
        unless: ['sensitive'],
        ask: ['说出一个关于{about}的常见说法，再用一句话说它哪里不对', '说出一个常见说法，再用一句话说它哪里不对'],
        punch: ['开口直接说出那个常见说法错在哪，不铺垫'],
        screen: ['{line}'],
      },
    ],
    en: [
      {
        unless: ['sensitive'],
        ask: [
          'name a common belief about {about} and say where it goes wrong',
          'name a common belief about it and say where it goes wrong',
        ],
        punch: ['open on where the common belief goes wrong, no wind-up'],
        screen: ['{line}'],
      },
    ],
  },
  result_first: {
    // A review's result is its verdict; a tutorial's the finished thing. A skill or a habit has
    // no finished thing to show: its result is what the viewer can do once they have it.
    zh: [
      {
        when: ['experience', 'samples'],
        ask: ['先说出你试过的里面哪个最值得，理由留到后面'],
        punch: ['开口直接亮出赢家，不铺垫'],
        screen: ['{short}'],
      },
      {
        when: ['review'],
        ask: ['用一句话亮出你的结论：值不值得、适合谁，细节后面说'],
        punch: ['开口直接给结论，一句话，不铺垫'],
        screen: ['{short}'],
      },
      {
        when: ['skill'],
        ask: ['用一句话说出做到「{goal}」以后能做什么', '用一句话说出学会以后能做到什么'],
        punch: ['开口直接说出学会以后最明显的变化'],
        screen: ['{goal}👇', '{short}'],
      },
      {
        when: ['made'],
        ask: ['先亮出成品，用一句话说出它最打动人的地方'],
        punch: ['第一帧给成品特写，开口只说它最惊艳的一点'],
        screen: ['{short}'],
      },
    ],
    en: [
      {
        when: ['experience', 'samples'],
        ask: ['name the one that won first; save the reasons for later'],
        punch: ['open on the winner, no wind-up'],
        screen: ['{short}'],
      },
      {
        when: ['review'],
        ask: ['give your verdict in one line: worth it or not, and for whom'],
        punch: ['open on the verdict, one line, no wind-up'],
        screen: ['{short}'],
      },
      {
        when: ['skill'],
        ask: [
          'say in one line what you can do once you {goal}',
          'say in one line what you can do once you have learned it',
        ],
        punch: ['open on the biggest change it makes, no wind-up'],
        screen: ['{short}'],
      },
      {
        when: ['made'],
        ask: ['show the finished result and say in one line what makes it work'],
        punch: ['open on a close-up of the result and its finest detail'],
        screen: ['{short}'],
      },
    ],
  },
  scene: {
    zh: [
      {
        ask: ['用一句话说出今天最想让人看到的那个画面'],
        punch: ['第一帧给今天拍得最满意的画面，开口说一句此刻的感受'],
        screen: ['{short}'],
      },
    ],
    en: [
      {
        ask: ['the moment of the day you most want them to see, in one line'],
        punch: ['open on the best shot of the day and say how it felt right then'],
        screen: ['{short}'],
      },
    ],
  },
  number: {
    zh: [
      {
        when: ['list'],
        ask: ['用一句话说出这{count}里最反常识的一条'],
        punch: ['开口直接说出其中最反常识的一条，不铺垫'],
        screen: ['{caption}'],
      },
    ],
    en: [
      {
        when: ['list'],
        ask: ['say the least expected of the {count} in one line'],
        punch: ['open on the least expected of the {count}, no wind-up'],
        screen: ['{caption}'],
      },
    ],
  },
  story: {
    zh: [
      {
        unless: ['sensitive'],
        ask: ['用一句话抛出故事里最意外的那一刻，先不说结局'],
        punch: ['开口直接说出故事里最意外的那句话，不铺垫'],
        screen: ['{short}'],
      },
    ],
    en: [
      {
        unless: ['sensitive'],
        ask: ["the story's most unexpected moment in one line; keep the end back"],
        punch: ['open on the most unexpected line of the story, no wind-up'],
        screen: ['{short}'],
      },
    ],
  },
  pain: {
    // Being stuck fits a how-to: where those who want it get stuck, or the usual wrong fix.
    zh: [
      {
        when: ['how'],
        ask: [
          '用一句话说出想{goal}的人最常卡住的那一步',
          '用一句话说出{problem}时最常见的错误做法',
          '用一句话说出大多数人最常卡住的那一步',
        ],
        punch: ['开口直接说出最常见的错误做法和它的后果'],
        screen: ['想{goal}？', '{problem}？', '{short}'],
      },
    ],
    en: [
      {
        when: ['how'],
        ask: ['name the step where you get stuck when you try to {goal}', 'name the step where most people get stuck'],
        punch: ['open on the most common wrong move and what it costs'],
        screen: ['Want to {goal}?', '{short}'],
      },
    ],
  },
  before_after: {
    zh: [
      {
        when: ['experience'],
        ask: ['用一句话对比做之前和做之后，说出最大的变化'],
        punch: ['开口直接说出最大的变化，不铺垫'],
        screen: ['{short}'],
      },
    ],
    en: [
      {
        when: ['experience'],
        ask: ['compare before and after in one line: the biggest change'],
        punch: ['open on the biggest change, no wind-up'],
        screen: ['{short}'],
      },
    ],
  },
  clip_first: {
    zh: [
      {
        when: ['reaction'],
        ask: ['放{work}里最抓人的一秒，再用一句话说出你的第一反应', '放片段里最抓人的一秒，再用一句话说出你的第一反应'],
        punch: ['先放最炸的一秒，开口只说一句最直接的反应'],
        screen: ['{short}'],
      },
    ],
    en: [
      {
        when: ['reaction'],
        ask: ["play the clip's most striking second, then your first reaction"],
        punch: ['play the wildest second first, then one honest line'],
        screen: ['{short}'],
      },
    ],
  },
  news: {
    // What a news hook opens on depends on what happened; only what is confirmed is said.
    zh: [
      // One person's illness is their own story, not news: what they most want said.
      {
        when: ['personal'],
        ask: ['用一句话说出这段经历里你最想让人知道的一件事'],
        punch: ['开口直接说出那段时间里最难忘的一刻，平实地说'],
        screen: ['{short}'],
      },
      {
        when: ['sensitive'],
        ask: ['用一句话平实地说出发生了什么，只说已核实的'],
        punch: ['开口平实地说出最重要的已核实事实，不渲染'],
        screen: ['{bar}'],
      },
      {
        when: ['match'],
        ask: ['用一句话说出这场比赛的胜负手'],
        punch: ['开口直接说出决定比赛的那一刻，不铺垫'],
        screen: ['{bar}'],
      },
      {
        when: ['announcement'],
        ask: ['用一句话说出这次公布的内容里和观众最相关的一点，以官方信息为准'],
        punch: ['开口直接说出最出人意料的那项变化，以官方信息为准'],
        screen: ['{bar}'],
      },
      {
        ask: ['用一句话说出这件事最值得关注的一点，只说已证实的'],
        punch: ['开口直接说出最让人意外的那个已证实的事实，不铺垫'],
        screen: ['{bar}'],
      },
    ],
    en: [
      {
        when: ['personal'],
        ask: ['the one thing you most want people to know about it, in one line'],
        punch: ['open plainly on the moment of that time you remember most'],
        screen: ['{short}'],
      },
      {
        when: ['sensitive'],
        ask: ['say plainly in one line what happened; only what is confirmed'],
        punch: ['open plainly on the most important confirmed fact'],
        screen: ['{bar}'],
      },
      {
        when: ['match'],
        ask: ['say in one line what decided the game'],
        punch: ['open on the moment that decided the game, no wind-up'],
        screen: ['{bar}'],
      },
      {
        when: ['announcement'],
        ask: ['what in the news matters most to viewers, per official sources'],
        punch: ['open on the least expected change, per official sources'],
        screen: ['{bar}'],
      },
      {
        ask: ['say in one line what matters most here; only what is confirmed'],
        punch: ['open on the most surprising confirmed fact, no wind-up'],
        screen: ['{bar}'],
      },
    ],
  },
}
