import { CaptionsIcon, FileTextIcon, ScrollTextIcon } from 'lucide-react'
import type { ExportFormat } from '@hookline/contract'

const ICONS: Record<ExportFormat, typeof FileTextIcon> = {
  markdown: FileTextIcon,
  text: ScrollTextIcon,
  srt: CaptionsIcon,
}

/** The icon of an export format in the export menus of Smart Creation and History. */
export function ExportFormatIcon({ format }: { format: ExportFormat }) {
  const Icon = ICONS[format]
  return <Icon aria-hidden />
}
