/**
 * Hands text to the browser as a download under the given file name. Text types are marked
 * UTF-8 so Chinese scripts open correctly in editors that would otherwise guess the encoding.
 */
export function saveFile(filename: string, mimeType: string, content: string) {
  const type = /^text\//.test(mimeType) && !/charset=/i.test(mimeType) ? `${mimeType};charset=utf-8` : mimeType
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = Object.assign(document.createElement('a'), { href: url, download: filename })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
