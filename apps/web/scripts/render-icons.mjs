/**
 * Renders the PNG app icons from public/favicon.svg once, with the Chromium this machine already
 * has (no image library in the build). Run again only when the logo changes:
 *   node apps/web/scripts/render-icons.mjs
 * apple-touch-icon is full-bleed (iOS rounds the corners itself); the manifest icons keep the
 * logo's own rounded square.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public')
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
const fullBleed = logo.replace(/ rx="\d+"/, '')

const icons = [
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`)
    await page.locator('svg').screenshot({ path: path.join(publicDir, file), omitBackground: true })
    await page.close()
    console.log(`${file} ${size}×${size}`)
  }
} finally {
  await browser.close()
}
