import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'

const apiServer = 'http://localhost:8080'

// The text formats the server compresses (adapters/web).
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.webmanifest', '.xml'])
const compressBrotli = promisify(brotliCompress)

// Writes name.br next to each text file of the build, for the server to send to browsers that
// accept brotli: at its best quality brotli is too slow to run when the server starts, and its
// files are about a tenth smaller than gzip's. Kept only where it saves bytes, as the server's
// gzip.
function brotliFiles(): Plugin {
  let outDir = ''
  return {
    name: 'radscribe:brotli-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      const files = entries
        .filter((entry) => entry.isFile() && compressible.has(path.extname(entry.name)))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.'))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          const compressed = await compressBrotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          })
          if (compressed.length < content.length) await writeFile(`${file}.br`, compressed)
        }),
      )
    },
  }
}

export default defineConfig({
  plugins: [react(), brotliFiles()],
  build: {
    // Lists the chunks each page loads, for the size check (scripts/bundle-size.mjs).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // antd's own packages declare no "sideEffects" in their package.json, though none of their
        // modules is imported for its side effects alone: without this rule every module that a
        // used one imports stays in the bundle, needed or not (12 kB gzip on the workspace).
        moduleSideEffects: [{ test: /\/node_modules\/(@rc-component|@ant-design)\//, sideEffects: false }],
      },
    },
  },
  server: {
    // The new-password check reads the server's list of common passwords.
    fs: { allow: ['.', '../domain/account'] },
    proxy: {
      '/api': {
        target: apiServer,
        // The server refuses state-changing requests from a foreign Origin (CSRF); through the
        // dev proxy the browser's Origin is Vite's, so present the server's own.
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq) => {
            proxyReq.setHeader('Origin', apiServer)
          })
        },
      },
    },
  },
  test: {
    // happy-dom builds a page and computes styles faster than jsdom; a file that needs jsdom says
    // so in a `// @vitest-environment jsdom` line (src/lib/clipboard.test.ts).
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // antd and Quill render slowly in a simulated DOM; on a busy 2-core machine the 5 s default
    // is too tight.
    testTimeout: 20_000,
    // Vitest leaves one core free by default, which is one worker here: use both.
    maxWorkers: 2,
  },
})
