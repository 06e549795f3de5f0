import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The repository's root, which every path here is relative to. */
export const root = path.resolve(import.meta.dirname, '..')

/**
 * Type-checks `project` with one file's text changed (`from` replaced by `to`, which must occur in
 * it) and lists the files the compiler then complains about: every place a catalogue's new entry
 * still needs, when tables over the catalogue are complete `Record`s.
 */
export function filesNamedWhenChanged(project: string, file: string, from: string, to: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, project), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!parsed) throw new Error(`cannot read ${project}`)
  const changed = path.join(root, file)
  const source = fs.readFileSync(changed, 'utf8')
  if (!source.includes(from)) throw new Error(`${file} no longer says ${from}`)
  const added = source.replace(from, to)
  const complaints = (program: ts.Program) =>
    new Set(
      ts
        .getPreEmitDiagnostics(program)
        .flatMap((diagnostic) => (diagnostic.file ? [path.relative(root, diagnostic.file.fileName)] : [])),
    )
  const host = ts.createCompilerHost(parsed.options)
  const as = ts.createProgram(parsed.fileNames, parsed.options, host)
  // A file someone is still writing may not compile as it is: only what the change adds counts.
  const before = complaints(as)
  const getSourceFile = host.getSourceFile.bind(host)
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === changed
      ? ts.createSourceFile(fileName, added, languageVersion)
      : getSourceFile(fileName, languageVersion, ...rest)
  const after = complaints(ts.createProgram(parsed.fileNames, parsed.options, host, as))
  return [...after].filter((file) => !before.has(file)).sort()
}
