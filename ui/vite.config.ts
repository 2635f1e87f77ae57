import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const apiServer = 'http://localhost:8080'

export default defineConfig({
  plugins: [react()],
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
