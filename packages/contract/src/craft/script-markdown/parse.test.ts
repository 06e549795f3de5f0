import { describe, expect, it } from 'vitest'
import { beatHeading } from './layout'
import { parseScriptMarkdown } from './parse'

describe('parseScriptMarkdown', () => {
  it('accepts heading variants, bold labels, English field names and missing seconds', () => {
    const markdown = [
      'Sure! Here is your script:',
      '',
      '# 反向消费：年轻人的新选择',
      '',
      '**开头（0-3s）**',
      '画面：主播举起两部手机',
      '旁白: 一部 6000，一部 1000，你选哪个？',
      '',
      '## 正文',
      '**Scene 1 (0:03–0:15)**',
      '* **Visuals:** 超市货架',
      '* **VO:** 现在的年轻人，',
      '  越来越会算账了。',
      '* **On-screen text:** 会算账',
      '',
      '**Scene 2**',
      '- Shot: 对比图表',
      '- Voice-over: 数据显示，平替搜索量翻了一倍。',
      '',
      '## CTA',
      '关注我，下期讲怎么找平替。',
      '',
      'Hashtags: #反向消费 #平替, #省钱',
    ].join('\n')
    const { script, warnings, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(script.titles).toEqual(['反向消费：年轻人的新选择'])
    expect(script.hook).toMatchObject({
      shot: '主播举起两部手机',
      voice_over: '一部 6000，一部 1000，你选哪个？',
      seconds: 3,
    })
    expect(script.beats).toHaveLength(2)
    expect(script.beats[0]).toMatchObject({
      shot: '超市货架',
      voice_over: '现在的年轻人， 越来越会算账了。',
      on_screen_text: '会算账',
      seconds: 12,
    })
    expect(script.beats[1].seconds).toBeGreaterThan(0)
    expect(script.call_to_action.voice_over).toBe('关注我，下期讲怎么找平替。')
    expect(script.hashtags).toEqual(['反向消费', '平替', '省钱'])
    expect(warnings).toEqual(
      expect.arrayContaining([
        'ignored text before the first section',
        'beat 2: seconds missing, estimated from the voice-over',
        'missing section: cover text',
      ]),
    )
  })

  it('reads beats from a table, with time ranges and <br> in cells', () => {
    const markdown = [
      '## 分镜',
      '| # | 画面 | 台词 | 花字 | 时间 |',
      '|---|------|------|------|------|',
      '| 1 | 开箱 | 先说结论：值！<br>真的值 | 值！ | 0:03-0:10 |',
      '| 2 | 细节 | 做工很好 | 做工 | 8秒 |',
      '| 3 | 总结 | 冲就完了 | 冲 | 约5s |',
      '',
      '### 话题',
      '#数码# #测评#',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    expect(script.beats.map((b) => b.seconds)).toEqual([7, 8, 5])
    expect(script.beats[0]).toMatchObject({ shot: '开箱', voice_over: '先说结论：值！ 真的值', on_screen_text: '值！' })
    expect(script.hashtags).toEqual(['数码', '测评'])
  })

  it('reads numbered beats without headings and a numbered section layout', () => {
    const markdown = [
      '## 1. Hook',
      'Stop scrolling: this changes everything.',
      '## 2. Script',
      '1. Problem',
      '   - Visual: messy desk',
      '   - Narration: My desk was chaos. (5s)',
      '2. Fix',
      '   - Visual: tidy desk',
      '   - Narration: Then I tried one rule.',
      '   - Time: 7 seconds',
      '## 3. Outro',
      'Follow for part two!',
      '## 4. Thumbnail text',
      'One rule',
    ].join('\n')
    const { script, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(script.hook.voice_over).toBe('Stop scrolling: this changes everything.')
    expect(script.beats.map((b) => b.label)).toEqual(['Problem', 'Fix'])
    expect(script.hook.seconds).toBe(3)
    expect(script.beats[0]).toMatchObject({ voice_over: 'My desk was chaos.', seconds: 5 })
    expect(script.beats[1]).toMatchObject({ shot: 'tidy desk', seconds: 7 })
    expect(script.cover_text).toBe('One rule')
  })

  it('never throws on odd input and says what is missing', () => {
    for (const input of [
      '',
      '   ',
      '###',
      '| a | b |\n|---|',
      '#'.repeat(500),
      'just a sentence',
      '\u0000\uFFFF',
      undefined as unknown as string,
    ]) {
      const result = parseScriptMarkdown(input)
      expect(result.complete).toBe(false)
      expect(result.warnings).toContain('missing section: beats')
    }
  })

  it('keeps the emoji and brackets of titles, which Xiaohongshu titles are made of', () => {
    const { script } = parseScriptMarkdown(
      '## 标题\n1. 反向消费｜亲测有用✨\n2. 【干货】反向消费避坑指南🔥\n3. 「省钱」的3个真相\n4. "Budget phones, explained"\n',
    )
    expect(script.titles).toEqual([
      '反向消费｜亲测有用✨',
      '【干货】反向消费避坑指南🔥',
      '「省钱」的3个真相',
      'Budget phones, explained',
    ])
  })

  it('drops brackets around a whole cover or heading, never those around a part of it', () => {
    // Was "城市漫步」为什么突然火了": a leading 「 was stripped on its own.
    const { script } = parseScriptMarkdown('## 【开场钩子】\n- 口播：开场\n## 封面文字\n「城市漫步」为什么突然火了\n')
    expect(script.cover_text).toBe('「城市漫步」为什么突然火了')
    expect(script.hook.voice_over).toBe('开场')
    expect(parseScriptMarkdown('## 封面文字\n「城市漫步」\n').script.cover_text).toBe('城市漫步')
    expect(parseScriptMarkdown('## Cover text\nNew anime 「2012」\n').script.cover_text).toBe('New anime 「2012」')
  })

  it('keeps revision notes as notes, even when a note names a section', () => {
    // Was: "已强化开场钩子：…" opened a hook section and "Hashtags: trimmed to 3" replaced the tags.
    const markdown = [
      '## 开场钩子（前 3 秒）',
      '- 口播：开场',
      '- 时长：3 秒',
      '## 分镜脚本',
      '### 镜头 1 · 要点',
      '- 口播：内容',
      '- 时长：5 秒',
      '## 结尾引导',
      '- 口播：关注我',
      '- 时长：2 秒',
      '## 话题标签',
      '#租房 #避坑',
      '## 修改说明',
      '- 已强化开场钩子：第一帧直接给结果或冲突',
      '- Punchier hook: open on the result',
      '- Hashtags: trimmed to 3',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    expect(script.notes).toEqual([
      '已强化开场钩子：第一帧直接给结果或冲突',
      'Punchier hook: open on the result',
      'Hashtags: trimmed to 3',
    ])
    expect(script.hook.voice_over).toBe('开场')
    expect(script.hashtags).toEqual(['租房', '避坑'])
  })
})

/** Answers in the shapes models write them (docs/script-format.md, "What the parser tolerates"). */
describe('parseScriptMarkdown on the layouts models write', () => {
  it('reads a fenced answer and leaves out the prose around the fence', () => {
    const markdown = [
      '好的，下面是为你定制的抖音口播脚本：',
      '',
      '```markdown',
      '## 标题备选',
      '1. 押金要不回来？签合同前看这3点',
      '2. 房东最怕你知道的3件事',
      '',
      '## 开场钩子（前 3 秒）',
      '- 画面：手拿租房合同，皱眉看镜头',
      '- 口播：签合同前不看这三点，押金基本要不回来。',
      '- 字幕：押金要不回来？',
      '- 时长：3 秒',
      '',
      '## 分镜脚本',
      '### 镜头 1 · 违约条款',
      '- 画面：合同特写，红笔圈出违约条款',
      '- 口播：第一，看违约条款，提前退租扣多少，白纸黑字写清楚。',
      '- 字幕：① 违约条款',
      '- 时长：8 秒',
      '',
      '## 结尾引导',
      '- 画面：对镜头',
      '- 口播：你踩过哪个坑？评论区说说，关注我少走弯路。',
      '- 字幕：你踩过哪个坑？',
      '- 时长：4 秒',
      '',
      '## 话题标签',
      '#租房 #租房避坑 #押金',
      '',
      '## 封面文字',
      '押金要不回来？',
      '```',
      '',
      '希望对你有帮助！如需调整语气或时长，随时告诉我。',
    ].join('\n')
    const { script, warnings, missing, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(missing).toEqual([])
    // Was: the closing sentence became part of the cover text.
    expect(script.cover_text).toBe('押金要不回来？')
    expect(script.beats).toHaveLength(1)
    expect(warnings).toEqual(['ignored text outside the code fence'])
  })

  it('keeps what a fence left open by a cut-off answer holds', () => {
    const parsed = parseScriptMarkdown(
      '```\n## Hook (first 3 s)\n- Voice-over: Stop paying this fee.\n## Beats\n### Beat 1 · The fee\n- Voice-over: Most banks charge',
    )
    expect(parsed.script.hook.voice_over).toBe('Stop paying this fee.')
    expect(parsed.script.beats[0].voice_over).toBe('Most banks charge')
    expect(parsed.complete).toBe(false)
    expect(parsed.missing).toEqual(['titles', 'call_to_action', 'hashtags', 'cover_text'])
  })

  it('reads a bold 「开头（0-3s）」 line with its hook, then a table of beats, as hook and beats', () => {
    // Was thrown away as not a script: the table was read as the hook and the beats were empty.
    const markdown = [
      '**标题：** 押金要不回来？签合同前看这3点',
      '',
      '**开头（0-3s）**',
      '> 签合同前不看这三点，押金基本要不回来。',
      '',
      '| 时长 | 画面 | 口播 | 字幕 |',
      '|---|---|---|---|',
      '| 3-10s | 合同特写，红笔圈出违约条款 | 第一，看违约条款，提前退租扣多少，白纸黑字写清楚。 | ① 违约条款 |',
      '| 10-18s | 拍水电表读数 | 第二，入住当天拍下水电燃气读数，发给房东留证据。 | ② 水电读数 |',
      '| 18-26s | 墙面、家具划痕特写 | 第三，屋里的旧损全部拍照录像，退房时才说得清。 | ③ 拍照留证 |',
      '',
      '**结尾（26-30s）**',
      '你踩过哪个坑？评论区说说，关注我少走弯路。',
      '',
      '**话题：** #租房 #租房避坑 #押金',
      '**封面：** 押金要不回来？',
    ].join('\n')
    const { script, missing, complete, warnings } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(missing).toEqual([])
    expect(warnings).toEqual([])
    expect(script.titles).toEqual(['押金要不回来？签合同前看这3点'])
    expect(script.hook).toMatchObject({ voice_over: '签合同前不看这三点，押金基本要不回来。', seconds: 3 })
    expect(script.beats.map((beat) => beat.seconds)).toEqual([7, 8, 8])
    expect(script.beats[1]).toMatchObject({
      shot: '拍水电表读数',
      voice_over: '第二，入住当天拍下水电燃气读数，发给房东留证据。',
      on_screen_text: '② 水电读数',
    })
    expect(script.call_to_action).toMatchObject({
      voice_over: '你踩过哪个坑？评论区说说，关注我少走弯路。',
      seconds: 4,
    })
    expect(script.hashtags).toEqual(['租房', '租房避坑', '押金'])
    expect(script.cover_text).toBe('押金要不回来？')
  })

  it('reads the English table columns Shot / Voice-over / On-screen text / Seconds and inline timed sections', () => {
    const markdown = [
      '# Get your deposit back',
      '',
      '**Hook (0–3s):** Your deposit is gone if you skip these three lines.',
      '',
      '**Beats**',
      '',
      '| Shot | Voice-over | On-screen text | Seconds |',
      '|---|---|---|---|',
      '| Close-up of the lease, pen circling a clause | First, the early-exit clause: how much do they keep if you leave early? | 1. Early exit | 8 |',
      '| Phone photographing the meters | Second, photograph every meter on day one and send it to the landlord. | 2. Meter photos | 8 |',
      '',
      '**Call to action (4s):** Which one caught you out? Tell me below.',
      '',
      '**Hashtags:** #renting #tenantrights #deposit',
      '**Cover text:** Get your deposit back',
    ].join('\n')
    const { script, missing, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(missing).toEqual([])
    expect(script.titles).toEqual(['Get your deposit back'])
    expect(script.hook).toMatchObject({ voice_over: 'Your deposit is gone if you skip these three lines.', seconds: 3 })
    expect(script.beats).toEqual([
      {
        label: '',
        shot: 'Close-up of the lease, pen circling a clause',
        voice_over: 'First, the early-exit clause: how much do they keep if you leave early?',
        on_screen_text: '1. Early exit',
        seconds: 8,
      },
      {
        label: '',
        shot: 'Phone photographing the meters',
        voice_over: 'Second, photograph every meter on day one and send it to the landlord.',
        on_screen_text: '2. Meter photos',
        seconds: 8,
      },
    ])
    // Was: "Call to action (4s)" was too long a label to open its section.
    expect(script.call_to_action).toMatchObject({ voice_over: 'Which one caught you out? Tell me below.', seconds: 4 })
  })

  it('takes the rows a one-table script names 开头 and 结尾 as the hook and the call to action', () => {
    const markdown = [
      '## 分镜脚本',
      '| 镜头 | 段落 | 时长 | 画面 | 口播 | 字幕 |',
      '|---|---|---|---|---|---|',
      '| 1 | 开头 | 0-3s | 举起合同 | 签合同前不看这三点，押金基本要不回来。 | 押金要不回来？ |',
      '| 2 | 违约条款 | 3-11s | 合同特写 | 第一，看违约条款，提前退租扣多少写清楚。 | ① 违约条款 |',
      '| 3 | 水电读数 | 11-19s | 水电表 | 第二，入住当天拍下水电读数发给房东。 | ② 水电读数 |',
      '| 4 | 结尾 | 19-23s | 对镜头 | 你踩过哪个坑？评论区说说。 | 评论区见 |',
      '',
      '## 话题标签',
      '#租房 #押金',
    ].join('\n')
    const { script, missing, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(missing).toEqual(['titles', 'cover_text'])
    expect(script.hook).toMatchObject({ label: '开头', shot: '举起合同', seconds: 3 })
    expect(script.beats.map((beat) => [beat.label, beat.shot, beat.seconds])).toEqual([
      ['违约条款', '合同特写', 8],
      ['水电读数', '水电表', 8],
    ])
    expect(script.call_to_action).toMatchObject({ label: '结尾', voice_over: '你踩过哪个坑？评论区说说。', seconds: 4 })
  })

  it('reads "**Scene 1 – Hook (0:00–0:03)**" sub-headings of a beat list as the hook when there is no hook section', () => {
    const markdown = [
      '## Script',
      '**Scene 1 – Hook (0:00–0:03)**',
      '- Visual: Alarm at 5:30',
      '- VO: I tried waking at 5:30 for a month.',
      '**Scene 2 – Week one (0:03–0:15)**',
      '- Visual: Dark kitchen, coffee',
      '- VO: Week one was rough: two snoozes a day.',
      '**Scene 3 – Outro (0:15–0:19)**',
      '- VO: Would you try it? Tell me below.',
      '## Hashtags',
      '#morningroutine #5amclub',
    ].join('\n')
    const { script, missing } = parseScriptMarkdown(markdown)
    expect(script.hook).toMatchObject({ label: 'Hook', voice_over: 'I tried waking at 5:30 for a month.', seconds: 3 })
    expect(script.beats).toHaveLength(1)
    expect(script.beats[0]).toMatchObject({ label: 'Week one', seconds: 12 })
    expect(script.call_to_action).toMatchObject({ label: 'Outro', seconds: 4 })
    expect(missing).toEqual(['titles', 'cover_text'])
  })

  it('reports a missing hook or call to action as missing, not as a cut-off answer', () => {
    const noHook = [
      '## 标题备选',
      '1. 押金要不回来？',
      '## 分镜脚本',
      '### 镜头 1 · 违约条款',
      '- 口播：第一，看违约条款，提前退租扣多少，白纸黑字写清楚。',
      '- 时长：8 秒',
      '## 结尾引导',
      '- 口播：你踩过哪个坑？评论区说说。',
      '- 时长：4 秒',
      '## 话题标签',
      '#租房 #押金',
      '## 封面文字',
      '押金要不回来？',
    ]
    const withoutHook = parseScriptMarkdown(noHook.join('\n'))
    expect(withoutHook).toMatchObject({ complete: true, missing: ['hook'] })
    expect(withoutHook.warnings).toContain('missing section: hook')

    const withoutCta = parseScriptMarkdown(
      ['## 开场钩子', '- 口播：押金要不回来？', ...noHook.filter((line) => !/结尾引导|评论区|4 秒/.test(line))].join(
        '\n',
      ),
    )
    expect(withoutCta).toMatchObject({ complete: true, missing: ['call_to_action'] })

    // An empty hook section is as missing as none.
    const emptyHook = parseScriptMarkdown(['## 开场钩子（前 3 秒）', '- 画面：合同特写', ...noHook].join('\n'))
    expect(emptyHook.missing).toEqual(['hook'])

    // Cut off in the beats: nothing after them arrived.
    const cut = parseScriptMarkdown(noHook.slice(0, 6).join('\n'))
    expect(cut).toMatchObject({
      complete: false,
      missing: ['hook', 'call_to_action', 'hashtags', 'cover_text'],
    })
  })

  it('keeps a caption, titles and tags that hold a score or a clock time, and never reads them as seconds', () => {
    const markdown = [
      '## 标题备选',
      '1. 2:1逆转！曼联绝杀水晶宫',
      '2. 6:30起床的一天',
      '## 开场钩子（前 3 秒）',
      '- 口播：第90分钟，绝杀。',
      '- 时长：3 秒',
      '## 分镜脚本',
      '**6:30 闹钟响**',
      '- 口播：早上六点半，闹钟一响我就起了。',
      '**比分 112:108**',
      '- 口播：昨晚湖人112比108险胜。',
      '- 时长：6 秒',
      '## 结尾引导',
      '- 口播：你支持哪队？评论区见。',
      '- 时长：3 秒',
      '## 话题标签',
      '#曼联2:1水晶宫# #英超#',
      '## 封面文字',
      '2:1绝杀',
      '## 发布文案',
      '#曼联2:1水晶宫# 第90分钟绝杀，主场2:1逆转！',
      '另一场湖人112:108险胜勇士，早上6:30起床看完的。',
    ].join('\n')
    const { script, missing, warnings } = parseScriptMarkdown(markdown)
    expect(missing).toEqual([])
    expect(script.titles).toEqual(['2:1逆转！曼联绝杀水晶宫', '6:30起床的一天'])
    expect(script.hashtags).toEqual(['曼联2:1水晶宫', '英超'])
    expect(script.cover_text).toBe('2:1绝杀')
    // Was: "#曼联2:1水晶宫# …" opened a hashtags section ("#曼联2" as a label) and the caption was lost.
    expect(script.caption).toBe(
      '#曼联2:1水晶宫# 第90分钟绝杀，主场2:1逆转！\n另一场湖人112:108险胜勇士，早上6:30起床看完的。',
    )
    // Was 390 s: a heading's clock time is the time of day, not the beat's length.
    expect(script.beats.map((beat) => beat.label)).toEqual(['6:30 闹钟响', '比分 112:108'])
    expect(script.beats[0].seconds).toBeLessThan(6)
    expect(script.beats[1].seconds).toBe(6)
    expect(warnings).toContain('beat 1: seconds missing, estimated from the voice-over')
  })

  it('keeps a caption line whose label names a timed section as a line of the caption', () => {
    const markdown = [
      '## Hook (first 3 s)',
      '- Voice-over: This changed how I shop.',
      '- Duration: 3 s',
      '## Beats',
      '### Beat 1 · Setup',
      '- Voice-over: Last spring I stopped buying on impulse.',
      '- Duration: 8 s',
      '## Call to action',
      '- Voice-over: Save this for later.',
      '- Duration: 2 s',
      '## Caption',
      '📍 A story I wanted to share.',
      '💡 Turn 1: [write what happened in turn 1]',
      '📌 The ending: [write how it ended]',
      '🔚 结尾：记得收藏',
      '💬 Questions? Drop them below~',
      '## Revision notes',
      '- Shorter hook.',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    // Was: "📌 The ending: …" opened a second call to action and the caption lost its last three lines.
    expect(script.caption).toBe(
      [
        '📍 A story I wanted to share.',
        '💡 Turn 1: [write what happened in turn 1]',
        '📌 The ending: [write how it ended]',
        '🔚 结尾：记得收藏',
        '💬 Questions? Drop them below~',
      ].join('\n'),
    )
    expect(script.call_to_action.voice_over).toBe('Save this for later.')
    expect(script.notes).toEqual(['Shorter hook.'])
  })

  it('keeps an English caption written after the call to action as the caption', () => {
    const markdown = [
      '## Hook (first 3 s)',
      '- Voice-over: We won 2:1 in stoppage time.',
      '## Beats',
      '### Beat 1 · The goal',
      '- Voice-over: Ninety-third minute, a header from nowhere.',
      '- Duration: 5 s',
      '## Call to action',
      '- Voice-over: Were you there? Tell me below.',
      '- Duration: 3 s',
      '',
      'Caption: Up at 6:30 to watch a 2:1 comeback. Worth it.',
      '## Hashtags',
      '#football',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    // Was: "Caption" was read as the call to action's on-screen text.
    expect(script.caption).toBe('Up at 6:30 to watch a 2:1 comeback. Worth it.')
    expect(script.call_to_action.on_screen_text).toBe('')
  })

  it('reads emoji headings, a bold title line under its heading, 【镜头1】 beats and a 正文 of shots', () => {
    const markdown = [
      '### 🎬 标题',
      '**押金要不回来？签合同前看这3点**',
      '',
      '### 🎬 开头（0-3秒）',
      '**画面**：手拿合同皱眉',
      '**口播**：签合同前不看这三点，押金基本要不回来。',
      '**字幕**：押金要不回来？',
      '',
      '### 🎬 正文',
      '**【镜头1】违约条款（3-11秒）**',
      '**画面**：合同特写',
      '**口播**：第一，看违约条款，提前退租扣多少写清楚。',
      '',
      '**【镜头2】水电读数（11-19秒）**',
      '**画面**：水电表',
      '**口播**：第二，入住当天拍下水电读数发给房东。',
      '',
      '### 🎬 结尾（19-23秒）',
      '**口播**：你踩过哪个坑？评论区说说。',
      '',
      '### 🏷️ 话题标签',
      '#租房 #押金',
      '',
      '### 🖼️ 封面文字',
      '押金要不回来？',
    ].join('\n')
    const { script, missing, warnings } = parseScriptMarkdown(markdown)
    expect(missing).toEqual([])
    expect(warnings).toEqual([])
    // Was: the bold title opened an unknown section and the titles were missing.
    expect(script.titles).toEqual(['押金要不回来？签合同前看这3点'])
    expect(script.beats.map((beat) => [beat.label, beat.seconds])).toEqual([
      ['违约条款', 8],
      ['水电读数', 8],
    ])
    expect(script.call_to_action).toMatchObject({ label: '结尾', seconds: 4 })

    // A 正文 made of shots and voice-over, without beat headings, is the beats, not a post.
    const body = parseScriptMarkdown(
      [
        '## 开头',
        '- 口播：押金要不回来？',
        '## 正文',
        '- 画面：合同特写',
        '- 口播：先看违约条款。',
        '- 时长：8 秒',
        '## 结尾',
        '- 口播：关注我。',
      ].join('\n'),
    )
    expect(body.script.beats).toHaveLength(1)
    expect(body.script.caption).toBeNull()
    expect(body.missing).toEqual(['titles', 'hashtags', 'cover_text'])
  })

  it('reads "**[0:03-0:13] WEEK ONE**" headings as beats, and "[0:00-0:03] HOOK" and "[0:13-0:17] CTA" as their sections', () => {
    const markdown = [
      '**[0:00-0:03] HOOK**',
      'Visual: Alarm clock at 5:30 AM',
      "VO: I woke up at 5:30 for 30 days. Here's what happened.",
      '',
      '**[0:03-0:13] WEEK ONE**',
      'Visual: Dark kitchen',
      'VO: Week one was brutal. Two snoozes a day, coffee by 5:45.',
      '',
      '**[0:13-0:17] CTA**',
      'VO: Would you try it? Tell me below and follow for more.',
      '',
      '**Hashtags:** #5amclub #morningroutine',
      '**Caption:** Day 30 of 5:30 AM wake-ups.',
    ].join('\n')
    const { script, missing, complete } = parseScriptMarkdown(markdown)
    expect(complete).toBe(true)
    expect(missing).toEqual(['titles', 'cover_text'])
    expect(script.hook).toMatchObject({ label: 'HOOK', shot: 'Alarm clock at 5:30 AM', seconds: 3 })
    expect(script.beats).toEqual([
      {
        label: 'WEEK ONE',
        shot: 'Dark kitchen',
        voice_over: 'Week one was brutal. Two snoozes a day, coffee by 5:45.',
        on_screen_text: '',
        seconds: 10,
      },
    ])
    expect(script.call_to_action).toMatchObject({ label: 'CTA', seconds: 4 })
    expect(script.caption).toBe('Day 30 of 5:30 AM wake-ups.')
  })
  it('reads "**【镜头1 3-11秒】入住拍照**" as the beat 入住拍照 of 8 s, without its stretch or a stray bracket', () => {
    const markdown = [
      '**【开场钩子 0-3秒】**',
      '画面：主角拿着钥匙站在空房间门口',
      '口播：退房时押金被扣了五百？',
      '',
      '**【镜头1 3-11秒】入住拍照**',
      '画面：手机对着墙面逐一拍照',
      '口播：第一，入住当天把每个角落拍下来，发给房东留底。',
      '',
      '**【镜头2 (11-19s)】看清合同**',
      '口播：第二，合同里写清押金什么时候退。',
      '',
      '**【结尾 19-23秒】**',
      '口播：收藏起来，退房时照着做。',
    ].join('\n')
    const { script } = parseScriptMarkdown(markdown)
    expect(script.beats.map((beat) => [beat.label, beat.seconds])).toEqual([
      ['入住拍照', 8],
      ['看清合同', 8],
    ])
    expect(script.hook.seconds).toBe(3)
    expect(script.call_to_action.seconds).toBe(4)
  })
  it('renders a beat without a label as its number alone, and reads it back so', () => {
    expect(beatHeading('en', 1, '')).toBe('Beat 1')
    expect(beatHeading('zh', 2, '看清合同')).toBe('镜头 2 · 看清合同')
    const { script } = parseScriptMarkdown('## Beats\n### Beat 1\n- Voice-over: It is tiny.\n- Duration: 8 s\n')
    expect(script.beats).toEqual([{ label: '', shot: '', voice_over: 'It is tiny.', on_screen_text: '', seconds: 8 }])
  })
})
