import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/logo'
import { DeferredPreferenceMenus } from '@/components/deferred-preference-menus'

/** Pre-login layout: a centred ~480 px column, logo and name on top, menus top-right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="relative min-h-svh overflow-hidden bg-muted/30">
      {/* Soft brand glow behind the card; purely decorative. Its soft edge is a radial mask, not
          a blur filter: a 64 px blur over this area is rastered in software on many machines and
          held /sign-in's first contentful paint back by ~50 ms (bench/first-paint.mjs). */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-72 left-1/2 h-[40rem] w-[64rem] -translate-x-1/2 bg-gradient-to-r from-indigo-500/20 via-violet-500/15 to-fuchsia-500/20 [mask-image:radial-gradient(closest-side,#000_50%,rgb(0_0_0/0.5)_72%,transparent)]"
      />
      <div className="absolute top-4 right-4 z-10 flex items-center gap-1">
        <DeferredPreferenceMenus />
      </div>
      <main
        id="content"
        className="relative container mx-auto grid min-h-svh max-w-none items-center justify-center px-4 py-16"
      >
        <div className="mx-auto flex w-full flex-col justify-center space-y-4 sm:w-[480px]">
          <Link to="/" className="mb-2 flex items-center justify-center gap-2.5 self-center">
            <Logo className="size-9" />
            <span className="text-xl font-semibold tracking-tight">{t('appName')}</span>
          </Link>
          {children}
        </div>
      </main>
    </div>
  )
}
