import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, KeyboardIcon, PlugZapIcon, SparklesIcon, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { keyLabel } from '@/lib/mod-key'

interface Shortcut {
  keys: string[]
  action: string
}

function HelpCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border bg-card p-6 shadow-xs">
      <h2 className="flex items-center gap-2.5 text-lg font-semibold">
        <span className="flex size-8 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-4" />
        </span>
        {title}
      </h2>
      <div className="mt-4 text-sm leading-6 text-muted-foreground">{children}</div>
    </section>
  )
}

/** Real help: writing a script, connecting a model from /apps, keyboard shortcuts (help.json). */
export function HelpCenterPage() {
  const { t } = useTranslation('help')
  const steps = t('write.steps', { returnObjects: true }) as string[]
  const providerSteps = t('provider.steps', { returnObjects: true }) as string[]
  const shortcuts = t('shortcuts.items', { returnObjects: true }) as Shortcut[]
  return (
    <PageContainer title={t('title')} description={t('subtitle')}>
      <div className="grid gap-6 lg:grid-cols-2">
        <HelpCard icon={SparklesIcon} title={t('write.title')}>
          <ol className="list-decimal space-y-2 pl-5">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </HelpCard>
        <HelpCard icon={PlugZapIcon} title={t('provider.title')}>
          <p>{t('provider.intro')}</p>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            {providerSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <Button asChild size="sm" className="mt-4">
            <Link to="/apps">
              {t('provider.open')}
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <p className="mt-4">{t('provider.offline')}</p>
          <p className="mt-3 text-xs">{t('provider.operators')}</p>
        </HelpCard>
        <HelpCard icon={KeyboardIcon} title={t('shortcuts.title')}>
          <dl className="divide-y rounded-lg border">
            {shortcuts.map((shortcut) => (
              <div key={shortcut.action} className="flex items-center justify-between gap-4 px-4 py-2.5">
                <dt className="text-foreground">{shortcut.action}</dt>
                <dd className="flex gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd key={key} className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
                      {keyLabel(key)}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </HelpCard>
      </div>
    </PageContainer>
  )
}
