/**
 * Whether a title holds one of a watch's keywords. Chinese titles have no spaces between words,
 * so a keyword is a substring of the title, compared on normalised text: NFKC (full-width letters
 * and digits as ASCII, compatibility forms folded), lower case, and without spaces, punctuation or
 * symbols on either side (「#考研#」 and 「考 研」 both hold 考研). A substring also matches inside a
 * longer word (猫 in 熊猫): a creator who watches 猫 sees 熊猫 too, and narrows with a longer
 * keyword (猫咪, 猫粮) when that is too much.
 */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
}

export interface CompiledKeywords {
  /** The keyword as the creator wrote it, and its normalised form. */
  words: Array<{ keyword: string; normalised: string }>
}

export function compileKeywords(keywords: readonly string[]): CompiledKeywords {
  return {
    words: keywords
      .map((keyword) => ({ keyword, normalised: normaliseForMatch(keyword) }))
      // A keyword of punctuation only would match every title.
      .filter((word) => word.normalised.length > 0),
  }
}

/** The first keyword (in the creator's order) the title holds, or null. */
export function matchingKeyword(title: string, compiled: CompiledKeywords): string | null {
  const haystack = normaliseForMatch(title)
  for (const word of compiled.words) if (haystack.includes(word.normalised)) return word.keyword
  return null
}
