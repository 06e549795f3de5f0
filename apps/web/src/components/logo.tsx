import { cn } from '@/lib/utils'

/** A fishing hook over a script line: the Hookline mark. Decorative; the name is text beside it. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm',
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-[60%]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M14 3v11a5 5 0 0 1-10 0v-2l3 2" />
        <path d="M17 9h4M17 14h3M17 19h2" />
      </svg>
    </span>
  )
}
