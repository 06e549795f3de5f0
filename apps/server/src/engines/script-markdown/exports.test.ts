import { describe, expect, it } from 'vitest'
import type { Script, ScriptCheck } from '@hookline/contract'
import { stateLine, toMarkdownFile, toSrt, toTeleprompterText, withoutNotes } from './exports'

const beat = (voice_over: string, seconds: number, on_screen_text = '') => ({
  label: '',
  shot: '镜头',
  voice_over,
  on_screen_text,
  seconds,
})

const script: Script = {
  titles: ['t'],
  hook: beat('你真的做对了吗？', 3),
  beats: [beat('第一句很短。第二句也不长，但是加起来就超过了一行字幕能放下的长度。', 10), beat('', 5, '只有字幕')],
  call_to_action: beat('关注我。', 2),
  hashtags: [],
  cover_text: '',
  caption: null,
  notes: [],
}

describe('exports', () => {
  it('teleprompter text holds the voice-over only, one paragraph per section', () => {
    expect(toTeleprompterText(script, 'zh')).toBe(
      '你真的做对了吗？\n\n第一句很短。第二句也不长，但是加起来就超过了一行字幕能放下的长度。\n\n关注我。\n',
    )
  })

  it('SRT cues follow the sections’ seconds and split long lines', () => {
    const srt = toSrt(script)
    const cues = srt.trim().split('\n\n')
    expect(cues[0]).toBe('1\n00:00:00,000 --> 00:00:03,000\n你真的做对了吗？')
    // The 10 s beat is split in two; its cues together cover 3 s → 13 s.
    expect(cues[1]).toMatch(/^2\n00:00:03,000 --> 00:00:0\d,\d{3}\n第一句很短。/)
    expect(cues[2]).toMatch(/^3\n00:00:0\d,\d{3} --> 00:00:13,000\n/)
    // A beat without voice-over captions its on-screen text.
    expect(cues[3]).toBe('4\n00:00:13,000 --> 00:00:18,000\n只有字幕')
    expect(cues[4]).toBe('5\n00:00:18,000 --> 00:00:20,000\n关注我。')
  })

  it('formats hours and milliseconds', () => {
    const long = { ...script, hook: beat('开场', 3725.5), beats: [], call_to_action: beat('', 0) }
    expect(toSrt(long)).toBe('1\n00:00:00,000 --> 01:02:05,500\n开场\n')
  })

  it('never splits a cue inside 「」 or “” quotes', () => {
    const quoted = {
      ...script,
      hook: beat(
        '这一期我们要聊的是新番时光机「神作之月！十年前的奇迹！」，你看过几部？最后还有一句“不要！停下！”这句台词。',
        12,
      ),
      beats: [],
      call_to_action: beat('', 0),
    }
    const texts = toSrt(quoted)
      .trim()
      .split('\n\n')
      .map((cue) => cue.split('\n')[2])
    for (const text of texts) {
      expect(text.split('「').length).toBe(text.split('」').length)
      expect(text.split('“').length).toBe(text.split('”').length)
    }
    expect(texts.join('')).toBe(
      '这一期我们要聊的是新番时光机「神作之月！十年前的奇迹！」，你看过几部？最后还有一句“不要！停下！”这句台词。',
    )
  })

  describe('a version with blanks', () => {
    const outline: Script = {
      ...script,
      hook: beat('押金被扣光？', 3),
      beats: [
        beat('押金怎么扣、几天内退，都写进合同，【填入你所在城市的押金规则】。', 6),
        beat('【讲一次你自己被扣押金的经历，约 8 秒】', 8, '我的经历'),
        beat('[your own story, about 5 s] Then film the walkthrough.', 6),
      ],
      call_to_action: beat('关注我少踩坑。', 3),
    }

    it('never turns a blank into a subtitle; its time stays a gap so the other lines keep theirs', () => {
      const cues = toSrt(outline).trim().split('\n\n')
      const texts = cues.map((cue) => cue.split('\n')[2])
      expect(texts.join('\n')).not.toMatch(/[【】[\]]/)
      expect(texts).toEqual([
        '押金被扣光？',
        '押金怎么扣、几天内退，都写进合同',
        'Then film the walkthrough.',
        '关注我少踩坑。',
      ])
      // A beat made only of a blank has no cue: the next line starts where its own beat does.
      const times = cues.map((cue) => cue.split('\n')[1])
      expect(times[0]).toBe('00:00:00,000 --> 00:00:03,000')
      expect(times[1]).toMatch(/^00:00:03,000 --> 00:00:0[4-8],\d{3}$/)
      // Beat 3 runs 17 → 23 s; its blank comes first, so its line starts well after 17 s.
      expect(times[2]).toMatch(/^00:00:(1[89]|2[0-2]),\d{3} --> 00:00:23,000$/)
      expect(times[3]).toBe('00:00:23,000 --> 00:00:26,000')
    })

    it('the teleprompter shows each blank as a direction in parentheses on its own line, never as words to read', () => {
      expect(toTeleprompterText(outline, 'zh', '状态：提纲 · 还有 13 秒口播待你填写')).toBe(
        [
          '（状态：提纲 · 还有 13 秒口播待你填写）',
          '押金被扣光？',
          '押金怎么扣、几天内退，都写进合同，\n（待填写：填入你所在城市的押金规则）',
          '（待填写：讲一次你自己被扣押金的经历，约 8 秒）',
          '（待填写：your own story, about 5 s）\nThen film the walkthrough.',
          '关注我少踩坑。',
        ].join('\n\n') + '\n',
      )
      expect(toTeleprompterText(outline, 'en')).toContain(
        '(To fill in: your own story, about 5 s)\nThen film the walkthrough.',
      )
    })
  })

  it('words a version’s state as the script page does, in the script’s language', () => {
    const rules = (failing: string[]) =>
      ['structure', 'hook', 'pacing', 'coverage', 'hashtags'].map((id) => ({ id, ok: !failing.includes(id) }))
    const check = {
      state: 'outline',
      placeholder_seconds: 41.6,
      passed: 8,
      total: 9,
      rules: rules(['coverage']),
    } as ScriptCheck
    expect(stateLine({ status: 'complete', check }, 'zh')).toBe('状态：提纲 · 还有 42 秒口播待你填写')
    expect(stateLine({ status: 'complete', check }, 'en')).toBe('Status: Outline · 42 s of voice-over left to write')
    expect(stateLine({ status: 'complete', check: { ...check, state: 'ready', placeholders: 0 } }, 'zh')).toBe(
      '状态：可以拍',
    )
    // A blank too small to make an outline is still the creator's to write.
    const ready = (placeholders: number) => ({ ...check, state: 'ready', placeholders }) as ScriptCheck
    expect(stateLine({ status: 'complete', check: ready(1) }, 'en')).toBe(
      'Status: Ready · 1 blank left for you to fill in',
    )
    expect(stateLine({ status: 'complete', check: ready(2) }, 'zh')).toBe('状态：可以拍 · 还有 2 处空白待你填写')
    const needsWork = (failing: string[], blanks = 0) =>
      ({ ...check, state: 'needs_work', rules: rules(failing), placeholder_seconds: blanks }) as ScriptCheck
    expect(stateLine({ status: 'complete', check: needsWork(['hook', 'pacing', 'coverage']) }, 'en')).toBe(
      'Status: Needs work · 3 checks fail',
    )
    // Too little written voice-over is the outline's gap, not work, while blanks stand for it.
    expect(stateLine({ status: 'complete', check: needsWork(['coverage', 'hashtags'], 40) }, 'zh')).toBe(
      '状态：需要修改 · 1 项检查未通过',
    )
    expect(stateLine({ status: 'complete', check: needsWork(['coverage'], 0) }, 'en')).toBe(
      'Status: Needs work · 1 check fails',
    )
    expect(stateLine({ status: 'incomplete', check: null }, 'zh')).toBe('状态：未完成')
    expect(stateLine({ status: 'complete', check: null }, 'zh')).toBeNull()
  })

  it('a Markdown file starts with its title line, then its state', () => {
    expect(toMarkdownFile('## 标题备选\n1. t\n', '反向消费\n终版', '状态：可以拍')).toBe(
      '# 反向消费 终版\n\n状态：可以拍\n\n## 标题备选\n1. t\n',
    )
    expect(toMarkdownFile('## Title options\n', 'Lease', null)).toBe('# Lease\n\n## Title options\n')
  })

  it('leaves the revision notes out of a streamed Markdown, wherever they stand', () => {
    const last = '## 封面文字\n封面\n\n## 修改说明\n- 改短了开场\n'
    expect(withoutNotes(last)).toBe('## 封面文字\n封面\n')
    const middle = '## 封面文字\n封面\n\n## Revision notes\n- shorter\n\n## 发布文案\n正文\n'
    expect(withoutNotes(middle)).toBe('## 封面文字\n封面\n\n## 发布文案\n正文\n')
    expect(withoutNotes('## 封面文字\n封面\n')).toBe('## 封面文字\n封面\n')
  })
})
