import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { routePreloadsPlugin } from './scripts/route-preloads'

// The router plugin must run before react() so route files are split before JSX is transformed.
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
    routePreloadsPlugin(),
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
      output: {
        codeSplitting: {
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
