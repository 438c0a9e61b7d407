/**
 * `npm start` runs this first: it builds the SPA when dist/ is missing or older than the files the build reads, and
 * otherwise leaves dist/ alone. A production install (`npm ci --omit=dev`) has no Vite: there a prebuilt dist/ is served
 * as it is, and a missing one is an error that says what to do.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SERVER_ONLY, SOURCES } from './build-sources'

const BUILT = 'dist/index.html'

function newestChange(path: string): number {
  if (path === SERVER_ONLY || !existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0
const sourcesAt = Math.max(...SOURCES.map(newestChange))
const canBuild = existsSync(join('node_modules', 'vite'))

if (builtAt >= sourcesAt) {
  console.log('dist/ is up to date with the sources: not rebuilding.')
} else if (!canBuild && builtAt > 0) {
  console.log('dist/ is older than the sources, but this install has no build tools (--omit=dev): serving it as built.')
} else if (!canBuild) {
  console.error('No dist/ to serve and no build tools: run `npm run build` where dev dependencies are installed.')
  process.exit(1)
} else {
  console.log(builtAt ? 'Sources changed since the last build: building...' : 'No build yet: building...')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  process.exit(build.status ?? 1)
}
