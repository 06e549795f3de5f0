// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { firstFrameHtml, stillCopy } from './first-frame-markup'

/** A form as React renders it: ids from useId tying labels, hints and inputs together. */
const LIVE_FORM = `
  <form id="sign-in" name="sign-in" onsubmit="steal()">
    <label for=":r1:" id=":r0:">邮箱</label>
    <input id=":r1:" name="email" type="email" autofocus aria-describedby=":r2:" aria-labelledby=":r0:" placeholder="name@example.com">
    <p id=":r2:" class="text-sm">hint</p>
    <button type="submit" form="sign-in" aria-controls=":r1:" data-slot="button" class="bg-primary">登录</button>
    <script>alert(1)</script>
  </form>`

function live(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}

describe('a still copy of the page', () => {
  it('keeps what is painted: elements, text, classes, data attributes, placeholders', () => {
    const copy = live(stillCopy(live(LIVE_FORM), 'zh-CN')).firstElementChild!
    expect(copy.getAttribute('lang')).toBe('zh-CN')
    expect(copy.querySelector('label')!.textContent).toBe('邮箱')
    expect(copy.querySelector('input')!.getAttribute('placeholder')).toBe('name@example.com')
    expect(copy.querySelector('button')!.getAttribute('class')).toBe('bg-primary')
    expect(copy.querySelector('button')!.getAttribute('data-slot')).toBe('button')
  })

  it('drops whatever would tie the live page to it, focus it, fill it in or run it', () => {
    const html = stillCopy(live(LIVE_FORM), 'zh-CN')
    for (const attribute of [
      'id=',
      'for=',
      'name=',
      'form=',
      'autofocus',
      'aria-describedby',
      'aria-labelledby',
      'aria-controls',
      'onsubmit',
    ])
      expect(html).not.toContain(attribute)
    expect(html).not.toContain('<script')
  })

  it('wraps the copies in one inert frame, hidden from assistive technology', () => {
    const frame = live(
      firstFrameHtml(['<div lang="zh-CN">登录</div>', '<div lang="en">Sign in</div>']),
    ).firstElementChild!
    expect(frame.id).toBe('first-frame')
    expect(frame.hasAttribute('inert')).toBe(true)
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect([...frame.children].map((copy) => copy.getAttribute('lang'))).toEqual(['zh-CN', 'en'])
  })
})
