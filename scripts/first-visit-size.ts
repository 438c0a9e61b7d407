/**
 * Reports the JavaScript a first visit to the login page downloads: the entry chunk, its static
 * imports, and the lazily loaded login route chunks, gzip-compressed. Fails above the budget.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 250
const dist = 'dist'

interface ManifestChunk {
  file: string
  imports?: string[]
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

const files = new Set<string>()
function visit(key: string) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
visit('index.html')
for (const key of Object.keys(manifest)) if (key.startsWith('src/routes/auth.tsx')) visit(key)

let total = 0
for (const file of [...files].filter((name) => name.endsWith('.js'))) {
  total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
}
const kb = total / 1024
console.log(`First visit to the login page loads ${kb.toFixed(1)} KB of JavaScript (gzip), budget ${BUDGET_KB} KB.`)
if (kb > BUDGET_KB) process.exit(1)
