import { scriptExportSchema, type ExportFormat, type ScriptExport } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** GET /api/scripts/:id/export — one version as Markdown, teleprompter text or SRT. */
export async function exportScript(id: string, format: ExportFormat, messageId: string): Promise<ScriptExport> {
  const data = await api.get<unknown>(`/api/scripts/${encodeURIComponent(id)}/export`, { query: { format, message_id: messageId } })
  return scriptExportSchema.parse(data)
}
