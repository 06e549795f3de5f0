import {
  ActivityIcon,
  KeyRoundIcon,
  LoaderCircleIcon,
  PencilIcon,
  RotateCwIcon,
  StarIcon,
  UnplugIcon,
} from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MODEL_PROVIDERS, type ModelConnection } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { timeAgo } from '@/lib/relative-time'
import { modelLabel } from '@/lib/model-labels'
import { ConnectionStatusBadge } from './connection-status-badge'
import { FailingDefaultDialog } from './failing-default-dialog'
import { FailureReason } from './failure-reason'

export interface ConnectionRowActions {
  onEdit: (connection: ModelConnection) => void
  onTest: (connection: ModelConnection) => void
  onSetDefault: (connection: ModelConnection) => void
  onDisconnect: (connection: ModelConnection) => void
  /** The connection a "Test again" or "Set as default" is running for. */
  busyId: string | null
}

/** "127.0.0.1:11434" — shown when the address is not the provider's usual one. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/** One saved connection inside its provider's card: what it is, how it is doing, what to do with it. */
export function ConnectionRow({ connection, actions }: { connection: ModelConnection; actions: ConnectionRowActions }) {
  const { t, i18n } = useTranslation('apps')
  const name = modelLabel(t, connection.provider, connection.model)
  const busy = actions.busyId === connection.id
  const customAddress = connection.base_url !== MODEL_PROVIDERS[connection.provider].baseURL
  const [confirmingDefault, setConfirmingDefault] = useState(false)
  return (
    <li data-testid="connection-row" aria-label={name} className="grid gap-3 px-4 py-3.5 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5">
        <ConnectionStatusBadge status={connection.status} />
        <span className="min-w-0 truncate font-mono text-sm font-medium">{connection.model}</span>
        {connection.is_default && (
          <Badge className="gap-1 font-medium">
            <StarIcon aria-hidden className="size-3 fill-current" />
            {t('status.default')}
          </Badge>
        )}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <KeyRoundIcon aria-hidden className="size-3" />
          {connection.api_key_last4 ? t('status.key', { last4: connection.api_key_last4 }) : t('status.noKey')}
        </span>
        {customAddress && <span className="truncate font-mono">{hostOf(connection.base_url)}</span>}
        <span className="inline-flex items-center gap-1">
          <ActivityIcon aria-hidden className="size-3" />
          {connection.last_checked_at ? (
            <time
              dateTime={connection.last_checked_at}
              title={new Date(connection.last_checked_at).toLocaleString(
                i18n.resolvedLanguage === 'en' ? 'en' : 'zh-CN',
              )}
            >
              {t('status.lastChecked', {
                time: timeAgo(connection.last_checked_at, i18n.resolvedLanguage) ?? t('status.justNow'),
              })}
            </time>
          ) : (
            t('status.neverChecked')
          )}
          {connection.status === 'connected' && connection.last_latency_ms !== null && (
            <span data-testid="connection-latency"> · {t('status.latency', { ms: connection.last_latency_ms })}</span>
          )}
        </span>
      </p>
      {connection.status === 'failing' && connection.last_error && (
        <FailureReason
          reason={connection.last_error.reason}
          message={connection.last_error.message}
          baseUrl={connection.base_url}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={t('actions.testAgainLabel', { name })}
          disabled={busy}
          onClick={() => actions.onTest(connection)}
        >
          {busy ? <LoaderCircleIcon className="animate-spin" /> : <RotateCwIcon />}
          {t('actions.testAgain')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={t('actions.editLabel', { name })}
          onClick={() => actions.onEdit(connection)}
        >
          <PencilIcon />
          {t('actions.edit')}
        </Button>
        {!connection.is_default && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('actions.setDefaultLabel', { name })}
            disabled={busy}
            onClick={() =>
              connection.status === 'failing' ? setConfirmingDefault(true) : actions.onSetDefault(connection)
            }
          >
            <StarIcon />
            {t('actions.setDefault')}
          </Button>
        )}
        <FailingDefaultDialog
          name={name}
          open={confirmingDefault}
          declineLabel={t('failingDefault.cancel')}
          onDecline={() => setConfirmingDefault(false)}
          onDismiss={() => setConfirmingDefault(false)}
          onConfirm={() => {
            setConfirmingDefault(false)
            actions.onSetDefault(connection)
          }}
        />
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('actions.disconnectLabel', { name })}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto"
          onClick={() => actions.onDisconnect(connection)}
        >
          <UnplugIcon />
          {t('actions.disconnect')}
        </Button>
      </div>
    </li>
  )
}
