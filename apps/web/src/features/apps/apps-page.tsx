import { LayoutGridIcon } from 'lucide-react'
import { WorkspaceSectionPage } from '@/components/workspace-section-page'

/** SPEC §1: this section exists but its content is not specified yet. */
export const AppsPage = () => <WorkspaceSectionPage section='apps' icon={LayoutGridIcon} />
