import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The repository's root, which every path here is relative to. */
export const root = path.resolve(import.meta.dirname, '..')

/** One file's text changed: `from` (which must occur in it) replaced by `to`, every occurrence. */
export interface TextChange {
  file: string
  from: string
  to: string
}

/**
 * Type-checks `project` with files' text changed and lists the files the compiler then complains
 * about: every place a catalogue's new entry still needs, when tables over the catalogue are
 * complete `Record`s. A change that a command makes (the generated API types) is passed as a
 * change too, so the list names only what a person must write.
 */
export function filesNamedWhenChanged(project: string, ...changes: TextChange[]): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error(`cannot read ${project}`)
  const changed = new Map<string, string>()
  for (const { file, from, to } of changes) {
    const source = fs.readFileSync(path.join(root, file), 'utf8')
    if (!source.includes(from)) throw new Error(`${file} no longer says ${from}`)
    changed.set(path.join(root, file), source.replaceAll(from, to))
  }
  const named = (program: ts.Program, files?: readonly ts.SourceFile[]) =>
    new Set(
      (files
        ? files.flatMap((file) => ts.getPreEmitDiagnostics(program, file))
        : ts.getPreEmitDiagnostics(program)
      ).flatMap((diagnostic) => (diagnostic.file ? [path.relative(root, diagnostic.file.fileName)] : [])),
    )
  const host = ts.createCompilerHost(parsed.options)
  const readSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = changed.get(path.resolve(fileName))
    return text === undefined
      ? readSourceFile(fileName, languageVersion, ...rest)
      : ts.createSourceFile(fileName, text, languageVersion)
  }
  const withChange = ts.createProgram(parsed.fileNames, parsed.options, host)
  const after = named(withChange)
  // A file someone is still writing may not compile as it is: only what the change adds counts.
  // Checking just the named files as they are is enough to tell, and far cheaper than the whole
  // project a second time.
  host.getSourceFile = readSourceFile
  const asItIs = ts.createProgram(parsed.fileNames, parsed.options, host, withChange)
  const namedFiles = [...after].flatMap((file) => asItIs.getSourceFile(path.join(root, file)) ?? [])
  const before = named(asItIs, namedFiles)
  return [...after].filter((file) => !before.has(file)).sort()
}
