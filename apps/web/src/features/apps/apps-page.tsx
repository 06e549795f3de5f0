import { useState } from 'react'
import { CloudOffIcon, RotateCwIcon, SparklesIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { MODEL_PROVIDER_IDS, type ModelConnection, type ModelProviderId } from '@hookline/contract'
import { toast } from '@/hooks/use-toast'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { modelLabel, serverModelLabel } from '@/lib/model-labels'
import { useModelConnections } from '@/lib/model-connections'
import { useDeleteModelConnection } from './api/delete-model-connection'
import { useRetestModelConnection } from './api/retest-model-connection'
import { useUpdateModelConnection } from './api/update-model-connection'
import { useReturnFocus } from '@/hooks/use-return-focus'
import { AppsSkeleton } from './components/apps-skeleton'
import { ConnectDialog, type ConnectTarget } from './components/connect-dialog'
import { DisconnectDialog } from './components/disconnect-dialog'
import { ProviderCard } from './components/provider-card'
import { ServerModelCard } from './components/server-model-card'
import { OllamaCard } from './components/ollama-card'

/** /apps: the server's own engine, then every provider with the creator's connections to it. */
export function AppsPage() {
  const { t } = useTranslation('apps')
  const list = useModelConnections()
  const [editing, setEditing] = useState<ConnectTarget | null>(null)
  const [disconnecting, setDisconnecting] = useState<ModelConnection | null>(null)
  const focus = useReturnFocus()
  const openEditor = (target: ConnectTarget) => {
    focus.remember()
    setEditing(target)
  }
  const nameOf = (connection: ModelConnection) => modelLabel(t, connection.provider, connection.model)

  const retest = useRetestModelConnection({
    onSuccess: (saved) =>
      saved.status === 'connected'
        ? toast({
            variant: 'success',
            title: t('toast.tested', { name: nameOf(saved), ms: saved.last_latency_ms ?? 0 }),
          })
        : toast({
            variant: 'destructive',
            title: t('toast.testFailed', { name: nameOf(saved) }),
            description: saved.last_error ? t(`reasons.${saved.last_error.reason}.title`) : undefined,
          }),
  })
  const setDefault = useUpdateModelConnection({
    onSuccess: (saved) => toast({ variant: 'success', title: t('toast.default', { name: nameOf(saved) }) }),
  })
  const remove = useDeleteModelConnection({
    onSuccess: (_, id) => {
      const gone = list.data?.connections.find((connection) => connection.id === id)
      if (!gone) return
      toast({ variant: 'success', title: t('toast.disconnected', { name: nameOf(gone) }) })
      // Its row is going away: focus lands on its provider's card, not on the page's start.
      document.getElementById(`provider-${gone.provider}-title`)?.focus()
    },
  })

  const busyId = retest.isPending
    ? (retest.variables ?? null)
    : setDefault.isPending
      ? (setDefault.variables?.id ?? null)
      : null
  const actions = {
    onEdit: (connection: ModelConnection) => openEditor({ provider: connection.provider, connection }),
    onTest: (connection: ModelConnection) => retest.mutate(connection.id),
    onSetDefault: (connection: ModelConnection) =>
      setDefault.mutate({ id: connection.id, changes: { is_default: true } }),
    onDisconnect: (connection: ModelConnection) => {
      focus.remember()
      setDisconnecting(connection)
    },
    busyId,
  }

  let content
  if (list.isPending) content = <AppsSkeleton />
  else if (list.isError) {
    content = (
      <EmptyState
        icon={CloudOffIcon}
        title={t('error.title')}
        description={t('error.description')}
        className="border-destructive/30"
      >
        <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
          <RotateCwIcon aria-hidden className={list.isFetching ? 'animate-spin' : undefined} />
          {t('actions.retry')}
        </Button>
      </EmptyState>
    )
  } else {
    const { server, connections } = list.data
    const serverLabel = serverModelLabel(t, server)
    const defaultConnection = connections.find((connection) => connection.is_default)
    const byProvider = (provider: ModelProviderId) =>
      connections.filter((connection) => connection.provider === provider)
    content = (
      <>
        <ServerModelCard server={server} inUse={!defaultConnection} />
        <OllamaCard connections={connections} />
        {connections.length === 0 && (
          <div
            role="note"
            className="flex gap-3 rounded-xl border border-primary/20 bg-primary/5 p-4 text-sm sm:p-5"
            data-testid="apps-empty"
          >
            <SparklesIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="grid gap-1">
              <p className="font-semibold">{t('empty.title')}</p>
              <p className="max-w-3xl text-muted-foreground">
                {server.kind === 'offline'
                  ? t('empty.descriptionOffline')
                  : t('empty.description', { server: serverLabel })}
              </p>
            </div>
          </div>
        )}
        <section aria-labelledby="providers-heading" className="grid gap-3">
          <h2 id="providers-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('providersHeading')}
          </h2>
          <div className="grid gap-3">
            {MODEL_PROVIDER_IDS.map((provider) => (
              <ProviderCard
                key={provider}
                provider={provider}
                connections={byProvider(provider)}
                onConnect={(id) => openEditor({ provider: id, connection: null })}
                actions={actions}
              />
            ))}
          </div>
        </section>
        <ConnectDialog
          target={editing}
          firstConnection={connections.length === 0}
          onClose={() => setEditing(null)}
          onCloseAutoFocus={(event) => focus.restore(event)}
        />
        <DisconnectDialog
          connection={disconnecting}
          fallback={serverLabel}
          onConfirm={(connection) => remove.mutate(connection.id)}
          onClose={() => setDisconnecting(null)}
          onCloseAutoFocus={(event) => focus.restore(event)}
        />
      </>
    )
  }

  return (
    <PageContainer title={t('title')} description={t('subtitle')}>
      {content}
    </PageContainer>
  )
}
