import { useNavigate } from '@tanstack/react-router'
import { FileTextIcon, LoaderCircleIcon, RotateCwIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { GenerateRequest, ScriptDetail, ScriptMessage } from '@hookline/contract'
import { handleServerError } from '@/lib/handle-server-error'
import { Button } from '@/components/ui/button'
import { useCreateScriptMutation } from '../api/create-script'
import { useHealth } from '../api/get-health'
import { startGeneration } from '../hooks/generation-runner'
import { isOfflineEngine } from '../lib/versions'

/** The request that asked for a version, to send again. */
export const requestOf = (request: Pick<ScriptMessage, 'content' | 'action'> | null): GenerateRequest => ({
  ...(request?.content ? { text: request.content } : {}),
  ...(request?.action ? { action: request.action } : {}),
})

/**
 * What to do after the model failed a version: try the same request again, or — for a script a
 * connected model writes — have the server's engine (the offline drafts, usually) write a new
 * script from the same brief, which needs no key and costs nothing offline.
 */
export function FailureActions({
  detail,
  request,
}: {
  detail: ScriptDetail
  request: Pick<ScriptMessage, 'content' | 'action'> | null
}) {
  const { t } = useTranslation('scripts')
  const navigate = useNavigate()
  const health = useHealth()
  const serverOffline = isOfflineEngine(health.data?.engine)
  const create = useCreateScriptMutation({
    onSuccess: (created) => {
      void startGeneration(created.id, {})
      void navigate({ to: '/script-engine/$id', params: { id: created.id } })
    },
    onError: (error) => handleServerError(error),
  })
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="failure-actions">
      <Button size="sm" onClick={() => void startGeneration(detail.id, requestOf(request))}>
        <RotateCwIcon />
        {t('failure.retry')}
      </Button>
      {detail.connection_id !== null && (
        <Button
          size="sm"
          variant="outline"
          disabled={create.isPending}
          title={t('failure.offlineHint')}
          onClick={() => create.mutate({ brief: detail.brief, title: detail.title, connection_id: null })}
        >
          {create.isPending ? <LoaderCircleIcon className="animate-spin" /> : <FileTextIcon />}
          {serverOffline ? t('failure.writeOffline') : t('failure.writeWithServer')}
        </Button>
      )}
    </div>
  )
}
