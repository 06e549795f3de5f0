import { scriptExportSchema, type ExportFormat, type ScriptExport } from '@hookline/contract'
import { api } from '@/lib/api-client'

/** GET /api/scripts/:id/export — the current version (no message_id) in one format. */
export async function exportCurrentVersion(id: string, format: ExportFormat): Promise<ScriptExport> {
  return scriptExportSchema.parse(await api.get<unknown>(`/api/scripts/${encodeURIComponent(id)}/export`, { query: { format } }))
}
