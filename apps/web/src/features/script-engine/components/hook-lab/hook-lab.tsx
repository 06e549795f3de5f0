import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CheckIcon, FlaskConicalIcon, Loader2Icon, TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { HookCandidate, Script } from '@hookline/contract'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-client'
import { cn } from '@/lib/utils'
import { useEditVersionMutation } from '../../api/edit-version'
import { tryHooks } from './try-hooks'
import { HookLabLibrary, starredFrom } from '@/components/creator-style/hook-lab-library'
import { StarHookButton } from '@/components/creator-style/star-hook-button'

/**
 * The Hook Lab: "Try other hooks" asks the creator's model for five hooks of named
 * types, shown side by side with their seconds and what the check says; picking one saves a new
 * version with that hook and nothing else changed (the hand-edit path).
 */
export function HookLab({
  scriptId,
  messageId,
  script,
  onPicked,
}: {
  scriptId: string
  messageId: string
  script: Script
  onPicked: (versionId: string | null) => void
}) {
  const { t } = useTranslation('scripts')
  const [picked, setPicked] = useState<number | null>(null)
  const round = useMutation({ mutationFn: () => tryHooks(scriptId, messageId) })
  const save = useEditVersionMutation({ onSuccess: (detail) => onPicked(detail.current_message_id) })
  const noModel = isApiError(round.error) && (round.error.data as { reason?: string } | null)?.reason === 'no_model'

  const pick = (hook: HookCandidate, index: number) => {
    setPicked(index)
    save.mutate({
      id: scriptId,
      baseMessageId: messageId,
      script: {
        ...script,
        hook: {
          ...script.hook,
          voice_over: hook.voice_over,
          on_screen_text: hook.on_screen_text || script.hook.on_screen_text,
        },
      },
    })
  }

  return (
    <section className="grid gap-3 rounded-xl border p-4" aria-labelledby="hook-lab-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="space-y-0.5">
          <h2 id="hook-lab-title" className="flex items-center gap-1.5 font-semibold">
            <FlaskConicalIcon aria-hidden className="size-4 text-primary" />
            {t('hookLab.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('hookLab.description')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => round.mutate()} disabled={round.isPending}>
          {round.isPending ? <Loader2Icon className="animate-spin" /> : <FlaskConicalIcon />}
          {t(round.data ? 'hookLab.again' : 'hookLab.try')}
        </Button>
      </div>
      {round.isError && (
        <p role="alert" className="text-sm">
          {noModel ? (
            <>
              {t('hookLab.noModel')}{' '}
              <Link to="/apps" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('hookLab.connect')}
              </Link>
            </>
          ) : (
            t('hookLab.failed')
          )}
        </p>
      )}
      {round.data?.source === 'template' && (
        <p className="text-sm text-muted-foreground">
          {t('hookLab.templatesNote')}{' '}
          <Link to="/apps" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('hookLab.connect')}
          </Link>
        </p>
      )}
      {round.data && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('hookLab.listLabel')}>
          {round.data.hooks.map((hook, index) => {
            const ok = hook.findings.length === 0
            return (
              <li
                key={`${hook.type}-${index}`}
                className={cn(
                  'grid content-between gap-3 rounded-lg border p-3',
                  ok ? 'border-border' : 'border-amber-500/50',
                )}
                data-testid="hook-candidate"
              >
                <div className="grid gap-1.5">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Badge variant="secondary">
                      {hook.type
                        ? t(`hookLab.types.${hook.type}`)
                        : t('hookLab.template', { format: t(`formats.${hook.format ?? 'talking_head'}`) })}
                    </Badge>
                    <Badge variant="outline" className="tabular-nums">
                      {t('hookLab.seconds', { seconds: hook.seconds })}
                    </Badge>
                    <StarHookButton hook={starredFrom(scriptId, hook)} />
                  </div>
                  <p className="text-sm font-medium">{hook.voice_over}</p>
                  {hook.on_screen_text && (
                    <p className="text-xs text-muted-foreground">
                      {t('hookLab.onScreen', { text: hook.on_screen_text })}
                    </p>
                  )}
                  {ok ? (
                    <p className="flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-400">
                      <CheckIcon aria-hidden className="size-3.5" />
                      {t('hookLab.passes')}
                    </p>
                  ) : (
                    <ul className="grid gap-0.5 text-xs text-amber-800 dark:text-amber-300">
                      {hook.findings.map((finding, i) => (
                        <li key={i} className="flex items-start gap-1">
                          <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                          {t(`hookLab.findings.${finding.code}`, { defaultValue: t('hookLab.findings.other') })}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                <Button
                  size="sm"
                  variant={ok ? 'default' : 'outline'}
                  disabled={save.isPending}
                  onClick={() => pick(hook, index)}
                >
                  {save.isPending && picked === index ? <Loader2Icon className="animate-spin" /> : <CheckIcon />}
                  {t('hookLab.use')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {save.isError && (
        <p role="alert" className="text-sm">
          {t('hookLab.pickFailed')}
        </p>
      )}
      <HookLabLibrary scriptId={scriptId} script={script} />
    </section>
  )
}
