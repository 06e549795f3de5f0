/**
 * Brackets and quotes that come in pairs, and text wrapped in one whole. Both the offline engine
 * (a topic typed as "「城市漫步」") and the Markdown reader (a heading written as "【开场钩子】") drop
 * a pair around the whole text, and only such a pair: "「城市漫步」为什么突然火了" keeps its quotes.
 */

/**
 * Pairs that hold a placeholder or a quotation inside a sentence. Single quotes are not among
 * them: inside a sentence a ' or ’ is far more often an apostrophe ("don't").
 */
export const PAIRS: Record<string, string> = {
  '[': ']',
  '【': '】',
  '「': '」',
  '『': '』',
  '《': '》',
  '“': '”',
  '(': ')',
  '（': '）',
  '"': '"',
}

/** Single quotes count as a pair only around a whole text ("'budget phones'"). */
const WRAPPERS: Record<string, string> = { ...PAIRS, "'": "'", '‘': '’' }

/** `text` without the pairs opened by one of `openers` that wrap all of it, outermost first. */
export function unwrap(text: string, openers: string): string {
  let out = text.trim()
  const closer = () => (openers.includes(out[0]) ? WRAPPERS[out[0]] : undefined)
  for (
    let close = closer();
    close && out.length > 1 && out.endsWith(close) && !out.slice(1, -1).includes(close);
    close = closer()
  ) {
    out = out.slice(1, -1).trim()
  }
  return out
}
