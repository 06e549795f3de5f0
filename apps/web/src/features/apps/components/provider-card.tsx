import { PlugIcon, PlusIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ModelConnection, ModelProviderId } from '@hookline/contract'
import { Button } from '@/components/ui/button'
import { ModelProviderLogo } from '@/components/model-provider-logo'
import { ConnectionRow, type ConnectionRowActions } from './connection-row'
import { ConnectionStatusBadge } from './connection-status-badge'

/** One provider: what it is good for, and each of the creator's connections to it as a row. */
export function ProviderCard({
  provider,
  connections,
  onConnect,
  actions,
}: {
  provider: ModelProviderId
  connections: ModelConnection[]
  onConnect: (provider: ModelProviderId) => void
  actions: ConnectionRowActions
}) {
  const { t } = useTranslation('apps')
  const titleId = `provider-${provider}-title`
  const connected = connections.length > 0
  const title = t(`providers.${provider}.title`)
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`provider-${provider}`}
      className="overflow-hidden rounded-xl border bg-card shadow-xs"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:flex-nowrap sm:px-5">
        <ModelProviderLogo provider={provider} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} tabIndex={-1} className="font-semibold outline-none">
              {title}
            </h3>
            {!connected && <ConnectionStatusBadge status="none" />}
          </div>
          <p className="text-sm text-muted-foreground">{t(`providers.${provider}.goodFor`)}</p>
        </div>
        <Button
          variant={connected ? 'ghost' : 'outline'}
          size="sm"
          className="w-full sm:w-auto"
          aria-label={connected ? `${t('actions.addAnother')} · ${title}` : `${t('actions.connect')} · ${title}`}
          onClick={() => onConnect(provider)}
        >
          {connected ? <PlusIcon /> : <PlugIcon />}
          {connected ? t('actions.addAnother') : t('actions.connect')}
        </Button>
      </div>
      {connected && (
        <ul className="divide-y border-t bg-muted/15">
          {connections.map((connection) => (
            <ConnectionRow key={connection.id} connection={connection} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  )
}
