import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'
import { routePreloads } from './route-preloads'

const chunk = (file: string, imports: string[] = [], extra = {}) => ({ file, imports, ...extra })

// The shape Vite writes (build.manifest), for a few routes split by the router plugin.
const manifest: Manifest = {
  'index.html': chunk('assets/index-1.js', ['_framework.js'], { isEntry: true, src: 'index.html' }),
  '_framework.js': chunk('assets/framework-2.js'),
  '_card.js': chunk('assets/card-3.js', ['_framework.js', 'index.html']),
  '_shell.js': chunk('assets/shell-4.js', ['_card.js']),
  'src/routes/(auth)/sign-in.tsx?tsr-split=component': chunk('assets/sign-in-5.js', ['_card.js', 'index.html']),
  'src/routes/_authenticated/route.tsx?tsr-split=component': chunk('assets/route-6.js', ['_shell.js']),
  'src/routes/_authenticated/script-engine/index.tsx?tsr-split=component': chunk('assets/script-engine-7.js'),
  'src/routes/_authenticated/script-engine/$id.tsx?tsr-split=component': chunk('assets/id-8.js', ['_card.js']),
  'src/routes/_authenticated/settings/route.tsx?tsr-split=component': chunk('assets/settings-9.js'),
  'src/routes/_authenticated/settings/display.tsx?tsr-split=component': chunk('assets/display-10.js'),
  'src/routes/_authenticated/settings/display.tsx?tsr-split=errorComponent': chunk('assets/display-error-11.js'),
}

const filesOf = (address: string) => routePreloads(manifest).find((page) => page.path === address)?.files

describe("each page's chunks, from Vite's manifest", () => {
  it('names a page by its address: groups and pathless layouts dropped, index is the folder', () => {
    expect(routePreloads(manifest).map((page) => page.path)).toEqual([
      '/script-engine',
      '/script-engine/$id',
      '/settings/display',
      '/sign-in',
    ])
  })

  it("lists the page's chunk and what it imports, less what the entry loads", () => {
    expect(filesOf('/sign-in')).toEqual(['assets/card-3.js', 'assets/sign-in-5.js'])
  })

  it('adds the layouts above the page, each with its imports', () => {
    expect(filesOf('/script-engine')).toEqual([
      'assets/card-3.js',
      'assets/route-6.js',
      'assets/script-engine-7.js',
      'assets/shell-4.js',
    ])
    expect(filesOf('/settings/display')).toEqual([
      'assets/card-3.js',
      'assets/display-10.js',
      'assets/route-6.js',
      'assets/settings-9.js',
      'assets/shell-4.js',
    ])
  })
})
