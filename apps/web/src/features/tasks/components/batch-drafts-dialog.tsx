import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import {
  BATCH_DRAFTS_MAX,
  PLATFORMS,
  SCRIPT_FORMATS,
  TOPIC_MAX_LENGTH,
  trendingResponseSchema,
  type Platform,
  type ScriptFormat,
  type TrendItem,
} from '@hookline/contract'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { api } from '@/lib/api-client'
import { useQueueDrafts } from '../api/draft-jobs'

/** The trending items offered for a batch: the top of each list, read from the cache the server keeps. */
const TRENDS_OFFERED = 10

const typedTopics = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * Batch drafts: trending items ticked and topics typed one a line (up to 20 in all), one platform,
 * format and length; each becomes a draft on the job queue and a task once written.
 */
export function BatchDraftsDialog({
  open,
  onClose,
  onQueued,
}: {
  open: boolean
  onClose: () => void
  onQueued: (count: number) => void
}) {
  const { t, i18n } = useTranslation('tasks')
  const [text, setText] = useState('')
  const [picked, setPicked] = useState<TrendItem[]>([])
  const [platform, setPlatform] = useState<Platform>('douyin')
  const [format, setFormat] = useState<ScriptFormat>('talking_head')
  const [seconds, setSeconds] = useState('')
  const [error, setError] = useState<string | undefined>()
  const trends = useQuery({
    queryKey: ['trending', 'batch'],
    queryFn: async ({ signal }) =>
      trendingResponseSchema.parse(await api.get('/trending', { params: { query: { platform: 'all' } }, signal })),
    enabled: open,
    staleTime: 60_000,
  })
  const offered = trends.data?.platforms.flatMap((list) => list.items.slice(0, TRENDS_OFFERED)) ?? []
  const queue = useQueueDrafts({
    onSuccess: (list) => {
      onQueued(list.items.length)
      setText('')
      setPicked([])
    },
  })

  const topics = [
    ...picked.map((item) => ({
      topic: item.title.slice(0, TOPIC_MAX_LENGTH),
      trend: { platform: item.platform, title: item.title, rank: item.rank, hot_value: item.hot_value, url: item.url },
    })),
    ...typedTopics(text).map((topic) => ({ topic: topic.slice(0, TOPIC_MAX_LENGTH) })),
  ]
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (topics.length === 0) return setError(t('batch.errors.none'))
    if (topics.length > BATCH_DRAFTS_MAX) return setError(t('batch.errors.tooMany', { max: BATCH_DRAFTS_MAX }))
    const duration = seconds ? Number(seconds) : undefined
    if (duration !== undefined && (!Number.isInteger(duration) || duration < 5 || duration > 1800))
      return setError(t('batch.errors.length'))
    setError(undefined)
    queue.mutate({
      topics,
      platform,
      format,
      duration_seconds: duration,
      language: i18n.resolvedLanguage === 'en' ? 'en' : 'zh',
    })
  }
  const toggle = (item: TrendItem) =>
    setPicked((now) => (now.includes(item) ? now.filter((other) => other !== item) : [...now, item]))

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('batch.title')}</DialogTitle>
          <DialogDescription>{t('batch.description', { max: BATCH_DRAFTS_MAX })}</DialogDescription>
        </DialogHeader>
        <form id="batch-form" className="grid gap-4" noValidate onSubmit={submit}>
          {offered.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('batch.fromTrending')}</legend>
              <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-lg border p-2">
                {offered.map((item) => (
                  <li key={`${item.platform}-${item.rank}-${item.url}`}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-primary"
                        checked={picked.includes(item)}
                        onChange={() => toggle(item)}
                      />
                      <span className="min-w-0 break-words">
                        <span className="text-muted-foreground">{t(`common:platforms.${item.platform}`)} · </span>
                        {item.title}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <FormField label={t('batch.topics')} error={error}>
            {(control) => (
              <Textarea
                {...control}
                rows={5}
                value={text}
                placeholder={t('batch.topicsPlaceholder')}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('batch.count', { count: topics.length, max: BATCH_DRAFTS_MAX })}
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label={t('fields.platform')}>
              {(control) => (
                <NativeSelect {...control} value={platform} onChange={(e) => setPlatform(e.target.value as Platform)}>
                  {PLATFORMS.map((id) => (
                    <option key={id} value={id}>
                      {t(`common:platforms.${id}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t('batch.format')}>
              {(control) => (
                <NativeSelect {...control} value={format} onChange={(e) => setFormat(e.target.value as ScriptFormat)}>
                  {SCRIPT_FORMATS.map((id) => (
                    <option key={id} value={id}>
                      {t(`formats.${id}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label={t('batch.length')}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={1800}
                  value={seconds}
                  placeholder={t('batch.lengthPlaceholder')}
                  onChange={(e) => setSeconds(e.target.value)}
                />
              )}
            </FormField>
          </div>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form="batch-form" disabled={queue.isPending}>
            {t('batch.submit', { count: topics.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
