import { PencilLineIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Script } from '@hookline/contract'
import { draftPlaceholders, fieldId, type FieldPath } from '../../lib/edit-draft'

/** Selects a placeholder in its field, so typing replaces it. */
function jumpTo(id: string, start: number, length: number) {
  const field = document.getElementById(id)
  if (!(field instanceof HTMLTextAreaElement)) return
  field.focus()
  field.setSelectionRange(start, start + length)
  field.scrollIntoView({ block: 'center', behavior: 'smooth' })
}

/**
 * The placeholders (【…】/[…]) still in a draft — what only the creator can fill in — as a list
 * whose items jump to and select each one.
 */
export function PlaceholderList({ script, fieldName }: { script: Script; fieldName: (path: FieldPath) => string }) {
  const { t } = useTranslation('scripts')
  const placeholders = draftPlaceholders(script)
  if (placeholders.length === 0) return null
  return (
    <section
      aria-labelledby="placeholders-title"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border border-amber-500/40 bg-amber-500/5 p-3"
    >
      <h3 id="placeholders-title" className="flex items-center gap-2 text-sm font-semibold">
        <PencilLineIcon aria-hidden className="size-4 text-amber-700 dark:text-amber-300" />
        {t('edit.placeholdersTitle', { count: placeholders.length })}
      </h3>
      <p className="text-xs text-muted-foreground">{t('edit.placeholdersHint')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {placeholders.map(({ path, text, start }) => {
          const id = fieldId(path)
          return (
            <li key={`${id}-${start}`} className="min-w-0 max-w-full">
              <button
                type="button"
                onClick={() => jumpTo(id, start, text.length)}
                className="max-w-full truncate rounded-md border border-amber-500/40 bg-background px-2 py-1 text-left text-xs outline-none hover:bg-amber-500/10 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {t('edit.placeholderIn', { text, field: fieldName(path) })}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
