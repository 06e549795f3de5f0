import { useState, type KeyboardEvent } from 'react'
import { CheckIcon, LoaderCircleIcon, XIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

/**
 * One line of a finished version (a voice-over) that a click turns into a text box in place:
 * Enter or ✓ saves it as a new version (as the edit mode does, no credit), Escape or ✕ leaves it.
 * Without `onSave` it is plain text.
 */
export function EditableLine({
  text,
  name,
  onSave,
  className,
}: {
  text: string
  /** What the line is, for the button and the box ("Voice-over of beat 2"). */
  name: string
  /** Saves the new text; resolves true when it was saved. */
  onSave?: (value: string) => Promise<boolean>
  className?: string
}) {
  const { t } = useTranslation('scripts')
  const [value, setValue] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  if (!onSave) return <span className={className}>{text}</span>

  if (value === null) {
    return (
      <button
        type="button"
        data-testid="editable-line"
        title={t('inlineEdit.hint')}
        onClick={() => setValue(text)}
        className={cn(
          '-mx-1 block w-[calc(100%+0.5rem)] cursor-text rounded-md px-1 text-left transition-colors outline-none hover:bg-primary/5 hover:ring-1 hover:ring-primary/20 focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
      >
        {/* The name says what clicking does and still holds the line as seen (WCAG 2.5.3). */}
        <span className="sr-only">{t('inlineEdit.edit', { name })}: </span>
        {text}
      </button>
    )
  }

  const save = async () => {
    const next = value.trim()
    if (!next || next === text.trim()) return setValue(null)
    setSaving(true)
    const saved = await onSave(next).finally(() => setSaving(false))
    if (saved) setValue(null)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setValue(null)
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void save()
    }
  }
  return (
    <span className="grid gap-1.5" data-testid="inline-editor">
      <Textarea
        autoFocus
        aria-label={name}
        value={value}
        disabled={saving}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        // The caret goes after the line, where a correction usually starts.
        onFocus={(event) => event.currentTarget.setSelectionRange(value.length, value.length)}
        rows={2}
        className="min-h-14 resize-y text-sm"
      />
      <span className="flex flex-wrap items-center gap-1.5">
        <Button type="button" size="sm" className="h-7" disabled={saving} onClick={() => void save()}>
          {saving ? <LoaderCircleIcon className="animate-spin" /> : <CheckIcon />}
          {t('inlineEdit.save')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="h-7"
          disabled={saving}
          onClick={() => setValue(null)}
        >
          <XIcon />
          {t('inlineEdit.cancel')}
        </Button>
      </span>
    </span>
  )
}
