import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOURCES } from '../../scripts/build-sources'

/** The project's own files the build configuration imports, directly or through one another (not packages). */
function buildFiles(from: string, found = new Set<string>()): Set<string> {
  for (const [, specifier] of readFileSync(from, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = normalize(join(dirname(from), specifier!))
    const file = [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) => existsSync(candidate) && candidate.includes('.'),
    )
    if (!file || found.has(file)) continue
    found.add(file)
    buildFiles(file, found)
  }
  return found
}

describe('npm start rebuilds when a file the build reads has changed', () => {
  it('watches every file vite.config.ts imports, its plugins and what they import', () => {
    const files = [...buildFiles('vite.config.ts')]
    expect(files).toContain(normalize('scripts/first-visit/first-visit-chunks.ts'))
    const watched = (file: string) => SOURCES.some((source) => file === source || file.startsWith(`${source}/`))
    expect(files.filter((file) => !watched(file))).toEqual([])
  })
})
