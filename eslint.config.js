import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import pluginRouter from '@tanstack/eslint-plugin-router'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importBoundaries } from './eslint-rules/import-boundaries.js'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'src/gql/',
      'src/routeTree.gen.ts',
      'src/server/graphql/resolvers-types.ts',
      'src/server/db/migrations/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'local/import-boundaries': 'error',
    },
  },

  // ── Client: one module per icon and per Radix primitive (scripts/first-visit/first-visit-chunks.ts). ──
  // A package's index of every icon or primitive would make the bundler's module graph show all of them as the entry's,
  // and the signed-in shell's code could no longer be told apart from the sign-in page's.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import each icon from its own module: import Search from 'lucide-react/icons/search'.",
            },
            {
              name: 'radix-ui',
              message: "Import each primitive from its package: import * as Dialog from '@radix-ui/react-dialog'.",
            },
          ],
        },
      ],
    },
  },

  // ── Server layering (DESIGN §3): resolvers → services → repositories → db, never upwards. ──
  // The layers' folders are kept apart by local/import-boundaries (eslint-rules/import-boundaries.js), for `@/` and
  // relative paths alike; here only the package: Drizzle lives in repositories and db/, elsewhere it is a type.
  {
    files: ['src/server/graphql/**/*.ts', 'src/server/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Every Drizzle statement lives in src/server/repositories/; elsewhere drizzle-orm is a type.',
            },
          ],
        },
      ],
    },
  },
)
