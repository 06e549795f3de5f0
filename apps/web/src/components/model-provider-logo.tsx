import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/**
 * Small monograms in each provider's colour, drawn here (no downloaded brand assets, no network).
 * Decorative: the provider's name is always written beside the mark.
 */
const MARKS: Record<string, { background: string; mark: ReactNode }> = {
  openai: {
    background: '#10a37f',
    mark: (
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round">
        <circle cx="16" cy="16" r="6.5" />
        <path d="M16 5.5v4M16 22.5v4M6.9 10.75l3.46 2M21.64 19.25l3.46 2M6.9 21.25l3.46-2M21.64 12.75l3.46-2" />
      </g>
    ),
  },
  deepseek: {
    background: '#4d6bfe',
    mark: (
      <path
        fill="#fff"
        d="M10 8.5h6.2c4.6 0 7.8 3 7.8 7.5s-3.2 7.5-7.8 7.5H10zm3.4 3v9h2.7c2.6 0 4.4-1.8 4.4-4.5s-1.8-4.5-4.4-4.5z"
      />
    ),
  },
  qwen: {
    background: '#615ced',
    mark: (
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round">
        <circle cx="15.5" cy="15.5" r="6.5" />
        <path d="m19.5 19.5 4 4" />
      </g>
    ),
  },
  moonshot: {
    background: '#16191e',
    mark: <path fill="#fff" d="M18.8 7.6a9 9 0 1 0 5.6 13.6 7.2 7.2 0 0 1-5.6-13.6z" />,
  },
  zhipu: {
    background: '#2d5bff',
    mark: <path fill="#fff" d="M9.5 9h13v2.9l-8.9 8.3h8.9V23h-13v-2.9l8.9-8.3H9.5z" />,
  },
  ollama: {
    background: '#f4f4f5',
    mark: (
      <g fill="none" stroke="#18181b" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11 13V8.5c0-1 .6-1.8 1.4-1.8s1.4.8 1.4 1.8V11M21 13V8.5c0-1-.6-1.8-1.4-1.8S18.2 7.5 18.2 8.5V11" />
        <path d="M10 25v-8.5a6 6 0 0 1 12 0V25" />
        <circle cx="13.4" cy="16.6" r=".6" fill="#18181b" />
        <circle cx="18.6" cy="16.6" r=".6" fill="#18181b" />
      </g>
    ),
  },
  custom: {
    background: '#475569',
    mark: (
      <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
        <path d="m12 11-5 5 5 5M20 11l5 5-5 5M17.5 9.5l-3 13" />
      </g>
    ),
  },
}

export function ModelProviderLogo({ provider, className }: { provider: string; className?: string }) {
  const { background, mark } = MARKS[provider] ?? MARKS.custom
  return (
    <svg
      aria-hidden
      viewBox="0 0 32 32"
      className={cn('size-10 shrink-0 rounded-xl shadow-xs ring-1 ring-black/5 dark:ring-white/10', className)}
    >
      <rect width="32" height="32" rx="8" fill={background} />
      {mark}
    </svg>
  )
}
