import { Link } from '@tanstack/react-router'
import { ArrowRightIcon, TriangleAlertIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ModelConnectionList } from '@hookline/contract'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { modelLabel, serverModelLabel } from '@/lib/model-labels'

/** The server's engine in the select: connection ids are uuids, so this never collides. */
export const SERVER_WRITER = 'server'

/** Which model writes this script: one of the creator's connections, or the server's engine. */
export function WriterSelect({
  list,
  value,
  onChange,
  failed,
}: {
  list: ModelConnectionList | undefined
  /** A connection id, or null for the server's engine; undefined while the list loads. */
  value: string | null | undefined
  onChange: (value: string | null) => void
  /** The list could not be loaded: the server's default applies (the brief is sent without a choice). */
  failed?: boolean
}) {
  const { t } = useTranslation('scripts')
  const failing = list?.connections.find((connection) => connection.id === value && connection.status === 'failing')
  return (
    <FormField
      label={t('writer.label')}
      labelAside={
        <Link
          to="/apps"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('writer.manage')}
          <ArrowRightIcon aria-hidden className="size-3" />
        </Link>
      }
    >
      {(control) => (
        <>
          <NativeSelect
            {...control}
            data-testid="writer-select"
            disabled={failed || !list}
            value={value === undefined ? '' : (value ?? SERVER_WRITER)}
            onChange={(event) => onChange(event.target.value === SERVER_WRITER ? null : event.target.value)}
          >
            {!list && <option value="">{failed ? t('writer.unavailable') : t('writer.loading')}</option>}
            {list?.connections.map((connection) => {
              const name = modelLabel(t, connection.provider, connection.model)
              return (
                <option key={connection.id} value={connection.id}>
                  {connection.status === 'failing'
                    ? t('writer.failing', { name })
                    : connection.is_default
                      ? t('writer.default', { name })
                      : name}
                </option>
              )
            })}
            {list && (
              <option value={SERVER_WRITER}>{t('writer.server', { name: serverModelLabel(t, list.server) })}</option>
            )}
          </NativeSelect>
          {failing && (
            <p className="flex gap-1.5 text-xs text-amber-800 dark:text-amber-300" data-testid="writer-failing">
              <TriangleAlertIcon aria-hidden className="mt-0.5 size-3.5 shrink-0" />
              {t('writer.failingHint')}
            </p>
          )}
        </>
      )}
    </FormField>
  )
}
