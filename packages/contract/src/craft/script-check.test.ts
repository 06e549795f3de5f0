import { describe, expect, it } from 'vitest'
import { checkFindingSchema, type Script, type ScriptBeat } from '../scripts'
import { findClaims } from './claims'
import {
  checkScript,
  describeCheck,
  describeFinding,
  type CheckBrief,
  type CheckFinding,
  type CheckRuleId,
} from './script-check'
import { speechSeconds, textLength } from './text-measure'

const beat = (voice_over: string, seconds: number, on_screen_text = '字幕'): ScriptBeat => ({
  label: '',
  shot: '近景',
  voice_over,
  on_screen_text,
  seconds,
})

/** A 30 s Douyin script that holds every rule: the base each test breaks one rule of. */
const good = (): Script => ({
  titles: ['租房前必须问清的三件事'],
  hook: beat('押金退不回来？先看这条。', 3),
  beats: [
    beat('第一件事，问清楚押金怎么退，退房前几天通知，写进合同里。', 8),
    beat('第二件事，看水电燃气是民用价还是商用价，差价一年好几百。', 8),
    beat('第三件事，问清楚维修谁负责，热水器坏了别自己掏钱。', 7),
  ],
  call_to_action: beat('点赞收藏，租房不踩坑。', 4),
  hashtags: ['租房', '租房避坑', '毕业租房'],
  cover_text: '租房先问这三件事',
  caption: null,
  notes: [],
})
const douyin: CheckBrief = { platform: 'douyin', language: 'zh', targetSeconds: 30, topic: '租房避坑' }

const failing = (script: Script, brief: CheckBrief = douyin): CheckRuleId[] =>
  checkScript(script, brief)
    .rules.filter((rule) => !rule.ok)
    .map((rule) => rule.id)

describe('speaking time', () => {
  it('counts Chinese at 4.5 characters and English at 2.5 words a second', () => {
    expect(speechSeconds('一二三四五六七八九')).toBe(2)
    expect(speechSeconds('one two three four five')).toBe(2)
    // Stage directions are not spoken; a placeholder's words stand in for what replaces it.
    expect(speechSeconds('你好（停顿）你好')).toBeCloseTo(0.9, 1)
    expect(speechSeconds('【写下你用了多久】')).toBeCloseTo(1.6, 1)
  })

  it('counts a placeholder that states its length as that many seconds', () => {
    expect(speechSeconds('第一个原因：【用两三句话说清你的理由，约 8 秒】')).toBeCloseTo(9.1, 1)
    expect(speechSeconds('【说说你的经历（约8秒）】')).toBe(8)
    expect(speechSeconds('Here is why: [your reason in two sentences (~6 s)]')).toBe(7.2)
    expect(speechSeconds('[your reason, about 5 seconds]')).toBe(5)
    // A number that is not a length is only words.
    expect(speechSeconds('[your top 3 reasons]')).toBeCloseTo(1.6, 1)
  })

  it('counts platform lengths in their own unit', () => {
    expect(textLength('Budget phones', 'chinese-character')).toBe(6.5)
    expect(textLength('Budget phones', 'character')).toBe(13)
  })
})

describe('checkScript', () => {
  it('passes a script that holds every rule', () => {
    const check = checkScript(good(), douyin)
    expect(check.findings).toEqual([])
    expect(check).toMatchObject({
      state: 'ready',
      passed: 9,
      total: 9,
      total_seconds: 30,
      target_seconds: 30,
      placeholders: 0,
      language: 'zh',
    })
  })

  it('reports a missing section and an empty beat', () => {
    const script = { ...good(), hashtags: [], beats: [...good().beats, beat('', 0, '')] }
    const check = checkScript(script, douyin)
    expect(check.findings).toContainEqual({ rule: 'structure', code: 'missing_section', section: 'hashtags' })
    expect(check.findings).toContainEqual({ rule: 'structure', code: 'empty_section', section: 'beat', index: 3 })
    expect(failing({ ...good(), caption: null }, { ...douyin, platform: 'weibo' })).toContain('structure')
  })

  it('fails a hook longer than 3 s and one whose words take longer to say', () => {
    expect(
      failing({
        ...good(),
        hook: beat('押金退不回来？', 8),
        beats: good().beats.map((b) => ({ ...b, seconds: b.seconds - 5 / 3 })),
      }),
    ).toEqual(['hook'])
    const wordy = { ...good(), hook: beat('如果你也在找房子而且担心押金退不回来的话这条视频一定要看完', 3) }
    const check = checkScript(wordy, douyin)
    expect(check.findings).toContainEqual({
      rule: 'hook',
      code: 'speech_over',
      section: 'hook',
      index: undefined,
      needed: 7,
      actual: 3,
    })
    expect(describeFinding(check.findings[0])).toBe(
      'The hook is given 3 s but its voice-over takes 7 s to say: cut its words to fit 3 s.',
    )
  })

  it('fails a beat whose voice-over does not fit its seconds, naming the beat', () => {
    const beats = [...good().beats]
    beats[1] = beat(
      '第二件事，看水电燃气是民用价还是商用价，差价一年好几百，这个一定要在签合同之前就问清楚，不然后悔都来不及。',
      8,
    )
    const check = checkScript({ ...good(), beats }, douyin)
    expect(failing({ ...good(), beats })).toEqual(['pacing'])
    expect(check.findings[0]).toMatchObject({ section: 'beat', index: 1, needed: 11, actual: 8 })
    expect(describeFinding(check.findings[0])).toBe(
      'Beat 2 is given 8 s but its voice-over takes 11 s to say: cut its words to fit 8 s, or give it 11 s if the total has room.',
    )
  })

  it('fails a total outside ±10 % of the target, and passes one inside it', () => {
    expect(failing(good(), { ...douyin, targetSeconds: 40 })).toEqual(['length'])
    expect(checkScript(good(), { ...douyin, targetSeconds: 40 }).findings).toEqual([
      { rule: 'length', code: 'total_off', section: 'script', actual: 30, needed: 40 },
    ])
    expect(failing({ ...good(), call_to_action: beat('点赞收藏，租房不踩坑。', 7) })).toEqual([])
  })

  it('fails a video whose voice-over covers less than most of it', () => {
    const beats = good().beats.map((b) => ({ ...b, voice_over: '对。' }))
    expect(failing({ ...good(), beats })).toEqual(['coverage'])
  })

  it('measures titles, cover and caption in the platform unit', () => {
    expect(failing({ ...good(), cover_text: '租房之前一定要先问清楚的三件事' })).toEqual(['packaging'])
    // Douyin counts two Latin letters as one: 24 letters fit a 12-character cover.
    expect(failing({ ...good(), cover_text: '3 rental traps' }, { ...douyin, language: 'en' })).not.toContain(
      'packaging',
    )
    expect(failing({ ...good(), cover_text: '3 rental traps' }, { ...douyin, platform: 'tiktok' })).not.toContain(
      'packaging',
    )
  })

  it('fails hashtags out of range, with spaces or punctuation, or naming the format', () => {
    expect(failing({ ...good(), hashtags: ['租房'] })).toEqual(['hashtags'])
    expect(failing({ ...good(), hashtags: ['租房', '租房 避坑', '毕业租房'] })).toEqual(['hashtags'])
    expect(failing({ ...good(), hashtags: ['租房', '租房避坑', '口播'] })).toEqual(['hashtags'])
    expect(failing({ ...good(), hashtags: ['租房', '租房避坑', 'TalkingHead'] })).toEqual(['hashtags'])
    // Weibo's #话题# may hold a space.
    expect(
      failing({ ...good(), hashtags: ['租房 避坑'], caption: '正文' }, { ...douyin, platform: 'weibo' }),
    ).not.toContain('hashtags')
  })

  it('flags absolute claims and leaves ordinals alone', () => {
    expect(failing({ ...good(), titles: ['史上最全的租房攻略'] })).toEqual(['claims'])
    expect(failing({ ...good(), cover_text: '全网第一' })).toEqual(['claims'])
    expect(findClaims('第一步先看合同，第一次租房别慌')).toEqual([])
    // A result reported in the news is a fact, not an advertising claim.
    expect(findClaims('他在比赛里拿了第一名')).toEqual([])
    expect(findClaims('The best phone ever? Guaranteed.')).toEqual(['Guaranteed'])
    expect(findClaims('the best-ever budget phone, #1 in sales')).toEqual(['the best-ever', '#1'])
    expect(findClaims('#1: pick a budget')).toEqual([])
  })

  it('fails another language inside the script, but not the topic as written', () => {
    const english: CheckBrief = { platform: 'bilibili', language: 'en', targetSeconds: 30, topic: '租房避坑' }
    const script: Script = {
      ...good(),
      titles: ['租房避坑: three questions to ask'],
      hook: beat('Deposit gone? Watch this.', 3, 'Watch this'),
      beats: [
        beat('First, ask how the deposit comes back and put the date in the lease today.', 10, 'Deposit'),
        beat('Second, check whether utilities are billed at home or business rates.', 10, 'Rates'),
      ],
      call_to_action: beat('Give it a like, a coin and a favourite (三连).', 7, 'Like'),
      hashtags: ['renting', 'firstapartment', 'movingout'],
      cover_text: 'Ask these 3 things',
    }
    const check = checkScript(script, english)
    expect(check.findings.filter((f) => f.rule === 'language')).toEqual([
      { rule: 'language', code: 'wrong_language', section: 'call_to_action', index: undefined, text: '三连' },
    ])
    expect(failing({ ...good(), call_to_action: beat('Like and follow for more tips today', 4) })).toContain('language')
    // A topic of several sentences, cut on the cover, is still the creator's words.
    const title = { ...english, topic: '神作之月！十年前的奇迹！新番时光机「2012年10月篇」' }
    const anime = {
      ...script,
      titles: ['Ten years on: the anime time machine'],
      call_to_action: beat('See you next time.', 7, 'Bye'),
    }
    expect(
      checkScript({ ...anime, cover_text: '神作之月！十年前的奇迹！新番时光机…' }, title).findings.filter(
        (f) => f.rule === 'language',
      ),
    ).toEqual([])
    expect(
      checkScript({ ...anime, cover_text: '神作之月，一键三连' }, title)
        .findings.filter((f) => f.rule === 'language')
        .map((f) => f.text),
    ).toEqual(['一键三连'])
    expect(
      failing({
        ...good(),
        beats: [beat('插入 B-roll 画面，看看 iPhone 的续航表现到底怎么样。', 8), ...good().beats.slice(1)],
        call_to_action: beat('点赞收藏，租房不踩坑。', 12),
      }),
    ).not.toContain('language')
  })

  it('counts placeholders, never as written voice-over', () => {
    const beats = [beat('我住了【写下你住了多久】，押金退了【填上金额】。', 8), ...good().beats.slice(1)]
    const check = checkScript({ ...good(), beats }, douyin)
    expect(check.placeholders).toBe(2)
    expect(check.placeholder_seconds).toBe(2.5)
    expect(check.speech_seconds).toBeCloseTo(check.voice_over_seconds + check.placeholder_seconds, 5)
    // The written lines alone fall short of 18 s; the blanks would fill it: an outline.
    expect(check.findings).toEqual([
      { rule: 'coverage', code: 'thin_voice_over', section: 'script', actual: 16, needed: 18, limit: 30 },
    ])
    expect(check.state).toBe('outline')
  })
})

describe('the version state', () => {
  const withBeat = (index: number, b: ScriptBeat): Script => {
    const beats = [...good().beats]
    beats[index] = b
    return { ...good(), beats }
  }
  const stateOf = (script: Script, brief = douyin) => checkScript(script, brief).state

  it('is ready when every rule holds and blanks are under 15 % of the speech', () => {
    expect(stateOf(good())).toBe('ready')
    const check = checkScript(
      withBeat(0, beat('第一件事，问清楚押金怎么退，我那次退了【填上金额】，写进合同里。', 8)),
      douyin,
    )
    expect(check.placeholder_seconds).toBe(0.9)
    expect(check.state).toBe('ready')
  })

  it('is an outline when every rule holds but blanks are 15 % of the speech or more', () => {
    const script = withBeat(
      2,
      beat('第三件事，问清楚维修谁负责，热水器坏了别自己掏钱，【说说你遇到的维修纠纷，约 4 秒】', 9),
    )
    const check = checkScript(script, douyin)
    expect(check.findings).toEqual([])
    expect(check.placeholder_seconds / check.speech_seconds).toBeGreaterThanOrEqual(0.15)
    expect(check.state).toBe('outline')
  })

  it('is an outline when the only gap is written voice-over that the blanks would fill', () => {
    const check = checkScript(withBeat(2, beat('【说说你遇到的维修纠纷，约 6 秒】', 7)), douyin)
    expect(check.findings.map((f) => f.code)).toEqual(['thin_voice_over'])
    expect(check.state).toBe('outline')
    // Every beat a blank: the blanks still cover the time, so it is an outline with 0 s written.
    const blanks = {
      ...good(),
      beats: good().beats.map((b) => ({ ...b, voice_over: `【说说你的经历，约 ${b.seconds} 秒】` })),
    }
    expect(checkScript(blanks, douyin)).toMatchObject({ state: 'outline', passed: 8 })
  })

  it('needs work when the voice-over is thin and no blanks would fill it', () => {
    const beats = good().beats.map((b) => ({ ...b, voice_over: '对。' }))
    expect(stateOf({ ...good(), beats })).toBe('needs_work')
    const fewBlanks = good().beats.map((b) => ({ ...b, voice_over: '对，【填上金额】。' }))
    expect(stateOf({ ...good(), beats: fewBlanks })).toBe('needs_work')
  })

  it('needs work when any other rule fails, blanks or not', () => {
    const outline = withBeat(2, beat('【说说你遇到的维修纠纷，约 6 秒】', 7))
    expect(stateOf({ ...outline, hook: beat('一步步来。', 3) })).toBe('needs_work')
    expect(stateOf({ ...outline, cover_text: '' })).toBe('needs_work')
    expect(stateOf({ ...good(), titles: ['史上最全的租房攻略'] })).toBe('needs_work')
  })

  it('paces a beat by what it takes once its blanks are filled', () => {
    const check = checkScript(withBeat(2, beat('【说说你遇到的维修纠纷，约 10 秒】', 7)), douyin)
    expect(check.findings).toContainEqual({
      rule: 'pacing',
      code: 'speech_over',
      section: 'beat',
      index: 2,
      needed: 10,
      actual: 7,
    })
    expect(check.state).toBe('needs_work')
  })
})

describe('hooks, cuts and tags', () => {
  const findings = (script: Script, brief: CheckBrief = douyin) =>
    checkScript(script, brief).findings.map((f) => ({ rule: f.rule, code: f.code, section: f.section, index: f.index }))

  it('fails a hook that only says the topic, or would fit any topic', () => {
    const news: CheckBrief = { ...douyin, topic: '12月新规' }
    expect(findings({ ...good(), hook: beat('12月新规来了。', 3) }, news)).toContainEqual({
      rule: 'hook',
      code: 'hook_restates_topic',
      section: 'hook',
      index: undefined,
    })
    expect(findings({ ...good(), hook: beat('一步步来。', 3) })).toEqual([
      { rule: 'hook', code: 'stock_hook', section: 'hook', index: undefined },
    ])
    expect(failing({ ...good(), hook: beat('押金退不回来？先看这条。', 3) })).toEqual([])
  })

  it('fails a title or cover cut short, and passes one cut at a whole phrase', () => {
    const eggs: CheckBrief = {
      platform: 'tiktok',
      language: 'en',
      targetSeconds: 30,
      topic: 'Why are eggs so expensive?',
    }
    const script = {
      ...good(),
      titles: ['Why are eggs so…', 'Eggs cost more: 3 reasons'],
      cover_text: 'Why are eggs so…',
    }
    expect(findings(script, eggs).filter((f) => f.code === 'cut_short')).toEqual([
      { rule: 'packaging', code: 'cut_short', section: 'titles', index: 0 },
      { rule: 'packaging', code: 'cut_short', section: 'cover_text', index: undefined },
    ])
    const routine: CheckBrief = { ...eggs, platform: 'youtube_shorts', topic: 'My 5:30 AM morning routine' }
    expect(findings({ ...good(), cover_text: 'My 5' }, routine)).toContainEqual({
      rule: 'packaging',
      code: 'cut_short',
      section: 'cover_text',
      index: undefined,
    })
    expect(
      findings({ ...good(), cover_text: 'My 5:30 AM morning' }, routine).filter((f) => f.code === 'cut_short'),
    ).toEqual([])
  })

  it('fails a hashtag cut mid-phrase or about nothing the script says', () => {
    const script = { ...good(), hashtags: ['租房', '体育', '美食'] }
    expect(findings(script)).toEqual([
      { rule: 'hashtags', code: 'hashtag_unrelated', section: 'hashtags', index: 1 },
      { rule: 'hashtags', code: 'hashtag_unrelated', section: 'hashtags', index: 2 },
    ])
    // One broad tag beside two the script says is how creators tag; it passes.
    expect(findings({ ...good(), hashtags: ['租房', '租房避坑', '生活'] })).toEqual([])
    // So do two broad ones beside two it says; three beside two are what the video is tagged with.
    expect(findings({ ...good(), hashtags: ['租房', '租房避坑', '生活', '毕业季'] })).toEqual([])
    expect(
      findings({ ...good(), hashtags: ['租房', '租房避坑', '生活', '毕业季', '热门'] }).map((f) => f.index),
    ).toEqual([2, 3, 4])
    const routine: CheckBrief = {
      platform: 'tiktok',
      language: 'en',
      targetSeconds: 30,
      topic: 'My morning routine as a nurse',
    }
    const english = {
      ...good(),
      hashtags: ['MorningRoutineAs', 'NurseLife', 'didyouknow'],
      titles: ['My morning routine as a nurse'],
    }
    expect(findings(english, routine).filter((f) => f.rule === 'hashtags')).toEqual([
      { rule: 'hashtags', code: 'cut_short', section: 'hashtags', index: 0 },
      { rule: 'hashtags', code: 'hashtag_unrelated', section: 'hashtags', index: 2 },
    ])
  })

  it('lets #Shorts pass on YouTube Shorts only, where YouTube asks for it', () => {
    const shorts: CheckBrief = { platform: 'youtube_shorts', language: 'zh', targetSeconds: 30, topic: '租房避坑' }
    expect(failing({ ...good(), hashtags: ['租房', 'Shorts'] }, shorts)).toEqual([])
    expect(failing({ ...good(), hashtags: ['租房', 'Shorts'] })).toEqual(['hashtags'])
  })

  it('reports a post platform without its caption as a missing section', () => {
    for (const platform of ['weibo', 'xiaohongshu'] as const) {
      expect(checkScript({ ...good(), caption: null }, { ...douyin, platform }).findings).toContainEqual({
        rule: 'structure',
        code: 'missing_section',
        section: 'caption',
      })
      expect(checkScript({ ...good(), caption: '  ' }, { ...douyin, platform }).state).toBe('needs_work')
    }
  })
})

describe('describeCheck', () => {
  /** Twelve characters, about 2.7 s to say. */
  const line = '第一件事问清楚押金怎么退'

  it('leads with the real totals of an answer twice as long as its target', () => {
    const long: Script = {
      ...good(),
      beats: [1, 2, 3, 4].map(() => beat(line.repeat(5), 13)),
      call_to_action: beat('点赞收藏，租房不踩坑。', 5),
    }
    const check = checkScript(long, douyin)
    expect(check.total_seconds).toBe(60)
    const lines = describeCheck(check)
    expect(lines[0]).toBe(
      'Your sections add up to 60 s and their voice-over takes 57 s to say; the target is 30 s (±10 %): cut about 27 s of voice-over and give each section the seconds its words take.',
    )
    // The totals stand in for total_off; what else fails follows.
    expect(lines.slice(1)).toEqual(check.findings.filter((f) => f.code !== 'total_off').map((f) => describeFinding(f)))
  })

  it('drops a thin voice-over that only the wrong total made thin', () => {
    const padded = {
      ...good(),
      hook: beat('押金退不回来？先看这条。', 8),
      beats: good().beats.map((b) => ({ ...b, seconds: b.seconds + 5 })),
    }
    const check = checkScript(padded, douyin)
    expect(check.findings.map((f) => f.code)).toContain('thin_voice_over')
    expect(describeCheck(check)).toEqual([
      'Your sections add up to 50 s and their voice-over takes 20 s to say; the target is 30 s (±10 %): make the sections add up to about 30 s, with voice-over for at least 18 s of it.',
      'The hook runs 8 s; it must be at most 3 s.',
    ])
  })

  it("asks for one voice-over minimum, the target's, when the total is off and the words are thin", () => {
    // 40 s of sections for a 45 s target, with about 11 s of voice-over: the totals line asks for
    // the target's minimum; a second line with the sections' own (smaller) minimum would contradict it.
    const thin = { ...good(), beats: good().beats.map((b) => ({ ...b, seconds: 11 })) }
    const check = checkScript(thin, { ...douyin, targetSeconds: 45 })
    expect(check.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['total_off', 'thin_voice_over']))
    const lines = describeCheck(check)
    expect(lines[0]).toMatch(/^Your sections add up to 40 s .*with voice-over for at least 27 s of it\.$/)
    expect(lines.filter((l) => /voice-over/.test(l))).toHaveLength(1)
  })

  it('cuts a hook that runs over its limit to the limit, not to the seconds it was given', () => {
    const long = {
      ...good(),
      hook: beat(
        '押金退不回来？先看这条，今天把租房前必须问清楚的三件事一次讲明白，押金、水电、维修，每一件都关系到你的钱。',
        9,
      ),
    }
    const lines = describeCheck(checkScript(long, douyin))
    expect(lines).toContain('The hook runs 9 s; it must be at most 3 s.')
    expect(lines.find((l) => l.startsWith("The hook's voice-over"))).toMatch(/cut it to what can be said in 3 s\.$/)
    expect(lines.join('\n')).not.toMatch(/fit 9 s/)
  })

  it('says so when the seconds, not the words, are too many', () => {
    const padded = { ...good(), beats: good().beats.map((b) => ({ ...b, seconds: b.seconds * 2 })) }
    padded.call_to_action = { ...padded.call_to_action, seconds: 7 }
    expect(describeCheck(checkScript(padded, douyin))[0]).toBe(
      'Your sections add up to 56 s and their voice-over takes 20 s to say; the target is 30 s (±10 %): make the sections add up to about 30 s, with voice-over for at least 18 s of it.',
    )
  })

  it('names a pacing fault with the written and blank time it counts', () => {
    const beats = [...good().beats]
    beats[1] = beat('第二件事，看水电燃气是民用价还是商用价，【说说你家一年差了多少钱，约 8 秒】', 8)
    beats[2] = { ...beats[2], seconds: 7 }
    const lines = describeCheck(checkScript({ ...good(), beats }, douyin))
    expect(lines[0]).toBe(
      'Your voice-over takes 26 s to say (18 s written, 8 s in placeholders) and your sections add up to 30 s; the target is 30 s (±10 %). The sections below get fewer seconds than their words take: move seconds to them from sections that have more than they need, or cut their words.',
    )
    expect(lines[1]).toBe(
      'Beat 2 is given 8 s but its voice-over takes 12 s to say: cut its words to fit 8 s, or give it 12 s if the total has room.',
    )
  })

  it('says nothing of totals when length and pacing hold', () => {
    expect(describeCheck(checkScript(good(), douyin))).toEqual([])
    expect(describeCheck(checkScript({ ...good(), hook: beat('一步步来。', 3) }, douyin))).toEqual([
      'The hook ("一步步来。") would fit any topic: make it about this one.',
    ])
  })

  it('states both figures of a section truthfully in either direction', () => {
    const over: CheckFinding = { rule: 'pacing', code: 'speech_over', section: 'beat', index: 0, needed: 10, actual: 6 }
    expect(describeFinding(over)).toBe(
      'Beat 1 is given 6 s but its voice-over takes 10 s to say: cut its words to fit 6 s, or give it 10 s if the total has room.',
    )
    const padded: CheckFinding = { ...over, needed: 6, actual: 13 }
    expect(describeFinding(padded)).toBe(
      'Beat 1 is given 13 s but its voice-over takes only 6 s to say: give it the seconds its words take, or write more for it.',
    )
  })
})

describe("the creator's never-words", () => {
  it('flags a version that says one, where it says it, and measures as before without them', () => {
    const script = good()
    script.beats[1] = beat('第二件事，看水电燃气是民用价还是商用价，家人们差价一年好几百。', 8)
    script.call_to_action = beat('Just follow for more.', 4)
    const without = checkScript(script, douyin)
    expect(without.findings.filter((f) => f.code === 'never_word')).toEqual([])
    const withWords = checkScript(script, { ...douyin, neverWords: ['家人们', 'just', '绝绝子'] })
    expect(withWords.findings.filter((f) => f.code === 'never_word')).toEqual([
      { rule: 'language', code: 'never_word', section: 'beat', index: 1, text: '家人们' },
      { rule: 'language', code: 'never_word', section: 'call_to_action', text: 'just' },
    ])
    expect(withWords.revision).toBe(without.revision)
    expect(withWords.state).toBe('needs_work')
    expect(describeFinding(withWords.findings.find((f) => f.code === 'never_word')!)).toContain('家人们')
  })

  it('matches a Latin word whole, never inside another word', () => {
    const script = good()
    script.call_to_action = beat('Justice for renters, follow along.', 4)
    const check = checkScript(script, { ...douyin, neverWords: ['just'] })
    expect(check.findings.filter((f) => f.code === 'never_word')).toEqual([])
  })
})

describe('describeFinding on a length over the limit', () => {
  const coverFinding = (cover_text: string, brief: CheckBrief) => {
    const finding = checkScript({ ...good(), cover_text }, brief).findings.find(
      (f) => f.code === 'too_long' && f.section === 'cover_text',
    )
    expect(finding).toBeDefined()
    return finding!
  }

  it('names the unit the platform counts in: characters on TikTok', () => {
    const finding = coverFinding('Three things to ask first!', { ...douyin, platform: 'tiktok' })
    expect(finding.unit).toBe('character')
    expect(describeFinding(finding)).toBe('The cover text is 26 characters long; the limit is 20.')
  })

  it('names the unit the platform counts in: Chinese characters on Douyin, Latin letters at half', () => {
    const finding = coverFinding('租房之前一定要先问清楚的三件事AB', douyin)
    expect(finding.unit).toBe('chinese-character')
    expect(describeFinding(finding)).toBe(
      'The cover text is 16 Chinese characters (two Latin letters, digits or spaces count as one) long; the limit is 12.',
    )
  })

  it('still reads a stored finding from before findings named their unit', () => {
    const stored = { rule: 'packaging', code: 'too_long', section: 'cover_text', actual: 26, limit: 20 }
    expect(describeFinding(checkFindingSchema.parse(stored))).toBe('The cover text is 26 long; the limit is 20.')
  })
})
