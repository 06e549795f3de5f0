import { describe, expect, it } from 'vitest'
import type { Script, ScriptBeat } from '@hookline/contract'
import { alignByContent, diffScripts, similarity, wordDiff } from './version-diff'

const beat = (label: string, voice_over: string, seconds = 6): ScriptBeat => ({
  label,
  shot: `${label}的画面`,
  voice_over,
  on_screen_text: label,
  seconds,
})

const script = (beats: ScriptBeat[], overrides: Partial<Script> = {}): Script => ({
  titles: ['第一次租房，这四件事别忘了'],
  hook: beat('钩子', '押金被扣光，坑都埋在签约那天。', 3),
  beats,
  call_to_action: beat('结尾', '关注我，下期讲怎么退押金。', 4),
  hashtags: ['#租房', '#避坑'],
  cover_text: '租房四件事',
  caption: null,
  notes: [],
  ...overrides,
})

const BEATS = [
  beat('看房', '先看采光和水压，晚上再去一次。'),
  beat('合同', '合同里写清楚维修由谁负责。'),
  beat('押金', '押金条要房东签字，拍照留底。'),
  beat('交接', '入住当天把家电和墙面都拍下来。'),
]

describe('version diff', () => {
  it('shows a removed beat as the only change: the later beats stay matched with themselves', () => {
    const rows = diffScripts(script(BEATS), script(BEATS.filter((_, i) => i !== 1)), 'zh')
    const beats = rows.filter((row) => row.section === 'beats')
    expect(beats.map((row) => [row.left, row.right, row.status])).toEqual([
      [0, 0, 'same'],
      [1, null, 'removed'],
      [2, 1, 'same'],
      [3, 2, 'same'],
    ])
    expect(rows.filter((row) => row.status !== 'same')).toHaveLength(1)
  })

  it('pairs an edited beat with its old self and marks only the words that changed', () => {
    const edited = BEATS.map((b, i) => (i === 2 ? { ...b, voice_over: '押金条要房东签字，并且拍照留底。' } : b))
    const rows = diffScripts(script(BEATS), script(edited), 'zh').filter((row) => row.section === 'beats')
    expect(rows.map((row) => row.status)).toEqual(['same', 'same', 'changed', 'same'])
    const voiceOver = rows[2].fields.find((field) => field.field === 'voice_over')!
    expect(voiceOver.changed).toBe(true)
    expect(
      voiceOver
        .right!.filter((part) => part.changed)
        .map((part) => part.text)
        .join(''),
    ).toContain('并且')
    // The words kept are not marked: most of the line is unchanged.
    const unchanged = voiceOver
      .right!.filter((part) => !part.changed)
      .map((part) => part.text)
      .join('')
    expect(unchanged).toContain('押金条')
    expect(rows[2].fields.find((field) => field.field === 'shot')!.changed).toBe(false)
  })

  it('adds an inserted beat without lighting up the ones after it, and a rewritten beat is removed + added', () => {
    const inserted = [BEATS[0], beat('水电', '水电燃气的底数当场抄下来。'), ...BEATS.slice(1)]
    const rows = diffScripts(script(BEATS), script(inserted), 'zh').filter((row) => row.section === 'beats')
    expect(rows.map((row) => row.status)).toEqual(['same', 'added', 'same', 'same', 'same'])

    const rewritten = BEATS.map((b, i) => (i === 3 ? beat('退租', 'Completely different English words here.') : b))
    const swapped = diffScripts(script(BEATS), script(rewritten), 'zh').filter((row) => row.section === 'beats')
    expect(swapped.map((row) => row.status)).toEqual(['same', 'same', 'same', 'removed', 'added'])
  })

  it('diffs English by words and the hook, titles and hashtags as their own rows', () => {
    const { left, right } = wordDiff('Check the water pressure first.', 'Check the light first.', 'en')
    expect(left.filter((part) => part.changed).map((part) => part.text.trim())).toEqual(['water pressure'])
    expect(right.filter((part) => part.changed).map((part) => part.text.trim())).toEqual(['light'])

    const rows = diffScripts(script(BEATS), script(BEATS, { hashtags: ['#租房', '#合同'] }), 'zh')
    expect(rows.find((row) => row.section === 'hashtags')!.status).toBe('changed')
    expect(rows.find((row) => row.section === 'hook')!.status).toBe('same')
    expect(rows.find((row) => row.section === 'titles')!.status).toBe('same')
  })

  it('aligns by content and scores likeness from 0 to 1', () => {
    expect(similarity('abc', 'abc')).toBe(1)
    expect(similarity('abc', 'xyz')).toBe(0)
    const id = (value: string) => value
    expect(alignByContent(['a', 'b', 'c'], ['b', 'c'], id, id)).toEqual([
      [0, null],
      [1, 0],
      [2, 1],
    ])
  })
})
