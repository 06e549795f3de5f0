#!/usr/bin/env node
// JavaScript a browser loads before the /sign-in form is usable, gzip-compressed.
// Budget (docs/decisions/015): entry + route chunks together ≤ 200 KB.
// Builds nothing: run `npm run build -w apps/web` first, then `node bench/bundle-size.mjs`.
// Reads apps/web/dist/.vite/manifest.json and counts
//   1. the entry chunk and every chunk it imports statically (transitively), and
//   2. the /sign-in route's lazily loaded chunks (the router plugin splits each route file) and
//      their static imports, minus what (1) already holds.
// Prints both, the total and the budget; exits 1 when the total is over it. Also prints what a
// browser that accepts brotli receives: the build writes .br copies and the server sends those
// (docs/decisions/017). Also prints, without a budget of its own, what the /hot route adds on top
// of the entry (its split chunks and their static imports) and what it loads only on demand
// (dynamic imports, e.g. the item detail's chart). Times nothing.
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const BUDGET_KB = 200
const SIGN_IN_ROUTE = 'routes/(auth)/sign-in.tsx'
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist')
const manifestPath = path.join(dist, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(
    `No ${path.relative(process.cwd(), manifestPath)}: build the web app first (npm run build -w apps/web).`,
  )
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024
const sumKb = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0)
/** The .br copy the build wrote (files under 1 KB have none and are sent as they are). */
const sentKb = (file) => {
  const br = path.join(dist, `${file}.br`)
  return (existsSync(br) ? readFileSync(br).length : readFileSync(path.join(dist, file)).length) / 1024
}

/** Keys of the chunks and everything they import statically. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue
    seen.add(key)
    staticClosure(manifest[key].imports ?? [], seen)
  }
  return seen
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
const initial = staticClosure([entryKey])

// The split component chunk(s) of the route file ('…/sign-in.tsx?tsr-split=component').
const routeKeys = Object.keys(manifest).filter((key) => key.includes(SIGN_IN_ROUTE) && !initial.has(key))
if (routeKeys.length === 0) {
  console.error(`No lazy chunk for ${SIGN_IN_ROUTE} in the manifest: is autoCodeSplitting still on?`)
  process.exit(1)
}
const route = [...staticClosure(routeKeys)].filter((key) => !initial.has(key))

const initialKb = sumKb(initial)
const routeKb = sumKb(route)
const totalKb = initialKb + routeKb
const pad = (label) => label.padEnd(52)
console.log(`${pad(`entry + static imports (${initial.size} files):`)}${initialKb.toFixed(1).padStart(6)} KB gzip`)
console.log(
  `${pad(`/sign-in route chunks + static imports (${route.length} files):`)}${routeKb.toFixed(1).padStart(6)} KB gzip`,
)
console.log(
  `${pad('total JS before the /sign-in form is usable:')}${totalKb.toFixed(1).padStart(6)} KB gzip (budget ${BUDGET_KB} KB)`,
)
const brotliKb = [...initial, ...route].reduce((sum, key) => sum + sentKb(manifest[key].file), 0)
console.log(`${pad('the same, as sent to a browser that accepts brotli:')}${brotliKb.toFixed(1).padStart(6)} KB`)

// /hot: the route file's split chunk(s) and their static imports, minus the entry's; then the
// chunks those import dynamically (loaded when a creator opens something), minus both.
const HOT_ROUTE = 'routes/_authenticated/hot/index.tsx'
const hotKeys = Object.keys(manifest).filter((key) => key.includes(HOT_ROUTE) && !initial.has(key))
if (hotKeys.length > 0) {
  const hot = [...staticClosure(hotKeys)].filter((key) => !initial.has(key))
  // Followed through further dynamic imports too (the detail sheet loads its chart on demand).
  const lazy = []
  const queue = hot.flatMap((key) => manifest[key].dynamicImports ?? [])
  while (queue.length > 0) {
    const key = queue.shift()
    if (!manifest[key] || initial.has(key) || hot.includes(key) || lazy.includes(key)) continue
    lazy.push(key)
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []))
  }
  console.log(
    `${pad(`/hot route chunks + static imports (${hot.length} files):`)}${sumKb(hot).toFixed(1).padStart(6)} KB gzip`,
  )
  console.log(`${pad(`/hot on-demand chunks (${lazy.length} files):`)}${sumKb(lazy).toFixed(1).padStart(6)} KB gzip`)
} else console.error(`No lazy chunk for ${HOT_ROUTE} in the manifest.`)
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB (budget ${BUDGET_KB} KB gzip).`)
  process.exitCode = 1
}
