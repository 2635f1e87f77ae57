// Checks what a first visit downloads: for each page below, the JavaScript its first render
// needs (the app's entry chunk, the modules the first render loads lazily, and every chunk those
// import statically, read from Vite's manifest) compressed as the server sends it. Prints each
// page's totals and exits 1 when one is over its limit. Run after `npm run build`;
// `node scripts/bundle-size.mjs [dist dir]`.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

// Sizes in kB (1,000 bytes, as Vite prints them) of gzipped JavaScript. The limit fails the check;
// the target is issue 16's, and `before` what the page weighed before the last round of splits
// (issue 33), printed beside today's figure. The landing page's limit is its target; the
// workspace's keeps it within about 1 kB of today's size (285.7 kB). Its first render needs React, antd's
// runtime, the antd components it shows and the report tools; what it fetches without waiting
// for it (Quill and the report editor, antd's Select, the toast and dialog holders, the account
// menu, the HTML sanitiser) is not counted (docs/operations.md, "Page weight").
const pages = [
  {
    name: 'landing (/ signed out)',
    modules: ['src/features/landing/LandingPage.tsx'],
    limitKB: 150,
    targetKB: 150,
    beforeKB: 133.4,
  },
  {
    name: 'workspace (/ signed in)',
    // antd's providers and the signed-in header are loaded lazily, but by every signed-in page.
    modules: ['src/features/workspace/WorkspacePage.tsx', 'src/app/AntdProviders.tsx', 'src/app/shell/TopNav.tsx'],
    limitKB: 287,
    targetKB: 300,
    beforeKB: 328.6,
  },
]

const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'))
const manifestPath = path.join(distDir, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`bundle-size: ${manifestPath} is missing; build the UI first (npm run build)`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)

// The manifest keys of `keys` and of every chunk they import statically, transitively.
function staticClosure(keys) {
  const seen = new Set()
  const pending = [...keys]
  while (pending.length > 0) {
    const key = pending.pop()
    if (seen.has(key)) continue
    if (!(key in manifest)) throw new Error(`bundle-size: ${key} is not in ${manifestPath}`)
    seen.add(key)
    pending.push(...(manifest[key].imports ?? []))
  }
  return seen
}

// The server gzips at best compression (adapters/web) and the build writes brotli at quality 11.
const compressedSizes = new Map()
function sizesOf(file) {
  if (!compressedSizes.has(file)) {
    const content = readFileSync(path.join(distDir, file))
    compressedSizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    })
  }
  return compressedSizes.get(file)
}

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(7)
let overLimit = false
for (const page of pages) {
  const files = [...staticClosure([entryKey, ...page.modules])].map((key) => manifest[key].file)
  const total = { raw: 0, gzip: 0, brotli: 0 }
  let largest = { file: '', gzip: 0 }
  for (const file of files) {
    const sizes = sizesOf(file)
    total.raw += sizes.raw
    total.gzip += sizes.gzip
    total.brotli += sizes.brotli
    if (sizes.gzip > largest.gzip) largest = { file, gzip: sizes.gzip }
  }
  const over = total.gzip > page.limitKB * 1000
  const target = total.gzip > page.targetKB * 1000 ? `target ${String(page.targetKB)} not met` : 'target met'
  overLimit ||= over
  console.log(
    `${page.name.padEnd(24)} ${String(files.length).padStart(3)} chunks  raw ${kB(total.raw)} kB  ` +
      `gzip ${kB(total.gzip)} kB (before ${String(page.beforeKB)}, limit ${String(page.limitKB)}, ${target})  brotli ${kB(total.brotli)} kB  ` +
      `largest ${largest.file} ${kB(largest.gzip).trim()} kB gzip${over ? '  OVER LIMIT' : ''}`,
  )
}
process.exit(overLimit ? 1 : 0)
