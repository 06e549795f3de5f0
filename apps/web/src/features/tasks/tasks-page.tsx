import { ListChecksIcon } from 'lucide-react'
import { WorkspaceSectionPage } from '@/components/workspace-section-page'

/** This section exists but its content is not specified yet. */
export const TasksPage = () => <WorkspaceSectionPage section="tasks" icon={ListChecksIcon} />
