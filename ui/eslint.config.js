import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Feature boundaries (docs/decisions.md, "UI features meet only through their index.ts"): every
// folder under src/features is a feature whose index.ts is its public face. A feature imports its
// own files freely; anything else imports a feature by its folder ('../templates',
// '../features/templates'), never a file in it ('../templates/api'). Built from the folders on
// disk when the config loads, so a new feature is covered without touching this file.
//
// Only ESLint's own rules, no plugin: no-restricted-imports (import/export ... from) and
// no-restricted-syntax (import() and `typeof import()`, which no-restricted-imports skips). They
// match the import's text, not the file it resolves to, so a path spelled oddly
// ('../../app/../features/x/y') slips through, and a feature's subfolder named like another
// feature would be taken for that feature. The blocks below set both rules' options for files in
// src; ESLint replaces, not merges, a rule's options, so another restriction of either rule must
// be added to these blocks.
const featuresDir = path.join(import.meta.dirname, 'src/features')
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// After '<feature>/': anything but nothing or its index file.
const intoFeature = '/(?!(?:index(?:\\.[jt]sx?)?)?$)'
// From inside a feature: up one or more folders, then another feature's folder (as a sibling or
// through src/features).
const intoOtherFeature = (feature) => {
  const others = features.filter((name) => name !== feature).map(escapeRegExp)
  return `^(?:\\./)?(?:\\.\\./)+(?:features/)?(?:${others.join('|')})${intoFeature}`
}
// From outside src/features (src/main.tsx, app/, components/, lib/, api/, test/).
const intoAnyFeature = `^(?:\\./)?(?:\\.\\./)*features/[^/]+${intoFeature}`

const throughIndex = (example) =>
  `Import a feature through its index.ts (${example}), not its internal files; export what you need from that index.ts.`

// esquery's regex literal ends at an unescaped '/'.
const selectorRegex = (regex) => `/${regex.replaceAll('/', '\\/')}/`
const boundaryRules = (regex, message, dynamicImportRegex = regex) => ({
  'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
  'no-restricted-syntax': [
    'error',
    { selector: `ImportExpression[source.value=${selectorRegex(dynamicImportRegex)}]`, message },
    { selector: `TSImportType[source.value=${selectorRegex(regex)}]`, message },
  ],
})

const featureBoundaries = [
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: boundaryRules(intoOtherFeature(feature), throughIndex("'../templates'")),
  })),
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**'],
    rules: boundaryRules(intoAnyFeature, throughIndex("'../features/templates'")),
  },
  {
    // Shared code sits below the features: the app shell (app/) puts features together, so
    // components/, lib/ and api/ import none, not even through its index.ts.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/api/**/*.{ts,tsx}'],
    rules: boundaryRules(
      `^(?:\\./)?(?:\\.\\./)*features(?:/|$)`,
      'Shared code (components/, lib/, api/) imports no feature: move what needs one into app/ or the feature, or pass it in as props.',
    ),
  },
  {
    // The one exception: the route table loads each page lazily from its own module
    // (features/<name>/<Name>Page.tsx) so that every route ships in its own chunk. Importing the
    // page through the feature's index.ts would put the whole feature, or with the index already
    // in the main bundle the page itself, back in one chunk. Static imports stay index-only.
    files: ['src/app/routes.ts'],
    rules: boundaryRules(
      intoAnyFeature,
      `${throughIndex("'../features/templates'")} Only a *Page module may be lazily imported here.`,
      `^(?:\\./)?(?:\\.\\./)*features/[^/]+/(?!(?:index(?:\\.[jt]sx?)?|[A-Za-z0-9_]*Page(?:\\.tsx?)?)?$)`,
    ),
  },
]

export default defineConfig([
  // openapi.gen.ts is written by openapi-typescript (npm run api-types).
  globalIgnores(['dist', 'src/api/openapi.gen.ts']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
    ],
    languageOptions: {
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // RTK Query spells "this query takes no argument" as a `void` type argument.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  ...featureBoundaries,
])
