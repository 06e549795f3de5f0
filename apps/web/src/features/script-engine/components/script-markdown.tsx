import { useMemo } from 'react'
import { cn } from '@/lib/utils'
import { markdownBlocks, type MarkdownBlock } from '../lib/markdown-blocks'
import { InlineMarkdown } from './inline-markdown'

/**
 * The script's Markdown as it streams in (or a version kept incomplete): headings, fields,
 * lists. `changed` tints lines that differ from another version (compare view).
 */
export function ScriptMarkdown({
  markdown,
  streaming = false,
  changed,
  className,
}: {
  markdown: string
  streaming?: boolean
  changed?: Set<number>
  className?: string
}) {
  const blocks = useMemo(() => markdownBlocks(markdown), [markdown])
  return (
    <div className={cn('grid gap-1.5 text-sm leading-relaxed', className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} changed={changed?.has(block.line) ?? false} />
      ))}
      {streaming && <span aria-hidden className="inline-block h-4 w-2 animate-pulse rounded-[2px] bg-primary/70" />}
    </div>
  )
}

function Block({ block, changed }: { block: MarkdownBlock; changed: boolean }) {
  const tint =
    changed && 'rounded-sm bg-amber-400/15 ring-4 ring-amber-400/15 dark:bg-amber-300/10 dark:ring-amber-300/10'
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h3 className={cn('mt-3 text-base font-semibold first:mt-0', tint)}>
          <InlineMarkdown text={block.text} />
        </h3>
      ) : (
        <h4 className={cn('mt-2 text-sm font-semibold text-primary', tint)}>
          <InlineMarkdown text={block.text} />
        </h4>
      )
    case 'field':
      return (
        <p className={cn('grid grid-cols-[5.5rem_1fr] gap-2', tint)}>
          <span className="text-muted-foreground">{block.label}</span>
          <span>
            <InlineMarkdown text={block.text} />
          </span>
        </p>
      )
    case 'numbered':
      return (
        <p className={cn('flex gap-2', tint)}>
          <span className="text-muted-foreground tabular-nums">{block.number}.</span>
          <span>
            <InlineMarkdown text={block.text} />
          </span>
        </p>
      )
    case 'bullet':
      return (
        <p className={cn('flex gap-2 before:text-muted-foreground before:content-["•"]', tint)}>
          <InlineMarkdown text={block.text} />
        </p>
      )
    default:
      return (
        <p className={cn(tint)}>
          <InlineMarkdown text={block.text} />
        </p>
      )
  }
}
