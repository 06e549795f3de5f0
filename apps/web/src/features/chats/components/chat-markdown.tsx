import { Fragment, useMemo, type ReactNode } from 'react'
import { Lexer, type Token, type Tokens } from 'marked'
import { cn } from '@/lib/utils'

/**
 * A model's answer as Markdown (headings, lists, paragraphs, quotes, code, bold, italics) built as
 * React elements from marked's lexer. Nothing is rendered as HTML: raw HTML and links show as
 * their text, so an answer cannot add markup or send the creator elsewhere.
 */
export function ChatMarkdown({ text, className }: { text: string; className?: string }) {
  const tokens = useMemo(() => Lexer.lex(text), [text])
  return <div className={cn('grid gap-2 text-sm leading-relaxed break-words', className)}>{blocks(tokens)}</div>
}

const blocks = (tokens: Token[]): ReactNode[] => tokens.map((token, i) => <Fragment key={i}>{block(token)}</Fragment>)
const inline = (tokens: Token[] | undefined): ReactNode[] =>
  (tokens ?? []).map((token, i) => <Fragment key={i}>{span(token)}</Fragment>)

function block(token: Token): ReactNode {
  switch (token.type) {
    case 'heading':
      return <p className="font-semibold">{inline(token.tokens)}</p>
    case 'paragraph':
      return <p>{inline(token.tokens)}</p>
    case 'list': {
      const list = token as Tokens.List
      const items = list.items.map((item, i) => (
        <li key={i} className="pl-1 whitespace-pre-line">
          {item.tokens.map((child, j) => (
            <Fragment key={j}>{child.type === 'text' ? inline((child as Tokens.Text).tokens) : block(child)}</Fragment>
          ))}
        </li>
      ))
      return list.ordered ? (
        <ol className="grid list-decimal gap-1.5 pl-5" start={typeof list.start === 'number' ? list.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul className="grid list-disc gap-1.5 pl-5">{items}</ul>
      )
    }
    case 'blockquote':
      return <blockquote className="border-l-2 pl-3 text-muted-foreground">{blocks(token.tokens ?? [])}</blockquote>
    case 'code':
      return <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">{token.text as string}</pre>
    case 'hr':
      return <hr className="border-border" />
    case 'space':
      return null
    case 'text':
      return <p>{'tokens' in token && token.tokens ? inline(token.tokens) : (token.text as string)}</p>
    default:
      return <p>{token.raw}</p>
  }
}

function span(token: Token): ReactNode {
  switch (token.type) {
    case 'strong':
      return <strong className="font-semibold">{inline(token.tokens)}</strong>
    case 'em':
      return <em>{inline(token.tokens)}</em>
    case 'del':
      return <s>{inline(token.tokens)}</s>
    case 'codespan':
      return <code className="rounded bg-muted px-1 font-mono text-[0.9em]">{token.text as string}</code>
    case 'br':
      return <br />
    case 'link':
      return inline(token.tokens)
    case 'escape':
    case 'html':
      return token.text as string
    default:
      return 'tokens' in token && token.tokens ? inline(token.tokens) : ((token.raw as string | undefined) ?? '')
  }
}
