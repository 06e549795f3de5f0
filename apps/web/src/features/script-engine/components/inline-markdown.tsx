import { Fragment, type ReactNode } from 'react'
import { Lexer, type Token } from 'marked'

/**
 * A line's inline Markdown (bold, italics, code, strikethrough) as React elements, read by marked's
 * lexer. Nothing is rendered as HTML: raw HTML and links show as their text, so a model's answer
 * cannot add markup or send a creator elsewhere. A mark not closed yet (mid-stream) shows as typed.
 */
export function InlineMarkdown({ text }: { text: string }) {
  return <>{render(Lexer.lexInline(text))}</>
}

function render(tokens: Token[]): ReactNode[] {
  return tokens.map((token, index) => <Fragment key={index}>{renderToken(token)}</Fragment>)
}

function renderToken(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong className="font-semibold">{render(token.tokens ?? [])}</strong>
    case 'em':
      return <em>{render(token.tokens ?? [])}</em>
    case 'del':
      return <s>{render(token.tokens ?? [])}</s>
    case 'codespan':
      return <code className="rounded bg-muted px-1 font-mono text-[0.9em]">{token.text as string}</code>
    case 'br':
      return ' '
    case 'link':
      return render(token.tokens ?? [])
    case 'escape':
    case 'html':
      return token.text as string
    default:
      return 'tokens' in token && token.tokens ? render(token.tokens) : ((token.raw as string | undefined) ?? '')
  }
}
