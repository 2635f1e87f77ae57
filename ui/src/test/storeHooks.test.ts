import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Components and hooks read the store through the typed hooks of app/hooks.ts. react-redux's own
// are untyped; app/store.ts imports the slices of the features the first page needs, so one of
// those features importing app/store back would load in a cycle (store → features/report →
// app/store). app/hooks.ts knows the store's types only, so every feature may import it.
const src = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

// The modules a file imports at run time (import type and export type leave no trace).
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1] as string)
}

const relative = (file: string) => path.relative(src, file)

describe('store hooks', () => {
  it("are app/hooks' typed ones everywhere: nothing else imports react-redux's useSelector or useDispatch", () => {
    const offenders = sourceFiles(src).filter((file) => {
      if (relative(file) === path.join('app', 'hooks.ts')) return false
      return /import\s*\{[^}]*\b(useSelector|useDispatch)\b[^}]*\}\s*from\s*'react-redux'/.test(readFileSync(file, 'utf8'))
    })
    expect(offenders.map(relative)).toEqual([])
  })

  it('leave app/store out of the features the store itself loads', () => {
    const storeFile = path.join(src, 'app', 'store.ts')
    const loaded = runtimeImports(storeFile)
      .map((spec) => /^\.\.\/features\/([^/]+)$/.exec(spec)?.[1])
      .filter((name): name is string => name !== undefined)
    expect(loaded).toContain('report')
    const offenders = loaded.flatMap((feature) =>
      sourceFiles(path.join(src, 'features', feature)).filter((file) =>
        runtimeImports(file).some((spec) => path.resolve(path.dirname(file), spec) === storeFile.replace(/\.ts$/, '')),
      ),
    )
    expect(offenders.map(relative)).toEqual([])
  })
})
