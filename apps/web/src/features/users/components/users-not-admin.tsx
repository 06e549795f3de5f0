import { Link } from '@tanstack/react-router'
import { CoinsIcon, ShieldIcon, UserCogIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'
import { ClaimAdminCard } from './claim-admin-card'

/**
 * /users for a creator who is not an administrator: what the page is and where their own account
 * is, instead of a bare 403. The sidebar does not list it for them; an old link or a typed address
 * still lands here. The operator of a new server, signed in with the account that should be admin,
 * finds the setup-token claim under "Setting up this server?".
 */
export function UsersNotAdmin() {
  const { t } = useTranslation('users')
  return (
    <PageContainer title={t('title')} description={t('notAdmin.subtitle')}>
      <EmptyState icon={ShieldIcon} title={t('notAdmin.title')} description={t('notAdmin.description')}>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/settings/account">
              <UserCogIcon aria-hidden />
              {t('notAdmin.account')}
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/settings">
              <CoinsIcon aria-hidden />
              {t('notAdmin.credits')}
            </Link>
          </Button>
        </div>
      </EmptyState>
      <details className="group rounded-xl border px-4 py-3" data-testid="claim-admin">
        <summary className="cursor-pointer text-sm font-medium text-muted-foreground">{t('notAdmin.setup')}</summary>
        <div className="pt-4">
          <ClaimAdminCard />
        </div>
      </details>
    </PageContainer>
  )
}
