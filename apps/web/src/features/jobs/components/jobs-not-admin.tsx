import { Link } from '@tanstack/react-router'
import { ShieldIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'
import { Button } from '@/components/ui/button'

/** /users/jobs for a creator: what the page is, instead of a bare 403. */
export function JobsNotAdmin() {
  const { t } = useTranslation('jobs')
  return (
    <PageContainer title={t('title')}>
      <EmptyState icon={ShieldIcon} title={t('notAdmin.title')} description={t('notAdmin.description')}>
        <Button variant="outline" asChild>
          <Link to="/">{t('notAdmin.home')}</Link>
        </Button>
      </EmptyState>
    </PageContainer>
  )
}
