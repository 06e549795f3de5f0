import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/logo'
import { DeferredPreferenceMenus } from '@/components/deferred-preference-menus'
import { Button } from '@/components/ui/button'

interface LegalSection {
  heading: string
  body: string
}

/** /terms and /privacy: a short readable document from legal.json `<doc>` keys. */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal')
  const { t: tc } = useTranslation()
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[]
  return (
    <div className="min-h-svh bg-muted/30">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-6 py-4">
        <Link to="/sign-in" className="flex items-center gap-2 font-semibold">
          <Logo />
          {tc('appName')}
        </Link>
        <div className="flex items-center gap-1">
          <DeferredPreferenceMenus />
        </div>
      </header>
      <main id="content" className="mx-auto max-w-3xl px-6 pb-16">
        <article className="rounded-xl border bg-card p-8 shadow-sm">
          <h1 className="text-3xl font-bold tracking-tight">{t(`${doc}.title`)}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{t('updated')}</p>
          <p className="mt-6 leading-7">{t(`${doc}.intro`)}</p>
          {sections.map((section) => (
            <section key={section.heading} className="mt-6">
              <h2 className="text-lg font-semibold">{section.heading}</h2>
              <p className="mt-2 leading-7 text-muted-foreground">{section.body}</p>
            </section>
          ))}
        </article>
        <Button variant="ghost" className="mt-6" asChild>
          <Link to="/sign-in">
            <ArrowLeftIcon />
            {t('back')}
          </Link>
        </Button>
      </main>
    </div>
  )
}
