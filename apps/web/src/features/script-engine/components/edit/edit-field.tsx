import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { placeholdersIn } from '@hookline/contract/script-check'
import { cn } from '@/lib/utils'
import { PlaceholderTextarea } from './placeholder-textarea'

/** One labelled text of the editor; says how many placeholders it still holds. */
export function EditField({
  id,
  label,
  accessibleLabel,
  value,
  onChange,
  hint,
  className,
  large = false,
}: {
  id: string
  label: string
  /** The label with its section ("Voice-over of beat 2"), for screen readers and tests. */
  accessibleLabel?: string
  value: string
  onChange: (value: string) => void
  hint?: React.ReactNode
  className?: string
  large?: boolean
}) {
  const { t } = useTranslation('scripts')
  const hintId = useId()
  const open = placeholdersIn(value).length
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
          {label}
        </label>
        {open > 0 && (
          <span className="rounded-sm bg-amber-500/15 px-1.5 text-xs font-medium text-amber-900 dark:text-amber-200">
            {t('edit.hasPlaceholders', { count: open })}
          </span>
        )}
      </div>
      <PlaceholderTextarea
        id={id}
        aria-label={accessibleLabel}
        aria-describedby={hint || open > 0 ? hintId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(large && 'text-base font-medium md:text-base')}
      />
      {(hint || open > 0) && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
          {open > 0 && <span className="sr-only"> {t('edit.hasPlaceholders', { count: open })}</span>}
        </p>
      )}
    </div>
  )
}
