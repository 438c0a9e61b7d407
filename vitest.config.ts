import { createRequire } from 'node:module'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'
import { LongFilesFirst } from './tests/support/long-files-first'

const require = createRequire(import.meta.url)

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Node loads graphql-yoga's `graphql` through package.json "main" (CommonJS); Vite would pick the
      // "module" build for our files, and two copies of GraphQLError break Yoga's error masking.
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/resilience/**/*.test.ts',
    ],
    // Migrates and seeds the common test databases once per run; each test server starts from a copy.
    globalSetup: ['tests/integration/support/prepared-databases.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker imports the server's modules once for all its files instead of once per file (the imports took a
    // third of the run). Files keep no state in shared modules: each builds its own server and database.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: on the 2-core machine, one file at a time. Most files wait on
    // a database or a server more than they compute, so two at a time cut the run by about a third.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
})
