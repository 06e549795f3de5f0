import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PageContainer } from '@/components/layout/page-container'
import { BriefForm } from './components/brief-form'
import { RecentScriptsPanel } from './components/recent-scripts-panel'

const route = getRouteApi('/_authenticated/script-engine/')

/** /script-engine: the brief (pre-filled from Hot Discoveries' ?topic=&platform=&trend=) and recent scripts. */
export function ScriptEnginePage() {
  const { t } = useTranslation('scripts')
  const { topic, platform, trend } = route.useSearch()

  return (
    <PageContainer title={t('page.title')} description={t('page.subtitle')}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="brief-title" className="grid gap-5 rounded-xl border bg-card p-4 shadow-xs sm:p-6">
          <div className="space-y-1">
            <h2 id="brief-title" className="text-lg font-semibold">
              {t('brief.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('brief.description')}</p>
          </div>
          {/* A new ?topic=&platform=&trend= (another "Write a script" click) starts a fresh brief. */}
          <BriefForm
            key={`${topic ?? ''}|${platform ?? ''}|${trend?.platform ?? ''}|${trend?.rank ?? ''}|${trend?.seen_at ?? ''}`}
            topic={topic}
            platform={platform}
            trend={trend}
          />
        </section>
        <RecentScriptsPanel />
      </div>
    </PageContainer>
  )
}
