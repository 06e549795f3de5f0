import { cn } from '@/lib/utils'

/** Upstream badge words (新 / 热 / 沸 / 爆…) coloured the way the platforms colour them. */
const TONES: [RegExp, string][] = [
  [/[沸爆]/, 'bg-[#ff4d4f]/12 text-[#e23b3d] dark:text-[#ff7875]'],
  [/[热荐]/, 'bg-[#ff7a2f]/12 text-[#d9620f] dark:text-[#ffa066]'],
  [/[新]/, 'bg-sky-500/12 text-sky-700 dark:text-sky-300'],
]

export function TrendLabel({ label, className }: { label: string; className?: string }) {
  const tone = TONES.find(([pattern]) => pattern.test(label))?.[1] ?? 'bg-secondary text-secondary-foreground'
  return (
    <span
      className={cn(
        'inline-flex max-w-40 truncate rounded px-1.5 py-px text-[11px] leading-4 font-medium',
        tone,
        className,
      )}
    >
      {label}
    </span>
  )
}
