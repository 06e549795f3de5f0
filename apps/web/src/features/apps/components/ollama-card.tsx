import { useQuery } from '@tanstack/react-query'
import { CheckIcon, LoaderCircleIcon, PlugZapIcon, RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ModelConnection } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ModelProviderLogo } from '@/components/model-provider-logo'
import { toast } from '@/hooks/use-toast'
import { useCreateModelConnection } from '../api/create-model-connection'
import { ollamaQueryOptions } from '../api/discover-ollama'

const gigabytes = (bytes: number) => Math.round((bytes / 1e9) * 10) / 10

/**
 * "Connect local Ollama": when an Ollama server answers on this machine, its installed models,
 * each one click from a connection (provider ollama, its OpenAI-compatible API at /v1); the first
 * connection becomes the default. Nothing is shown when none answers.
 */
export function OllamaCard({ connections }: { connections: ModelConnection[] }) {
  const { t } = useTranslation('apps')
  const found = useQuery(ollamaQueryOptions())
  const connect = useCreateModelConnection({
    onSuccess: (saved) =>
      saved.status === 'connected'
        ? toast({ variant: 'success', title: t('ollama.connected', { model: saved.model }) })
        : toast({ variant: 'destructive', title: t('ollama.connectFailed', { model: saved.model }) }),
    onError: () => toast({ variant: 'destructive', title: t('ollama.connectFailed', { model: '' }) }),
  })
  const data = found.data
  if (!data || (!data.available && data.reason !== 'no_models')) return null
  const connectedModels = new Set(
    connections
      .filter((c) => c.provider === 'ollama' && c.base_url.replace(/\/+$/, '') === data.base_url)
      .map((c) => c.model),
  )
  return (
    <section
      aria-labelledby="ollama-local-title"
      className="grid gap-3 rounded-xl border border-primary/25 bg-card p-4 shadow-xs sm:p-5"
      data-testid="ollama-card"
    >
      <div className="flex flex-wrap items-start gap-3">
        <ModelProviderLogo provider="ollama" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 id="ollama-local-title" className="font-semibold">
            {t('ollama.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {data.available ? t('ollama.description') : t('ollama.noModels')}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => void found.refetch()} disabled={found.isFetching}>
          <RotateCwIcon aria-hidden className={found.isFetching ? 'animate-spin' : undefined} />
          {t('ollama.again')}
        </Button>
      </div>
      {data.models.length > 0 && (
        <ul className="grid gap-2" aria-label={t('ollama.modelsLabel')}>
          {data.models.map((model) => {
            const done = connectedModels.has(model.name)
            const busy = connect.isPending && connect.variables?.model === model.name
            return (
              <li key={model.name} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-medium break-all">{model.name}</span>
                  {model.parameter_size && <Badge variant="secondary">{model.parameter_size}</Badge>}
                  {model.size !== null && (
                    <span className="text-xs text-muted-foreground">
                      {t('ollama.size', { gb: gigabytes(model.size) })}
                    </span>
                  )}
                </div>
                {done ? (
                  <Badge variant="outline" className="gap-1">
                    <CheckIcon aria-hidden className="size-3.5" />
                    {t('ollama.isConnected')}
                  </Badge>
                ) : (
                  <Button
                    size="sm"
                    disabled={connect.isPending}
                    aria-label={t('ollama.connectModel', { model: model.name })}
                    onClick={() =>
                      connect.mutate({
                        provider: 'ollama',
                        base_url: data.base_url,
                        model: model.name,
                        is_default: !connections.some((c) => c.is_default),
                      })
                    }
                  >
                    {busy ? <LoaderCircleIcon className="animate-spin" /> : <PlugZapIcon />}
                    {t('ollama.connect')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
