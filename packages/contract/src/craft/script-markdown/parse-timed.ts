import type { ScriptBeat } from '../../scripts'
import type { FieldKey } from './layout'
import {
  cleanText,
  fieldOf,
  isExplicitBeatHeading,
  isRule,
  isTableLine,
  isTableSeparator,
  readHeading,
  readLabelled,
  readSeconds,
  stripBullet,
  stripLeadingTimeRange,
  stripNumbering,
  tableCells,
} from './parse-lines'

/** A beat as parsed: seconds stay null until the caller estimates them and warns. */
export interface DraftBeat extends Omit<ScriptBeat, 'seconds'> {
  seconds: number | null
}

const emptyDraft = (label = ''): DraftBeat => ({ label, shot: '', voice_over: '', on_screen_text: '', seconds: null })

const hasContent = (beat: DraftBeat) => Boolean(beat.shot || beat.voice_over || beat.on_screen_text)

/** "镜头 2 · 产品亮相（8 秒）" → "产品亮相"; seconds are read separately. */
export function beatLabel(heading: string): string {
  // "【镜头1 3-11秒】入住拍照": the stretch can follow the beat's number inside its brackets too.
  const withoutPrefix = stripLeadingTimeRange(
    stripLeadingTimeRange(heading)
      .replace(/^[【[(（]?\s*(镜头|分镜|场景|段落|beat|scene|shot|part|chapter|章节?)\s*#?\s*\d+\s*[】\])）]?\s*/i, '')
      .replace(/^第\s*[\d一二三四五六七八九十]+\s*[幕段章节个部场]\s*/, ''),
  )
  return stripNumbering(withoutPrefix)
    .replace(/[(（][^)）]*(\d|秒|s\b)[^)）]*[)）]/gi, '')
    .replace(/\b\d{1,2}:\d{2}\s*[-–—~]\s*\d{1,2}:\d{2}\b/g, '')
    .replace(/^[\s·•:：|\-–—.】\])）]+|[\s·•:：|\-–—.]+$/g, '')
    .trim()
}

const TRAILING_SECONDS = /\s*[(（]\s*(?:约\s*)?\d+(?:\.\d+)?\s*(?:s|秒|sec|seconds?)\s*[)）]\s*$/i

/** Appends to a field; a trailing "(5s)" a model tacked onto a line becomes the beat's seconds. */
function append(beat: DraftBeat, field: Exclude<FieldKey, 'seconds'>, text: string) {
  const timing = TRAILING_SECONDS.exec(text)
  if (timing) {
    beat.seconds ??= readSeconds(timing[0])
    text = text.slice(0, timing.index)
  }
  if (!text) return
  beat[field] = beat[field] ? `${beat[field]} ${text}` : text
}

type Column = FieldKey | 'index' | null

/** A column that numbers or names the rows: "#", "序号", "镜号", "段落", "Scene", "Part". */
const ROW_NAME =
  /^(#|序号|编号|镜号|no\.?|镜头|分镜|场景|段落|环节|结构|部分|beat|scene|shot|part|section|segment|step)\s*(#|号|no\.?)?$/i

/**
 * What each column of a table header holds, or null when it names fewer than two script fields
 * (a table that is not a shot list). "| 镜头 | 画面 | 口播 |": 镜头 names the rows, since 画面
 * already holds the shot.
 */
export function tableColumns(headerLine: string): Column[] | null {
  const header = tableCells(headerLine)
  const fields = header.map((cell) => fieldOf(cell))
  const columns: Column[] = header.map((cell, i) => {
    if (/^(#|序号|编号|no\.?)$/i.test(cell)) return 'index'
    const field = fields[i]
    const sameFieldLater = field !== null && fields.some((other, j) => j !== i && other === field)
    return ROW_NAME.test(cell) && (field === null || sameFieldLater) ? null : field
  })
  return columns.filter((c) => c && c !== 'index').length >= 2 ? columns : null
}

/** Rows of a Markdown table whose header names at least two script fields. */
function readTable(lines: string[]): DraftBeat[] | null {
  const rows = lines.filter(isTableLine)
  if (rows.length < 2) return null
  const columns = tableColumns(rows[0])
  if (!columns) return null
  const body = rows.slice(1).filter((row) => !isTableSeparator(row))
  // The column that names the rows: "| 镜头 | 段落 |" numbers them in 镜头 and names them in 段落.
  const nameColumns = columns.flatMap((column, i) => (column === null ? [i] : []))
  const named = (i: number) => body.some((row) => !/^\d*$/.test(tableCells(row)[i] ?? ''))
  const labelColumn = nameColumns.find(named) ?? -1
  return body
    .map((row) => {
      const cells = tableCells(row)
      const label = labelColumn >= 0 ? beatLabel(cells[labelColumn] ?? '') : ''
      const beat = emptyDraft(/^\d+$/.test(label) ? '' : label)
      columns.forEach((column, i) => {
        const cell = cells[i] ?? ''
        if (column === 'seconds') beat.seconds = readSeconds(cell)
        else if (column && column !== 'index') append(beat, column, cell)
      })
      return beat
    })
    .filter(hasContent)
}

/**
 * Lines of a timed section (hook, call to action, or the beats section) → beats. Within the
 * beats section a sub-heading, a numbered item without a field, or a field repeated without a
 * heading starts the next beat. Prose without a label is voice-over: that is what models add.
 */
export function readTimedLines(lines: string[], heading: string, multiple: boolean): DraftBeat[] {
  const table = readTable(lines)
  if (table && table.length > 0) return table

  const beats: DraftBeat[] = []
  let current = emptyDraft(beatLabel(heading))
  current.seconds = readSeconds(heading, { bare: false })
  let field: FieldKey | null = null
  const next = (title: string) => {
    if (hasContent(current) || current.seconds !== null) beats.push(current)
    current = emptyDraft(beatLabel(title))
    current.seconds = readSeconds(title, { bare: false })
    field = null
  }

  for (const raw of lines) {
    if (!raw.trim() || isRule(raw) || isTableLine(raw)) continue
    const sub = readHeading(raw)
    const subField = sub ? fieldOf(sub.text) : null
    if (sub && subField && !isExplicitBeatHeading(sub.text)) {
      field = subField // "**画面：**" alone: the value follows on the next lines
      continue
    }
    if (sub) {
      if (multiple) next(sub.text)
      continue
    }
    const labelled = readLabelled(raw)
    const key = labelled ? fieldOf(labelled.label) : null
    if (labelled && key) {
      const repeated = key !== 'seconds' && current[key] !== '' && field !== key
      if (multiple && repeated) next('')
      field = key
      if (key === 'seconds') current.seconds = readSeconds(labelled.value) ?? current.seconds
      else append(current, key, labelled.value)
      continue
    }
    const numbered = /^\s*\d+[.)、]\s+(.+)$/.exec(raw)
    if (multiple && numbered && (hasContent(current) || beats.length === 0)) {
      next(cleanText(numbered[1]))
      continue
    }
    const text = cleanText(stripBullet(raw))
    append(current, field && field !== 'seconds' ? field : 'voice_over', text)
  }
  if (hasContent(current) || current.seconds !== null) beats.push(current)
  return beats
}
