import { FileCog2Icon, ServerIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ServerModel } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { ModelProviderLogo } from '@/components/model-provider-logo'
import { serverModelLabel } from '@/lib/model-labels'

/** The engine the server provides: the default for creators who connect nothing. */
export function ServerModelCard({ server, inUse }: { server: ServerModel; inUse: boolean }) {
  const { t } = useTranslation('apps')
  const offline = server.kind === 'offline'
  return (
    <section aria-labelledby="server-model-title" className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="flex items-center gap-2 border-b bg-muted/40 px-4 py-2 text-xs font-medium text-muted-foreground sm:px-5">
        <ServerIcon aria-hidden className="size-3.5" />
        {t('server.heading')}
      </div>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5">
        {offline ? (
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500/15 text-amber-700 ring-1 ring-amber-600/15 dark:text-amber-300"
          >
            <FileCog2Icon className="size-5" />
          </span>
        ) : (
          <ModelProviderLogo provider={server.provider ?? 'custom'} />
        )}
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="server-model-title" className="font-semibold">
              {offline ? t('server.offlineTitle') : serverModelLabel(t, server)}
            </h2>
            <Badge variant="secondary" className="font-normal">
              {t('server.fallback')}
            </Badge>
            {inUse && <Badge className="font-normal">{t('server.yourDefault')}</Badge>}
          </div>
          <p className="max-w-3xl text-sm text-muted-foreground">
            {offline ? t('server.offlineDescription') : t('server.modelDescription')}
          </p>
        </div>
      </div>
    </section>
  )
}
