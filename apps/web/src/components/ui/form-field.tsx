import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/utils'
import { Label } from '@/components/ui/label'

interface FormFieldProps {
  label: ReactNode
  /** Already-translated error text. */
  error?: string
  /** Extra element on the label row (e.g. the 'Forgot password?' link). */
  labelAside?: ReactNode
  className?: string
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}

/** Ties a label and an error message to one control, so every input has an accessible name. */
export function FormField({ label, error, labelAside, className, children }: FormFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between">
        <Label htmlFor={id} className={cn(error && 'text-destructive')}>
          {label}
        </Label>
        {labelAside}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
