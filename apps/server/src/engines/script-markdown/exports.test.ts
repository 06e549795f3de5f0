import { describe, expect, it } from 'vitest'
import type { Script } from '@hookline/contract'
import { toSrt, toTeleprompterText } from './exports'

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
    expect(toTeleprompterText(script)).toBe(
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
})
