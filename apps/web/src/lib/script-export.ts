import { exportFormatSchema, scriptExportSchema, type ExportFormat, type ScriptExport } from '@hookline/contract'
import { api } from '@/lib/api-client'
import { saveFile } from '@/lib/save-file'

/**
 * GET /api/scripts/:id/export, shared by Smart Creation and History: one version (the current one
 * when `messageId` is absent) as Markdown, teleprompter text or SRT captions. Revision notes are
 * left out unless `notes` asks for them.
 */

export const EXPORT_FORMATS: readonly ExportFormat[] = exportFormatSchema.options

export interface ExportOptions {
  messageId?: string
  notes?: boolean
}

/** Formats whose lines are spoken or shown on screen, where a blank must never pass for a line. */
export const TIMED_EXPORT_FORMATS: readonly ExportFormat[] = ['srt', 'text']

export async function fetchScriptExport(
  id: string,
  format: ExportFormat,
  { messageId, notes }: ExportOptions = {},
): Promise<ScriptExport> {
  const data = await api.get('/scripts/{id}/export', {
    params: { path: { id }, query: { format, message_id: messageId, notes: notes ? 'true' : undefined } },
  })
  return scriptExportSchema.parse(data)
}

/** Fetches the export and saves it under the server's suggested file name; returns the file. */
export async function downloadScriptExport(
  id: string,
  format: ExportFormat,
  options: ExportOptions = {},
): Promise<ScriptExport> {
  const file = await fetchScriptExport(id, format, options)
  saveFile(file.filename, file.mime_type, file.content)
  return file
}
