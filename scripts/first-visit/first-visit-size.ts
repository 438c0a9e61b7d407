/**
 * Reports the JavaScript a first visit downloads, gzip-compressed: the entry chunk, its static imports, the lazily
 * loaded chunks of the page's routes and the other lazy modules the visit loads. Fails when a page is over its budget.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = 'dist'

/** The GraphQL client, loaded with the first request: at once when a session is stored, on sign-in otherwise. */
const GRAPHQL_CLIENT = 'node_modules/graphql-request/build/entrypoints/main.js'

/** Budgets in KB of gzip; the route files whose chunks a first visit to the page loads, and the lazy modules. */
const PAGES = [
  { name: 'sign-in page', budgetKb: 150, routes: ['src/routes/auth.tsx'], lazy: [] },
  {
    name: 'dashboard',
    budgetKb: 200,
    routes: ['src/routes/_app.tsx', 'src/routes/_app/dashboard.tsx'],
    lazy: [GRAPHQL_CLIENT],
  },
]

interface ManifestChunk {
  file: string
  imports?: string[]
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

function firstVisitFiles(routes: string[], lazy: string[]): Set<string> {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit('index.html')
  // Split route chunks are keyed 'src/routes/auth.tsx?tsr-split=component'.
  for (const key of Object.keys(manifest)) if (routes.some((route) => key.split('?')[0] === route)) visit(key)
  for (const key of lazy) {
    if (!manifest[key])
      throw new Error(`${key} is not a chunk of the build: update scripts/first-visit/first-visit-size.ts`)
    visit(key)
  }
  return files
}

let over = false
for (const page of PAGES) {
  const scripts = [...firstVisitFiles(page.routes, page.lazy)].filter((name) => name.endsWith('.js'))
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0)
  const kb = bytes / 1024
  console.log(
    `First visit to the ${page.name} loads ${kb.toFixed(1)} KB of JavaScript (gzip) in ${scripts.length} files, budget ${page.budgetKb} KB.`,
  )
  if (kb > page.budgetKb) over = true
}
if (over) process.exit(1)
