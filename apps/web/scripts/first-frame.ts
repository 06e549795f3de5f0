/**
 * Build step (after `vite build`): renders each first-frame page with the app itself and writes
 * the frames the server puts in those pages' HTML (first-frame-markup.ts says what a frame is).
 *
 *   node --conditions=browser --import tsx scripts/first-frame.ts
 *
 * The app boots as in a browser: main.tsx, loaded through Vite's SSR module loader into a
 * happy-dom window at the page's address, with the language, theme and session a first-time
 * visitor has. `--conditions=browser` makes Node load the packages' browser builds (TanStack
 * Router's server build expects a server render's state). So the frame is the page's own markup,
 * whatever its components become, never a hand-kept copy.
 */
import fs from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { Window } from 'happy-dom'
import { createServer, type Plugin } from 'vite'
import type * as RouterModuleType from '../src/router.tsx'
import type * as I18nModuleType from '../src/lib/i18n.ts'
import { FIRST_FRAMES_FILE, FIRST_FRAME_PAGES, firstFrameHtml, stillCopy } from './first-frame-markup.ts'

type RouterModule = typeof RouterModuleType
type I18nModule = typeof I18nModuleType

const webDir = path.resolve(import.meta.dirname, '..')
/** How long the page must stay unchanged to count as rendered (translations, lazy parts). */
const QUIET_MS = 250
const RENDER_TIMEOUT_MS = 30_000

/** The stylesheet is the build's; the window has no layout to style. */
const stylesheetsAsNothing = (): Plugin => ({
  name: 'hookline:first-frame-no-css',
  enforce: 'pre',
  load: (id) => (/\.css($|\?)/.test(id) ? '' : undefined),
})

/**
 * Makes the window the page's global scope, as a browser's is. Node's own timers, console and
 * the like stay (Vite runs in this process too); fetch and events become the window's, so a
 * relative URL resolves against the page and the window's listeners accept the app's events.
 */
function becomeGlobal(window: Window) {
  const windowOwn = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Event', 'CustomEvent', 'EventTarget']
  for (const key of Object.getOwnPropertyNames(window)) {
    if (key in globalThis && !windowOwn.includes(key)) continue
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => (window as unknown as Record<string, unknown>)[key],
    })
  }
  Object.defineProperty(globalThis, 'window', { configurable: true, value: window })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves once `ready()` has held and the markup has not changed for QUIET_MS. */
async function rendered(root: Element, ready: () => boolean, what: string) {
  const deadline = Date.now() + RENDER_TIMEOUT_MS
  let last = ''
  let quietSince = Date.now()
  for (;;) {
    await sleep(25)
    const markup = root.innerHTML
    if (markup !== last || !ready()) {
      last = markup
      quietSince = Date.now()
    } else if (Date.now() - quietSince >= QUIET_MS) return
    if (Date.now() > deadline)
      throw new Error(`first frame: ${what} did not finish rendering in ${RENDER_TIMEOUT_MS} ms`)
  }
}

async function main() {
  const distDir = path.join(webDir, 'dist')
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('first frame: run `vite build` first')
  const vite = await createServer({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    appType: 'custom',
    plugins: [react(), stylesheetsAsNothing()],
    resolve: { alias: { '@': path.join(webDir, 'src') } },
    // Listening, so the window can load the translations the bundle does not carry (public/locales).
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  await vite.listen()
  try {
    const address = vite.httpServer!.address()
    if (!address || typeof address === 'string') throw new Error('first frame: Vite did not listen on a port')
    const origin = `http://127.0.0.1:${address.port}`
    const [firstPage] = FIRST_FRAME_PAGES
    const window = new Window({ url: origin + firstPage, width: 1280, height: 800 })
    window.document.write('<!doctype html><html lang="zh-CN"><head></head><body><div id="root"></div></body></html>')
    // Each copy is the page as it first paints: what waits for the browser to be idle
    // (useAfterFirstPaint: the header's menus, the Toaster) waits for good, in every language.
    Object.assign(window, { requestIdleCallback: () => 0, cancelIdleCallback: () => {} })
    becomeGlobal(window)

    const { router } = (await vite.ssrLoadModule('/src/router.tsx')) as RouterModule
    // One copy per language the app has, marked with the lang its <html> gets (index.css picks it).
    const { default: i18n, LANGUAGES, htmlLang } = (await vite.ssrLoadModule('/src/lib/i18n.ts')) as I18nModule
    await vite.ssrLoadModule('/src/main.tsx')
    const root = window.document.getElementById('root')!
    const frames: Record<string, string> = {}
    for (const page of FIRST_FRAME_PAGES) {
      if (router.state.location.pathname !== page) await router.navigate({ to: page })
      const copies: string[] = []
      for (const lng of LANGUAGES) {
        const lang = htmlLang(lng)
        if (i18n.language !== lng) await i18n.changeLanguage(lng)
        await rendered(
          root as unknown as Element,
          () =>
            router.state.status === 'idle' &&
            router.state.location.pathname === page &&
            window.document.documentElement.lang === lang &&
            root.childElementCount > 0 &&
            root.querySelector('.animate-spin') === null,
          `${page} (${lng})`,
        )
        copies.push(stillCopy(root as unknown as Element, lang))
      }
      frames[page] = firstFrameHtml(copies)
    }
    fs.writeFileSync(path.join(distDir, FIRST_FRAMES_FILE), JSON.stringify(frames))
    console.log(
      `first frame: ${Object.entries(frames)
        .map(([page, html]) => `${page} ${(html.length / 1024).toFixed(1)} KB`)
        .join(', ')}`,
    )
    await window.happyDOM.abort()
  } finally {
    await vite.close()
  }
}

main().then(
  // React's scheduler and the window's timers would keep the process alive.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
