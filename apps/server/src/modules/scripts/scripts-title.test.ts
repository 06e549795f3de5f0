import { describe, expect, it } from 'vitest'
import { autoTitle, displayTitle } from './scripts.dto'

describe('script titles', () => {
  it('titles a new script by its topic, without a platform name in the language of the day', () => {
    expect(autoTitle({ topic: '反向消费', platform: 'douyin', language: 'zh' } as never)).toBe('反向消费')
    expect(autoTitle({ topic: 'Budget phones', platform: 'bilibili', language: 'en' } as never)).toBe('Budget phones')
  })

  it('leaves out the platform prefix older titles were made with, in either language', () => {
    expect(displayTitle('抖音｜年轻人为什么开始反向消费', 'douyin')).toBe('年轻人为什么开始反向消费')
    expect(displayTitle('Douyin · Budget phones', 'douyin')).toBe('Budget phones')
    expect(displayTitle('哔哩哔哩｜反向消费', 'bilibili')).toBe('反向消费')
    expect(displayTitle('YouTube Shorts · Budget phones', 'youtube_shorts')).toBe('Budget phones')
  })

  it('keeps a title the creator typed: another platform, another separator, or nothing after the prefix', () => {
    expect(displayTitle('抖音｜反向消费', 'bilibili')).toBe('抖音｜反向消费')
    expect(displayTitle('Douyin: my plan', 'douyin')).toBe('Douyin: my plan')
    expect(displayTitle('抖音｜', 'douyin')).toBe('抖音｜')
    expect(displayTitle('我的抖音｜脚本', 'douyin')).toBe('我的抖音｜脚本')
  })
})
