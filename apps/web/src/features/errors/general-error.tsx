import { useState } from 'react'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { ErrorView } from './error-view'
import { OfflineError } from './offline-error'
import { isChunkLoadError } from '@/lib/chunk-reload'

/** Generic error view: 'Something went wrong!' with a Show Error / Hide Error toggle. */
export function GeneralError({ error }: Partial<Pick<ErrorComponentProps, 'error'>>) {
  const { t } = useTranslation('errors')
  const [shown, setShown] = useState(false)
  if (isChunkLoadError(error) && !navigator.onLine) return <OfflineError />
  return (
    <div className="flex min-h-svh flex-col items-center justify-center">
      <ErrorView code="500" title={t('general.title')} description={t('pages.500.description')} className="min-h-0" />
      {error instanceof Error && (
        <div className="mt-6 flex max-w-xl flex-col items-center gap-3 px-6">
          <Button variant="ghost" size="sm" onClick={() => setShown((value) => !value)} aria-expanded={shown}>
            {shown ? t('general.hideError') : t('general.showError')}
          </Button>
          {shown && (
            <pre className="max-h-60 w-full overflow-auto rounded-md bg-muted p-3 text-left text-xs whitespace-pre-wrap">
              {error.message}
            </pre>
          )}
        </div>
      )}
    </div>
  )
}
