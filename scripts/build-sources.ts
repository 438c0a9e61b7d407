import { join } from 'node:path'

/** What the client build reads (`npm start` rebuilds when one is newer than dist/); src/server is not part of it. */
export const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress-plugin.ts',
  'scripts/first-visit',
  'package-lock.json',
]
export const SERVER_ONLY = join('src', 'server')
