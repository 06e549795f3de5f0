import { describe, expect, it } from 'vitest'
import { splitTaggedText } from './tagged-text'

describe('splitTaggedText', () => {
  it('splits text around flat tags', () => {
    expect(
      splitTaggedText('By continuing, you agree to our <terms>Terms</terms> and <privacy>Privacy</privacy>.'),
    ).toEqual(['By continuing, you agree to our ', ['terms', 'Terms'], ' and ', ['privacy', 'Privacy'], '.'])
  })

  it('keeps a tag at either end without empty strings', () => {
    expect(splitTaggedText('<a>x</a> y <b>z</b>')).toEqual([['a', 'x'], ' y ', ['b', 'z']])
  })

  it('leaves text without tags and unmatched tags as they are', () => {
    expect(splitTaggedText('没有收到？')).toEqual(['没有收到？'])
    expect(splitTaggedText('a <b>c</d>')).toEqual(['a <b>c</d>'])
  })
})
