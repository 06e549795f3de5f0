// Runs before the app bundle (see index.html). Mirrors the storage keys of lib/storage.ts and the
// fallbacks of theme-provider.tsx / font-provider.tsx / i18n.ts; keep them in step.
;(function () {
  var root = document.documentElement
  function read(key) {
    try {
      return localStorage.getItem(key)
    } catch {
      return null
    }
  }
  var theme = read('vite-ui-theme')
  if (theme !== 'light' && theme !== 'dark') theme = 'system'
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  root.classList.add(dark ? 'dark' : 'light')
  var meta = document.querySelector('meta[name="theme-color"]')
  if (meta) meta.setAttribute('content', dark ? '#020817' : '#fff')
  var font = read('font')
  if (font !== 'manrope' && font !== 'system') font = 'inter'
  root.classList.add('font-' + font)
  var lang = read('app-language') === 'en' ? 'en' : 'zh'
  root.lang = lang === 'en' ? 'en' : 'zh-CN'
  // Which copy of the page's first frame to paint (index.css); none with a session, as the page
  // it copies (sign-in) sends a signed-in visitor elsewhere.
  root.setAttribute('data-first-frame', read('token') ? 'none' : lang)
})()
