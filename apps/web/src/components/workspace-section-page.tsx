import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/empty-state'
import { PageContainer } from '@/components/layout/page-container'

/** The frame of the users / tasks / chats sections (workspace.json `<section>` keys). */
export function WorkspaceSectionPage({ section, icon }: { section: 'users' | 'tasks' | 'chats'; icon: LucideIcon }) {
  const { t } = useTranslation('workspace')
  return (
    <PageContainer title={t(`${section}.title`)} description={t(`${section}.subtitle`)}>
      <EmptyState icon={icon} title={t(`${section}.emptyTitle`)} description={t(`${section}.emptyDescription`)} />
    </PageContainer>
  )
}
