/**
 * Model answers as real models write them for a 30 s Douyin brief in Chinese ("通勤穿搭"), each
 * with the kinds of flaw the script check and its repair exist for: a preamble, an 8 s hook, seconds that add up to 50,
 * a 40-character beat given 2 s, banned absolute claims, eleven hashtags, English in a Chinese
 * script, a greeting instead of a script, a reply cut off. The API tests replay them through the
 * fake OpenAI-compatible server (fake-openai-server.ts) and assert what gets repaired or refused.
 */

export const FLAWED_BRIEF = {
  topic: '通勤穿搭',
  platform: 'douyin',
  language: 'zh',
  duration_seconds: 30,
  format: 'talking_head',
} as const

/** A sound script (passes every rule): the model's answer to a repair turn, and the control. */
export const SOUND = `## 标题备选
1. 通勤穿搭别乱买，三招穿得利落
2. 上班族一周穿搭不重样的办法
3. 衣柜满了还是没衣服穿？看这条

## 开场钩子（前 3 秒）
- 画面：早高峰地铁站，主角对着镜头拉开外套
- 口播：衣柜满了，早上还是没衣服穿？
- 字幕：衣柜满了还是没衣服穿？
- 时长：3 秒

## 分镜脚本
### 镜头 1 · 基础外套
- 画面：衣架上三件外套，依次拿起比划
- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。
- 字幕：① 一件基础款外套
- 时长：7 秒

### 镜头 2 · 两色裤子
- 画面：衣柜里只挂着黑色和卡其色两种裤子
- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。
- 字幕：② 裤子只留两个颜色
- 时长：7 秒

### 镜头 3 · 亮色配饰
- 画面：特写：把一条橙色丝巾系在包带上
- 口播：第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。
- 字幕：③ 一个亮色配饰
- 时长：8 秒

## 结尾引导
- 画面：主角走出地铁站，回头对镜头挥手
- 口播：点赞收藏，明早出门前照着穿，关注我看下期。
- 字幕：点赞 ❤️ 收藏 ⭐ 关注 ➕
- 时长：5 秒

## 话题标签
#通勤穿搭 #上班族穿搭 #穿搭技巧 #职场穿搭

## 封面文字
通勤穿搭三招
`

/** The sound script with one part swapped, the way one model answer differs from another. */
const variant = (replacements: Array<[string, string]>, preamble = '') =>
  preamble +
  replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`flawed-replies: "${from}" not in the sound script`)
    return text.replace(from, to)
  }, SOUND)

/** An 8 s hook that says two sentences, and 12 s beats: the sections add up to 50 s for a 30 s video. */
export const LONG_HOOK_50S = variant(
  [
    [
      '- 口播：衣柜满了，早上还是没衣服穿？\n- 字幕：衣柜满了还是没衣服穿？\n- 时长：3 秒',
      '- 口播：衣柜满了，早上还是没衣服穿？今天教你三招，通勤穿搭一周不重样，每一套都有质感。\n- 字幕：衣柜满了还是没衣服穿？\n- 时长：8 秒',
    ],
    ['- 字幕：① 一件基础款外套\n- 时长：7 秒', '- 字幕：① 一件基础款外套\n- 时长：12 秒'],
    ['- 字幕：② 裤子只留两个颜色\n- 时长：7 秒', '- 字幕：② 裤子只留两个颜色\n- 时长：12 秒'],
    ['- 字幕：③ 一个亮色配饰\n- 时长：8 秒', '- 字幕：③ 一个亮色配饰\n- 时长：12 秒'],
    ['- 时长：5 秒', '- 时长：6 秒'],
  ],
  '好的！下面是为你定制的抖音口播脚本：\n\n',
)

/** A beat with 40 characters of voice-over in 2 s; the seconds still add up to 30. */
export const WORDY_BEAT = variant([
  [
    '- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。\n- 字幕：② 裤子只留两个颜色\n- 时长：7 秒',
    '- 口播：第二招，裤子只留黑色和卡其色两个颜色，早上闭着眼随手拿一条，上衣怎么配都协调。\n- 字幕：② 裤子只留两个颜色\n- 时长：2 秒',
  ],
  ['- 字幕：③ 一个亮色配饰\n- 时长：8 秒', '- 字幕：③ 一个亮色配饰\n- 时长：13 秒'],
])

/** 史上最 and 全网第一 in a title, a beat and the cover. */
export const BANNED_CLAIMS = variant([
  ['1. 通勤穿搭别乱买，三招穿得利落', '1. 史上最省心的通勤穿搭公式'],
  ['- 口播：第一招，买一件基础款外套，', '- 口播：第一招，买一件全网第一百搭的基础款外套，'],
  ['## 封面文字\n通勤穿搭三招', '## 封面文字\n全网第一穿搭公式'],
])

/** Eleven tags: a format tag, a repeat, a tag with a space, punctuation. */
export const ELEVEN_HASHTAGS = variant([
  [
    '#通勤穿搭 #上班族穿搭 #穿搭技巧 #职场穿搭',
    '#通勤穿搭 #上班族穿搭 #穿搭技巧 #口播 #通勤穿搭 #基础款外套! #亮色配饰 #衣橱 #胶囊衣橱 #极简 #搭配',
  ],
])

/** English sentences in a Chinese script: only a model can rewrite them, so this one goes to the repair turn. */
export const ENGLISH_IN_ZH = variant([
  [
    '- 口播：第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。',
    '- 口播：第三招，add one bright accessory to your outfit，整个人一下子就精神了。',
  ],
])

/** A greeting and a question back: no script at all. */
export const GREETING =
  '你好！我是你的短视频脚本助手 😊 请问这条视频想讲什么具体内容？比如目标人群、想突出的卖点？告诉我之后我马上帮你写。'

/** Cut off inside the hook: titles and half a hook, no beat. */
export const TRUNCATED_NO_BEATS = SOUND.slice(0, SOUND.indexOf('- 口播：衣柜满了') + 12)

/** Cut off in the second beat: a script with beats but no ending. */
export const TRUNCATED_WITH_BEATS = SOUND.slice(0, SOUND.indexOf('- 口播：第二招') + 10)

/** A model's answer as stream tokens: a few characters at a time, as providers send them. */
export function tokensOf(markdown: string, size = 7): string[] {
  const tokens: string[] = []
  const chars = [...markdown]
  for (let i = 0; i < chars.length; i += size) tokens.push(chars.slice(i, i + size).join(''))
  return tokens
}

/**
 * The same brief in English for TikTok, its sound answer, and the flawed answers models give
 * (claims with and without negation, a hook and beats that say more than their seconds hold, an
 * answer twice the target, a missing hook, placeholders instead of voice-over, a thin answer, an
 * answer cut by the token limit).
 */
export const FLAWED_BRIEF_EN = {
  topic: 'Commute outfits',
  platform: 'tiktok',
  language: 'en',
  duration_seconds: 30,
  format: 'talking_head',
} as const

export const SOUND_EN = `## Title options
1. Three rules for commute outfits that always work
2. Dress for the office in two minutes
3. Your closet is full and you still have nothing to wear?

## Hook (first 3 s)
- Shot: Rush hour on a train platform, the host opens her coat to the camera
- Voice-over: Full closet, nothing to wear?
- On-screen text: Full closet, nothing to wear?
- Duration: 3 s

## Beats
### Beat 1 · One jacket
- Shot: Three jackets on a rail, she holds each one up
- Voice-over: Rule one: buy one plain jacket in black, grey or navy, and everything under it works.
- On-screen text: 1. One plain jacket
- Duration: 7 s

### Beat 2 · Two colours
- Shot: A closet with trousers in only black and khaki
- Voice-over: Rule two: keep trousers in two colours, so any pair you grab matches the rest.
- On-screen text: 2. Trousers in two colours
- Duration: 7 s

### Beat 3 · One bright piece
- Shot: Close-up, an orange scarf tied to a bag strap
- Voice-over: Rule three: add one bright piece, a scarf or a bag, and the whole outfit wakes up.
- On-screen text: 3. One bright piece
- Duration: 8 s

## Call to action
- Shot: She walks out of the station and waves back at the camera
- Voice-over: Which rule will you try first? Tell me below, and follow for more.
- On-screen text: Follow for more
- Duration: 5 s

## Hashtags
#commuteoutfits #officeoutfits #outfitrules #plainjacket

## Cover text
Three commute rules
`

const variantOf = (sound: string, replacements: Array<[string, string]>) =>
  replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`flawed-replies: "${from}" not in the sound script`)
    return text.split(from).join(to)
  }, sound)

/** Absolute claims in English: "#1", "guaranteed" and "risk-free" asserted, not denied. */
export const CLAIMS_EN = variantOf(SOUND_EN, [
  ['1. Three rules for commute outfits that always work', '1. The #1 commute outfit formula, guaranteed'],
  [
    'Rule one: buy one plain jacket in black, grey or navy, and everything under it works.',
    'Rule one: one plain jacket is the best ever buy, a risk-free choice that works with everything.',
  ],
])

/** The same words denied ("No jacket is risk-free", "nothing is guaranteed"): a caution, no claim, nothing rewritten. */
export const NEGATED_CLAIMS_EN = variantOf(SOUND_EN, [
  [
    'Rule one: buy one plain jacket in black, grey or navy, and everything under it works.',
    'Rule one: no jacket is risk-free and nothing is guaranteed, so buy one plain one in black or navy.',
  ],
])

/** 无法根治 and 并非全网第一: denied claims in Chinese, a caution the check leaves alone. */
export const NEGATED_CLAIMS = variant([
  [
    '- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。',
    '- 口播：第一招，没有哪件外套是万能的，买一件基础款，黑灰藏青选一个。',
  ],
])

/** Beats of 16 s that say 14 s each: the answer is twice the 30 s target (60 s), and its words do not fit 30. */
export const TWICE_AS_LONG = variant([
  [
    '- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。',
    '- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。外套选到膝盖上面一点的长度，版型挺括，通勤路上走路也方便。',
  ],
  ['- 字幕：① 一件基础款外套\n- 时长：7 秒', '- 字幕：① 一件基础款外套\n- 时长：16 秒'],
  [
    '- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。',
    '- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。黑色和卡其色最好搭，鞋子也跟着选深色，一套就出来了。',
  ],
  ['- 字幕：② 裤子只留两个颜色\n- 时长：7 秒', '- 字幕：② 裤子只留两个颜色\n- 时长：16 秒'],
  [
    '- 口播：第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。',
    '- 口播：第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。颜色只留一个亮点，别让全身都抢眼，干净利落才显得专业。',
  ],
  ['- 字幕：③ 一个亮色配饰\n- 时长：8 秒', '- 字幕：③ 一个亮色配饰\n- 时长：16 秒'],
  ['- 时长：5 秒', '- 时长：9 秒'],
])

/** Beats that say 10–11 s each in 6–10 s: the seconds add up to 30, the words need 38 and no sharing of seconds fits them. */
export const UNSAYABLE = variant([
  [
    '- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。',
    '- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错，外套长度选到膝盖上面一点，挤地铁走路都方便。',
  ],
  ['- 字幕：① 一件基础款外套\n- 时长：7 秒', '- 字幕：① 一件基础款外套\n- 时长：6 秒'],
  [
    '- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。',
    '- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调，鞋子也跟着选深色系，三十秒一套就搭出来了。',
  ],
  ['- 字幕：② 裤子只留两个颜色\n- 时长：7 秒', '- 字幕：② 裤子只留两个颜色\n- 时长：6 秒'],
  [
    '- 口播：第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。',
    '- 口播：第三招，加一个亮色配饰，丝巾或者包包都行，整个人一下子就精神了，颜色只留一个亮点，千万别让全身都抢眼。',
  ],
  ['- 字幕：③ 一个亮色配饰\n- 时长：8 秒', '- 字幕：③ 一个亮色配饰\n- 时长：10 秒'],
])

/** No hook at all: the answer starts at its titles and goes straight to the beats. */
export const MISSING_HOOK = variant([
  [
    '## 开场钩子（前 3 秒）\n- 画面：早高峰地铁站，主角对着镜头拉开外套\n- 口播：衣柜满了，早上还是没衣服穿？\n- 字幕：衣柜满了还是没衣服穿？\n- 时长：3 秒\n\n',
    '',
  ],
])

/** A hook and a call to action with nothing between them. */
export const NO_BEATS = SOUND.slice(0, SOUND.indexOf('## 分镜脚本')) + SOUND.slice(SOUND.indexOf('## 结尾引导'))

/** Placeholders where the voice-over should be: the seconds they state are no speech yet. */
export const PLACEHOLDER_BEATS = variant([
  ['- 口播：第一招，买一件基础款外套，黑灰藏青选一个，里面穿什么都不出错。', '- 口播：【第一招，约 7 秒】'],
  ['- 口播：第二招，裤子只留两个颜色，早上闭着眼拿一条，怎么配都协调。', '- 口播：【第二招，约 7 秒】'],
  ['- 口播：第三招，加一个亮色配饰，丝巾或者包都行，整个人一下子就精神了。', '- 口播：【第三招，约 8 秒】'],
])

/** A thin answer a model gave after a refused repair turn: one line said four times, no tags, no cover. */
export const THIN = `## 标题备选
1. 通勤穿搭

## 开场钩子（前 3 秒）
- 口播：这一点很重要。
- 时长：3 秒

## 分镜脚本
### 镜头 1
- 口播：这一点很重要。
- 时长：9 秒

### 镜头 2
- 口播：这一点很重要。
- 时长：9 秒

## 结尾引导
- 口播：这一点很重要。
- 时长：9 秒
`

/** SOUND cut at `marker` plus `extra` characters, as an answer the token limit stopped there. */
export const cutAt = (marker: string, extra = 0) => {
  const at = SOUND.indexOf(marker)
  if (at < 0) throw new Error(`flawed-replies: "${marker}" not in the sound script`)
  return SOUND.slice(0, at + extra)
}
