import path from 'node:path'
import zlib from 'node:zlib'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { routePreloadsPlugin } from './scripts/route-preloads.ts'

// The router plugin must run before react() so route files are split before JSX is transformed.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    routePreloadsPlugin(),
    // Each script, stylesheet and translation file is also written gzipped and brotli'd at their
    // best levels, once, at build time: the server sends those (serveStatic's `precompressed`)
    // instead of gzipping every answer as it goes, which costs noticeable CPU for a large chunk
    // such as the framework's, on the two cores the browser shares on a first visit. index.html is not
    // included: the server adds each page's preloads to it (apps/server/src/web/serve-web.ts).
    compression({
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      include: /\.(js|css|json|svg)$/,
      exclude: /(^|\/)\.vite\//,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    // bench/bundle-size.mjs reads the manifest to find what /sign-in loads first, and
    // routePreloadsPlugin to list each page's chunks for the server (scripts/route-preloads.ts).
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      // An app's entry exports nothing anyone imports; inlining common chunks (below) needs this.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The automatic split made many files of a few hundred bytes shared by two or three
          // pages, and /sign-in needed dozens of them before its form: over HTTP/1.1's six
          // connections they queued. Shared pieces under 40 KB (before minifying) are copied into
          // the chunks that use them instead (docs/decisions/016): /sign-in needs a handful of
          // files, each page about as many bytes as before; the whole app grows by the copies,
          // which a visitor loads only on reaching further pages.
          experimentalInlineCommonChunks: { maxSize: 40 * 1024 },
          groups: [
            // What every page needs (React, the router, Query, i18next) in one file instead of a
            // dozen: fewer requests before the first paint (bench/first-paint.mjs), and a chunk
            // that only changes when these libraries do. Components stay split by route, as a
            // shared ui chunk put every dialog and table in front of /sign-in.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)|i18next|react-i18next|zustand)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
})
