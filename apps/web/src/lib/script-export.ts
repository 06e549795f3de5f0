import { exportFormatSchema, scriptExportSchema, type ExportFormat, type ScriptExport } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

/**
 * GET /api/scripts/:id/export, shared by Smart Creation and History: one version (the current one
 * when `messageId` is absent) as Markdown, teleprompter text or SRT captions.
 */

export const EXPORT_FORMATS: readonly ExportFormat[] = exportFormatSchema.options

export async function fetchScriptExport(id: string, format: ExportFormat, messageId?: string): Promise<ScriptExport> {
  const data = await api.get<unknown>(`/api/scripts/${encodeURIComponent(id)}/export`, {
    query: { format, message_id: messageId },
  })
  return scriptExportSchema.parse(data)
}

/** Fetches the export and saves it under the server's suggested file name; returns the file. */
export async function downloadScriptExport(
  id: string,
  format: ExportFormat,
  messageId?: string,
): Promise<ScriptExport> {
  const file = await fetchScriptExport(id, format, messageId)
  saveFile(file.filename, file.mime_type, file.content)
  return file
}
