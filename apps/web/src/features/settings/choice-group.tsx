import type { LucideIcon } from 'lucide-react'
import { RadioGroup } from 'radix-ui'
import { CheckIcon } from 'lucide-react'
import { cn } from '@/lib/utils'

export interface Choice<T extends string> {
  value: T
  label: string
  icon?: LucideIcon
  /** Rendered in the option's own style (e.g. a font sample). */
  className?: string
  lang?: string
}

/** A labelled set of option cards (theme, font, language), keyboard-operable via Radix. */
export function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string
  value: T
  choices: Choice<T>[]
  onChange: (value: T) => void
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium" id={`choice-${label}`}>
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={`choice-${label}`}
        value={value}
        onValueChange={(next) => onChange(next as T)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-3"
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            lang={choice.lang}
            className={cn(
              'relative flex items-center gap-2 rounded-lg border bg-card px-4 py-3 text-left text-sm font-medium shadow-xs transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none data-[state=checked]:border-primary data-[state=checked]:bg-primary/5',
              choice.className,
            )}
          >
            {choice.icon && <choice.icon className="size-4 text-muted-foreground" />}
            {choice.label}
            <RadioGroup.Indicator className="ml-auto">
              <CheckIcon className="size-4 text-primary" />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  )
}
