import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Feature boundaries: a feature's index.ts is its public face, everything else in its folder is
// private. Paths in the zones are relative to src/features (the `from` of every zone).
const featuresDir = path.join(import.meta.dirname, 'src/features')
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const publicEntries = features
  .filter((feature) => existsSync(path.join(featuresDir, feature, 'index.ts')))
  .map((feature) => `./${feature}/index.ts`)
// The router loads each page from its own file, so that every route ships in its own chunk.
const pageFiles = features.flatMap((feature) =>
  readdirSync(path.join(featuresDir, feature))
    .filter((file) => file.endsWith('Page.tsx'))
    .map((file) => `./${feature}/${file}`),
)
const throughIndex = 'Import a feature through its index.ts (import its folder), not its files.'
const featureBoundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...publicEntries],
    message: throughIndex,
  })),
  {
    target: ['./src/api', './src/components', './src/lib', './src/test'],
    from: './src/features',
    except: publicEntries,
    message: throughIndex,
  },
  {
    target: './src/app',
    from: './src/features',
    except: [...publicEntries, ...pageFiles],
    message: `${throughIndex} Only the router may load a page file.`,
  },
]

export default defineConfig([
  globalIgnores(['dist']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
    ],
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // RTK Query spells "this query takes no argument" as a `void` type argument.
      '@typescript-eslint/no-invalid-void-type': 'off',
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureBoundaries }],
    },
  },
])
