import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResolvedNotificationSettings } from '@hookline/contract'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { SettingsSection } from '../settings-section'
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/account-api'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { toast } from '@/hooks/use-toast'

const SETTINGS = ['security_emails', 'product_news'] as const satisfies readonly (keyof ResolvedNotificationSettings)[]

/** Which mails the account gets; each switch saves at once. */
export function SettingsNotificationsPage() {
  const { t } = useTranslation('settings')
  const settings = useNotificationSettings()
  const update = useUpdateNotificationSettings()
  return (
    <SettingsSection title={t('notifications.title')} description={t('notifications.description')}>
      {settings.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : settings.isError ? (
        <p className="text-sm text-destructive">{t('notifications.loadFailed')}</p>
      ) : (
        <div className="grid gap-3">
          {SETTINGS.map((key) => (
            <NotificationRow
              key={key}
              name={key}
              checked={
                update.isPending && update.variables?.[key] !== undefined
                  ? Boolean(update.variables[key])
                  : settings.data[key]
              }
              disabled={update.isPending}
              onChange={(value) =>
                update.mutate(
                  { [key]: value },
                  {
                    onSuccess: () => toast({ variant: 'success', title: t('notifications.saved') }),
                    onError: (error) =>
                      toast({
                        variant: 'destructive',
                        title: t('notifications.saveFailed'),
                        description: isApiError(error) ? apiErrorMessage(error) : undefined,
                      }),
                  },
                )
              }
            />
          ))}
        </div>
      )}
    </SettingsSection>
  )
}

function NotificationRow({
  name,
  checked,
  disabled,
  onChange,
}: {
  name: (typeof SETTINGS)[number]
  checked: boolean
  disabled: boolean
  onChange: (value: boolean) => void
}) {
  const { t } = useTranslation('settings')
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {t(`notifications.${name}.label`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t(`notifications.${name}.hint`)}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
      />
    </div>
  )
}
