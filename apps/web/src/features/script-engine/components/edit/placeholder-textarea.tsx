import type { ComponentProps } from 'react'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { placeholderRuns } from '../../lib/edit-draft'

/* The mirror and the textarea share box, font and wrapping (and any className), so each mark sits under its words. */
const BOX = 'rounded-md border px-3 py-2 text-base leading-relaxed md:text-sm'

/**
 * A textarea whose placeholders (【…】/[…]) are highlighted in place: a mirror of the text sits
 * behind a transparent textarea and marks them. The textarea grows with its content, so the two
 * never scroll apart. The mirror is hidden from assistive tech; the field's description says how
 * many placeholders it holds.
 */
export function PlaceholderTextarea({
  value,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'value'> & { value: string }) {
  const runs = placeholderRuns(value)
  return (
    <div className="relative rounded-md bg-background dark:bg-input/30">
      <div
        aria-hidden
        className={cn(
          BOX,
          'pointer-events-none absolute inset-0 overflow-hidden border-transparent break-words whitespace-pre-wrap text-transparent',
          className,
        )}
      >
        {runs.map((run) =>
          run.placeholder ? (
            <mark key={run.start} className="rounded-sm bg-amber-300/70 text-transparent dark:bg-amber-400/40">
              {run.text}
            </mark>
          ) : (
            <span key={run.start}>{run.text}</span>
          ),
        )}
        {/* A trailing newline still takes a line in the textarea. */}
        {'\u200b'}
      </div>
      <Textarea
        value={value}
        className={cn(BOX, 'relative min-h-9 resize-none bg-transparent shadow-none dark:bg-transparent', className)}
        {...props}
      />
    </div>
  )
}
