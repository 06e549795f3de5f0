import { useId, type ComponentProps } from 'react'
import { LoaderCircleIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ConnectionProbe } from '@hookline/contract'
import { Input } from '@/components/ui/input'
import { useProviderModels } from '../api/list-provider-models'
import { useDebouncedValue } from '../hooks/use-debounced-value'

/** Ask the provider for its list once typing in the key or address has paused this long. */
const MODEL_LIST_DEBOUNCE_MS = 500

/**
 * The model name: a combobox (input + datalist) offering the provider's own list, and free typing
 * always — with a hint when there is no list, saying why in the creator's language.
 */
export function ModelField({
  probe,
  canAsk,
  missing,
  hintId,
  ...input
}: ComponentProps<'input'> & {
  probe: ConnectionProbe
  /** Whether the provider can be asked yet (a custom server needs an address, most providers a key). */
  canAsk: boolean
  missing: 'key' | 'url'
  hintId: string
}) {
  const { t } = useTranslation('apps')
  const listId = useId()
  const asked = useDebouncedValue({ ...probe, model: undefined }, MODEL_LIST_DEBOUNCE_MS)
  const models = useProviderModels(asked, canAsk)
  const list = models.data?.models ?? []
  let hint: string
  if (!canAsk) hint = missing === 'url' ? t('dialog.modelsNeedUrl') : t('dialog.modelsNeedKey')
  else if (models.isFetching && list.length === 0) hint = t('dialog.modelsLoading')
  else if (models.data?.reason)
    hint = t('dialog.modelsUnavailable', { reason: t(`reasons.${models.data.reason}.title`) })
  else if (models.isError || (models.data && list.length === 0))
    hint = t('dialog.modelsUnavailable', { reason: t('reasons.provider_error.title') })
  else hint = list.length > 0 ? t('dialog.modelsCount', { count: list.length }) : ''
  return (
    <>
      <div className="relative">
        <Input
          {...input}
          list={list.length > 0 ? listId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('dialog.modelPlaceholder')}
          className="pr-9 font-mono"
        />
        {canAsk && models.isFetching && (
          <LoaderCircleIcon
            aria-hidden
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          />
        )}
        <datalist id={listId}>
          {list.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground" data-testid="model-list-hint">
          {hint}
        </p>
      )}
    </>
  )
}
