import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The feature-boundary rules in eslint.config.js, run on snippets: a feature is imported through
// its index.ts only (docs/decisions.md, "UI features meet only through their index.ts").
const boundaryRules = new Set(['no-restricted-imports', 'no-restricted-syntax'])
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({
    cwd: path.resolve(import.meta.dirname, '../..'),
    // Only the boundary rules, and no type information, which they do not need: the snippets
    // are not files the TypeScript project knows.
    ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  })
})

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => `${String(message.line)}: ${message.message}`)
}

describe('feature boundaries', () => {
  it("refuses a feature's import of another feature's files", async () => {
    const errors = await boundaryErrors(
      'src/features/profile/Example.tsx',
      [
        "import { TemplatePicker } from '../templates/TemplatePicker'",
        "import { templatesApi } from '../../features/templates/api'",
        "export { reportSlice } from '../report/reportSlice'",
        "const picker = () => import('../templates/TemplatePicker')",
        "type Api = typeof import('../templates/api')",
      ].join('\n'),
    )
    expect(errors).toHaveLength(5)
    expect(errors[0]).toMatch(/^1: .*Import a feature through its index\.ts/)
  })

  it('lets a feature import another through its index.ts and its own files freely', async () => {
    const errors = await boundaryErrors(
      'src/features/profile/Example.tsx',
      [
        "import { TemplatePicker } from '../templates'",
        "import { useAccessType } from '../../features/auth/index'",
        "import { api } from './api'",
        "import { ProfileTab } from '../profile/ProfileTab'",
        "const templates = () => import('../templates')",
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it("refuses a feature's files to code outside the features", async () => {
    const errors = await boundaryErrors(
      'src/app/Example.tsx',
      [
        "import { TemplatePicker } from '../features/templates/TemplatePicker'",
        "import { TemplatePicker as Picker } from '../features/templates'",
        "const page = () => import('../features/profile/ProfilePage')",
      ].join('\n'),
    )
    expect(errors.map((error) => error.split(':')[0])).toEqual(['1', '3'])
  })

  it('refuses every feature to shared code, even through its index.ts', async () => {
    for (const folder of ['components', 'lib', 'api']) {
      const errors = await boundaryErrors(
        `src/${folder}/Example.tsx`,
        [
          "import { useSiteInfo } from '../features/site'",
          "import type { User } from '../features/auth/index'",
          "const page = () => import('../features/profile')",
          "import { Logo } from './Logo'",
        ].join('\n'),
      )
      expect(errors.map((error) => error.split(':')[0])).toEqual(['1', '2', '3'])
    }
  })

  it('lets the route table, and only it, lazily load a page module', async () => {
    const errors = await boundaryErrors(
      'src/app/routes.ts',
      [
        "const ProfilePage = () => import('../features/profile/ProfilePage')",
        "const api = () => import('../features/profile/api')",
        "import ProfilePageEager from '../features/profile/ProfilePage'",
      ].join('\n'),
    )
    expect(errors.map((error) => error.split(':')[0])).toEqual(['2', '3'])
  })
})
