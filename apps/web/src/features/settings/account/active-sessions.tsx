import { LaptopIcon, LogOutIcon, MonitorSmartphoneIcon, SmartphoneIcon, TabletIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SessionInfo } from '@hookline/contract'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/account-api'
import { isApiError } from '@/lib/api-client'
import { apiErrorMessage } from '@/lib/handle-server-error'
import { timeAgo } from '@/lib/relative-time'
import { endSession } from '@/lib/session'
import { toast } from '@/hooks/use-toast'

const DEVICE_ICONS = {
  desktop: LaptopIcon,
  mobile: SmartphoneIcon,
  tablet: TabletIcon,
  unknown: MonitorSmartphoneIcon,
} as const

/** Where the account is signed in; sign out one device, or every other one. */
export function ActiveSessions() {
  const { t, i18n } = useTranslation('settings')
  const sessions = useSessions()
  const revoke = useRevokeSession()
  const revokeOthers = useRevokeOtherSessions()
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('sessions.failed'),
      description: isApiError(error) ? apiErrorMessage(error) : undefined,
    })
  const device = (session: SessionInfo) =>
    [session.browser, session.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice')

  const signOut = (session: SessionInfo) =>
    revoke.mutate(session.id, {
      onSuccess: () => {
        if (session.current) return void endSession()
        toast({ variant: 'success', title: t('sessions.signedOut', { device: device(session) }) })
      },
      onError: failed,
    })

  if (sessions.isPending) return <Skeleton className="h-24 w-full" />
  if (sessions.isError) return <p className="text-sm text-destructive">{t('sessions.loadFailed')}</p>
  const others = sessions.data.filter((session) => !session.current).length
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {sessions.data.map((session) => {
          const Icon = DEVICE_ICONS[session.device_type]
          return (
            <li key={session.id} className="flex items-center gap-3 rounded-lg border p-3">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2 font-medium">
                  {device(session)}
                  {session.current && <Badge variant="secondary">{t('sessions.thisDevice')}</Badge>}
                </div>
                <div className="text-xs text-muted-foreground">
                  {t('sessions.details', {
                    ip: session.ip_address ?? t('sessions.unknownAddress'),
                    seen: timeAgo(session.last_seen_at, i18n.language) ?? t('sessions.justNow'),
                  })}
                </div>
              </div>
              <Button
                variant="ghost"
                size="sm"
                disabled={revoke.isPending}
                onClick={() => signOut(session)}
                aria-label={t('sessions.signOutLabel', { device: device(session) })}
              >
                <LogOutIcon aria-hidden />
                {t('sessions.signOut')}
              </Button>
            </li>
          )
        })}
      </ul>
      {others > 0 && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="justify-self-start">
              {t('sessions.signOutOthers')}
            </Button>
          }
          title={t('sessions.confirmTitle')}
          description={t('sessions.confirmDescription', { count: others })}
          cancelLabel={t('sessions.cancel')}
          confirmLabel={t('sessions.signOutOthers')}
          destructive
          onConfirm={() =>
            revokeOthers.mutateAsync(undefined, {
              onSuccess: ({ revoked }) =>
                toast({ variant: 'success', title: t('sessions.othersSignedOut', { count: revoked }) }),
              onError: failed,
            })
          }
        />
      )}
    </div>
  )
}
