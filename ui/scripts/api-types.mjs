// Generates the UI's API types from the server's OpenAPI document with openapi-typescript:
// `node scripts/api-types.mjs` writes src/api/openapi.gen.ts; with --check it generates into a
// temporary file instead and fails when that differs from the committed one, so a change to the
// document that the UI's types do not follow is caught by `make lint-ui`.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const uiDir = path.resolve(import.meta.dirname, '..')
const documentPath = path.resolve(uiDir, '../adapters/http/openapi/openapi.yaml')
const generatedPath = path.join(uiDir, 'src/api/openapi.gen.ts')
const generator = path.join(uiDir, 'node_modules/.bin/openapi-typescript')

function generate(output) {
  execFileSync(generator, [documentPath, '--output', output], { stdio: ['ignore', 'ignore', 'inherit'] })
}

if (!process.argv.includes('--check')) {
  generate(generatedPath)
  process.exit(0)
}

const tempDir = mkdtempSync(path.join(tmpdir(), 'radscribe-api-types-'))
try {
  const fresh = path.join(tempDir, 'openapi.gen.ts')
  generate(fresh)
  const want = readFileSync(fresh, 'utf8').split('\n')
  const have = readFileSync(generatedPath, 'utf8').split('\n')
  const line = want.findIndex((text, index) => text !== have[index])
  if (line === -1 && want.length === have.length) process.exit(0)
  const at = line === -1 ? Math.min(want.length, have.length) : line
  console.error(
    `api-types: ${path.relative(uiDir, generatedPath)} is not what ${path.relative(uiDir, documentPath)} generates ` +
      `(first difference at line ${String(at + 1)}).\n` +
      `  committed: ${have[at] ?? '(end of file)'}\n` +
      `  generated: ${want[at] ?? '(end of file)'}\n` +
      'Run `npm run api-types` in ui/ and commit the result (then fix what tsc says of the types built on it).',
  )
  process.exit(1)
} finally {
  rmSync(tempDir, { recursive: true, force: true })
}
