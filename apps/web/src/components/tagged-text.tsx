import { cloneElement, type ReactElement, type ReactNode } from 'react'

const TAG = /<(\w+)>(.*?)<\/\1>/g

/** Splits translated text at flat `<name>inner</name>` tags: strings, and [name, inner] pairs. */
export function splitTaggedText(text: string): Array<string | [name: string, inner: string]> {
  const parts: Array<string | [string, string]> = []
  let last = 0
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push([match[1], match[2]])
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/**
 * Translated text whose `<name>…</name>` tags become the given elements (links in the auth
 * pages). Stands in for react-i18next's Trans, whose weight /sign-in's budget cannot spare
 * (docs/decisions/015); these strings only ever need flat, un-nested tags.
 */
export function TaggedText({
  text,
  components,
}: {
  text: string
  components: Record<string, ReactElement<{ children?: ReactNode }>>
}) {
  return (
    <>
      {splitTaggedText(text).map((part, index) => {
        if (typeof part === 'string') return part
        const [name, inner] = part
        const element = components[name]
        return element ? cloneElement(element, { key: index }, inner) : inner
      })}
    </>
  )
}
