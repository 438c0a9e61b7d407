import { globSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

type Graph = ReadonlyMap<string, readonly string[]>

/** Each circle of imports in the graph once, as the files along it from the first one met back to it. */
function circles(graph: Graph): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    const at = path.indexOf(file)
    if (at >= 0) return void found.push([...path.slice(at), file])
    if (done.has(file)) return
    path.push(file)
    for (const next of graph.get(file) ?? []) visit(next)
    path.pop()
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return found
}

/** Every module under src/ with the project modules it imports: `@/` and relative, types and `import()` included. */
function importGraph(): Graph {
  const files = new Set(globSync('src/**/*.{ts,tsx,js,mjs}').map((file) => normalize(file)))
  const resolve = (specifier: string, importer: string) => {
    const base = specifier.startsWith('@/')
      ? join('src', specifier.slice(2))
      : specifier.startsWith('.')
        ? join(dirname(importer), specifier)
        : undefined
    if (base === undefined) return undefined
    return ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
      .map((extension) => normalize(base + extension))
      .find((file) => files.has(file))
  }
  return new Map(
    [...files].map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const targets = importedFiles.flatMap((imported) => resolve(imported.fileName, file) ?? [])
      return [file, [...new Set(targets.filter((target) => target !== file))]]
    }),
  )
}

describe('import circles', () => {
  it('are found, type-only ones too', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ])
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']])
  })

  it('are none in src/ (a type two modules share lives in the lower one)', () => {
    expect(circles(importGraph())).toEqual([])
  })
})
