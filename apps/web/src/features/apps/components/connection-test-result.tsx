import { CircleCheckIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ConnectionTestResult as TestResult } from '@hookline/contract'
import { FailureReason } from './failure-reason'

/** "Connected · 420 ms", or the translated reason with the provider's own message. */
export function ConnectionTestResult({ result, baseUrl }: { result: TestResult; baseUrl?: string }) {
  const { t } = useTranslation('apps')
  if (!result.ok) {
    return <FailureReason reason={result.reason ?? 'provider_error'} message={result.message} baseUrl={baseUrl} />
  }
  return (
    <div className="flex gap-2 rounded-lg border border-emerald-600/20 bg-emerald-500/5 px-3 py-2 text-sm dark:border-emerald-400/25 dark:bg-emerald-400/10">
      <CircleCheckIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
      <div className="grid gap-0.5">
        <p className="font-medium text-emerald-700 dark:text-emerald-300" data-testid="test-ok">
          {t('dialog.testOk', { ms: result.latency_ms ?? 0 })}
        </p>
        <p className="text-muted-foreground">{t('dialog.testOkDescription')}</p>
      </div>
    </div>
  )
}
