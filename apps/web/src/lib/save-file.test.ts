import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveFile } from './save-file'

/** The web tests run without a DOM: just enough of one to watch the download link. */
function fakeDocument() {
  const clicked: Array<{ href: string; download: string }> = []
  const blobs: Blob[] = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), `blob:${blobs.length}`))
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  vi.stubGlobal('document', {
    createElement: () => {
      const link = {
        href: '',
        download: '',
        click: () => clicked.push({ href: link.href, download: link.download }),
        remove: vi.fn(),
      }
      return link
    },
    body: { append: vi.fn() },
  })
  return { clicked, blobs }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('saveFile', () => {
  it('downloads the content under the given name and frees the blob afterwards', async () => {
    vi.useFakeTimers()
    const { clicked, blobs } = fakeDocument()
    saveFile('脚本.srt', 'application/x-subrip', '1\n00:00:00,000 --> 00:00:03,000\n你好\n')
    expect(clicked).toEqual([{ href: 'blob:1', download: '脚本.srt' }])
    expect(blobs[0].type).toBe('application/x-subrip')
    expect(await blobs[0].text()).toContain('你好')
    vi.advanceTimersByTime(1000)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1')
  })

  it('marks text types as UTF-8 unless they already name a charset', () => {
    const { blobs } = fakeDocument()
    saveFile('a.md', 'text/markdown', '# 标题')
    saveFile('b.txt', 'text/plain; charset=utf-8', 'x')
    expect(blobs.map((blob) => blob.type)).toEqual(['text/markdown;charset=utf-8', 'text/plain; charset=utf-8'])
  })
})
