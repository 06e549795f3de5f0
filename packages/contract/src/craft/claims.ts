/**
 * Absolute claims that China's Advertising Law (Art. 9: "国家级、最高级、最佳等用语") and the
 * platforms' own ad rules penalise, and their English counterparts under FTC/ASA practice. The
 * check flags them; repair softens them. Ordinal uses are not claims: 第一步, 第一次, "the first".
 */

export interface ClaimPattern {
  pattern: RegExp
  /** A softer wording that keeps the sentence grammatical, used by mechanical repair. */
  soften: string
}

const zh: ClaimPattern[] = [
  { pattern: /(?:全网|全国|全球|世界|宇宙|行业|销量|全平台|同类)第一|第一品牌|排名第一/g, soften: '很受欢迎' },
  { pattern: /史上最|全网最|全球最|宇宙最|世界最/g, soften: '非常' },
  { pattern: /国家级|世界级|最高级|顶级|顶尖/g, soften: '高水准' },
  { pattern: /最佳|最优|最强|最牛|最好(?=的|用|看|吃|喝|玩|$|[，。！!？?、])/g, soften: '很好' },
  {
    pattern:
      /独一无二|唯一(?!的办法|的方法|一次)|首选|万能|零风险|无副作用|根治|永久(?!居民)|百分百|100%有效|绝对(?=有效|安全|正品|不|没)/g,
    soften: '',
  },
]

const en: ClaimPattern[] = [
  { pattern: /\b(?:the\s+)?best[-\s]ever\b/gi, soften: 'really good' },
  { pattern: /\b(?:the\s+)?(?:world'?s|world’s)\s+best\b|\bbest\s+in\s+the\s+world\b/gi, soften: 'excellent' },
  { pattern: /(?<![\w#])#1\b(?![:：.)])|\bno\.\s?1\b|\bnumber[-\s]one\b/gi, soften: 'popular' },
  { pattern: /\bguarantee(?:d|s)?\b/gi, soften: 'likely' },
  { pattern: /\b100\s?%\s+(?:effective|safe|guaranteed|proven|natural)\b/gi, soften: 'often effective' },
  { pattern: /\b(?:miracle|cure[sd]?|risk[-\s]free|never\s+fails)\b/gi, soften: 'helpful' },
]

/** Every absolute claim in a text, in either language (a zh script may quote English, and the reverse). */
export function findClaims(text: string): string[] {
  const found: string[] = []
  for (const { pattern } of [...zh, ...en]) for (const match of text.matchAll(pattern)) found.push(match[0])
  return found
}

/** `text` with each absolute claim replaced by its softer wording (mechanical repair). */
export function softenClaims(text: string): string {
  let out = text
  for (const { pattern, soften } of [...zh, ...en]) out = out.replace(pattern, soften)
  return out.replace(/\s{2,}/g, ' ').replace(/\s+([,.!?;:])/g, '$1')
}
