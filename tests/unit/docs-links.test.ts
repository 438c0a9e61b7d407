import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The documentation: the README and every Markdown file in docs/. */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
]

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
}

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, title] of prose(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const base = title!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-')
    const repeat = seen.get(base) ?? 0
    seen.set(base, repeat + 1)
    anchors.add(repeat === 0 ? base : `${base}-${repeat}`)
  }
  return anchors
}

/** Every relative link's target in the file's prose: `[text](target)` and `[text]: target`, external ones left out. */
function relativeLinks(markdown: string): string[] {
  const text = prose(markdown)
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((match) => match[1]!),
  ]
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

/** What is wrong with each relative link of one file: a missing file or a missing heading. */
function brokenLinks(file: string, read: (path: string) => string | undefined): string[] {
  const problems: string[] = []
  for (const target of relativeLinks(read(file) ?? '')) {
    const [path = '', anchor] = target.split('#')
    const resolved = path === '' ? file : normalize(join(dirname(file), decodeURIComponent(path)))
    const content = read(resolved)
    if (content === undefined) {
      problems.push(`${file}: ${target} (no file ${resolved})`)
      continue
    }
    if (anchor && resolved.endsWith('.md') && !headingAnchors(content).has(decodeURIComponent(anchor).toLowerCase())) {
      problems.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`)
    }
  }
  return problems
}

/** A file's text, '' for a folder, undefined when there is nothing at the path. */
function readFromDisk(path: string): string | undefined {
  if (!existsSync(path)) return undefined
  return statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8')
}

/** The package.json scripts a README does not name as `npm start`, `npm test` or `npm run <name>`. */
function undocumentedScripts(scripts: readonly string[], readme: string): string[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return scripts.filter((name) => {
    const forms = [`npm run ${escape(name)}`]
    if (name === 'start' || name === 'test') forms.push(`npm ${name}`)
    return !forms.some((form) => new RegExp(`${form}(?![\\w:-])`).test(readme))
  })
}

describe('the documentation', () => {
  it('has a README of at most 300 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(300)
  })

  it('links only to files and headings that exist', () => {
    expect(DOCS.length).toBeGreaterThan(5)
    expect(DOCS.flatMap((file) => brokenLinks(file, readFromDisk))).toEqual([])
  })

  it('names every script of package.json in the README', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(undocumentedScripts(Object.keys(scripts), readFileSync('README.md', 'utf8'))).toEqual([])
  })
})

describe('the documentation checks', () => {
  const files: Record<string, string> = {
    'README.md':
      '# Title\n\nSee [ops](docs/ops.md#when-redis-goes-away), [tests](docs/testing.md) and [here](#title).\n',
    'docs/ops.md': '# Operations\n\n## When Redis goes away\n\n[Back](../README.md) `[not a link](nowhere.md)`\n',
  }
  const read = (path: string) => files[path]

  it('accepts links to files and headings that exist, and ignores code', () => {
    expect(brokenLinks('docs/ops.md', read)).toEqual([])
  })

  it('reports a link to a missing file and to a missing heading', () => {
    expect(brokenLinks('README.md', read)).toEqual(['README.md: docs/testing.md (no file docs/testing.md)'])
    expect(brokenLinks('docs/ops.md', (path) => (path === 'README.md' ? '# Other' : read(path)))).toEqual([])
    const renamed: Record<string, string> = { ...files, 'docs/ops.md': '# Operations\n\n## When Redis is down\n' }
    expect(brokenLinks('README.md', (path) => renamed[path])).toContain(
      'README.md: docs/ops.md#when-redis-goes-away (no heading #when-redis-goes-away in docs/ops.md)',
    )
  })

  it('makes anchors the way GitHub does', () => {
    expect([...headingAnchors('## Inventory: stock\n## Users, roles and groups (server)\n## Two\n## Two\n')]).toEqual([
      'inventory-stock',
      'users-roles-and-groups-server',
      'two',
      'two-1',
    ])
  })

  it('reports a script the README does not name', () => {
    const readme = 'Run `npm start`, `npm test` and `npm run bench:load`.'
    expect(undocumentedScripts(['start', 'test', 'bench:load', 'bench:loader', 'bench'], readme)).toEqual([
      'bench:loader',
      'bench',
    ])
  })
})
