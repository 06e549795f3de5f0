import { describe, expect, it } from 'vitest'
import type { Script } from '@hookline/contract'
import { draftPlaceholders, fieldId, isChanged, parseHashtags, placeholderRuns, writeField } from './edit-draft'

const beat = (voice_over: string) => ({
  label: 'x',
  shot: '【拍你的桌面】',
  voice_over,
  on_screen_text: '',
  seconds: 3,
})
const script: Script = {
  titles: ['标题一'],
  hook: beat('开场'),
  beats: [beat('我用了【写下你用了多久】，花了 [price]')],
  call_to_action: beat('关注我'),
  hashtags: ['省钱'],
  cover_text: '封面',
  caption: null,
  notes: [],
}

describe('hand-edit drafts', () => {
  it('cuts a text into runs around its placeholders, keeping offsets', () => {
    expect(placeholderRuns('a【b】c[d]')).toEqual([
      { text: 'a', placeholder: false, start: 0 },
      { text: '【b】', placeholder: true, start: 1 },
      { text: 'c', placeholder: false, start: 4 },
      { text: '[d]', placeholder: true, start: 5 },
    ])
    expect(placeholderRuns('')).toEqual([])
  })

  it('lists every placeholder with its field, so the editor can select it', () => {
    const found = draftPlaceholders(script).map(({ path, text, start }) => [fieldId(path), text, start])
    expect(found).toEqual([
      ['edit-hook-shot', '【拍你的桌面】', 0],
      ['edit-beat-0-voice_over', '【写下你用了多久】', 3],
      ['edit-beat-0-voice_over', '[price]', 16],
      ['edit-beat-0-shot', '【拍你的桌面】', 0],
      ['edit-call_to_action-shot', '【拍你的桌面】', 0],
    ])
  })

  it('reads tags with or without #, separated by spaces or commas', () => {
    expect(parseHashtags('#省钱 反向消费，#省钱  #Budget#')).toEqual(['省钱', '反向消费', 'Budget'])
  })

  it('treats stray spaces as no change and a word as one', () => {
    expect(isChanged(script, writeField(script, { kind: 'cover' }, ' 封面 '))).toBe(false)
    expect(
      isChanged(
        script,
        writeField(script, { kind: 'timed', at: { part: 'beat', index: 0 }, field: 'voice_over' }, '我自己的话'),
      ),
    ).toBe(true)
  })
})
