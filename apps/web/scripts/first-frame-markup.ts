/**
 * What the server puts in a page's HTML as its first frame: a still copy of the page, rendered at
 * build time by the app itself (scripts/first-frame.ts), that the browser paints before any
 * script has run. main.tsx removes it once the router has rendered the live page.
 */

/** Where the server reads the first frames: beside Vite's manifest, one entry per page address. */
export const FIRST_FRAMES_FILE = '.vite/first-frames.json'

/** The pages that get one: the first screen of a visitor without a session. */
export const FIRST_FRAME_PAGES = ['/sign-in'] as const

/**
 * Attributes a copy must not keep. Ids (and what points at them) would make the live form's labels
 * and `getElementById` find the copy, which comes first in the document; `name` would put the copy
 * in autofill's view; `autofocus` would try to focus it.
 */
const DROPPED_ATTRIBUTES = [
  'id',
  'for',
  'name',
  'form',
  'list',
  'autofocus',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-owns',
  'aria-activedescendant',
]

/** A still copy of `live`'s contents: nothing in it can be found, focused, filled in or run. */
export function stillCopy(live: Element, lang: string): string {
  const copy = live.ownerDocument.createElement('div')
  copy.setAttribute('lang', lang)
  copy.innerHTML = live.innerHTML
  for (const element of copy.querySelectorAll('script, template, noscript')) element.remove()
  for (const element of copy.querySelectorAll('*')) {
    for (const name of DROPPED_ATTRIBUTES) element.removeAttribute(name)
    for (const { name } of [...element.attributes]) if (name.startsWith('on')) element.removeAttribute(name)
  }
  return copy.outerHTML
}

/**
 * The frame: each language's copy, inert (no focus, no clicks, nothing for find-in-page) and
 * hidden from assistive technology, which meets the live page instead.
 */
export const firstFrameHtml = (copies: string[]) =>
  `<div id="first-frame" inert aria-hidden="true">${copies.join('')}</div>`
