import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import type { bootRequests } from '../../src/first-visit/boot-requests'
import { appModules } from './app-modules'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/** Source files (from the project's root) whose chunks, with their static imports, a signed-in first visit runs. */
export interface FirstScreens {
  /** Every signed-in page's: the shell's route, the GraphQL client, the generated documents. */
  signedIn: string[]
  /** Each first screen's route file, by the path it opens at. */
  byPath: Record<string, string[]>
}

const MARKER = '<!-- boot script -->'
const SOURCE = 'src/first-visit/boot.js'
const REQUESTS = 'src/first-visit/boot-requests.ts'

/** The given chunks' files and those of their static imports, less the files in `skip`. */
function staticGraph(bundle: OutputBundle, chunks: OutputChunk[], skip: ReadonlySet<string>): Set<string> {
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file) || skip.has(file)) return
    files.add(file)
    for (const imported of (bundle[file] as OutputChunk).imports) visit(imported)
  }
  for (const chunk of chunks) visit(chunk.fileName)
  return files
}

/** The chunks holding a module of `source` (a split route's hold 'src/routes/x.tsx?tsr-split=component...'). */
function chunksOf(bundle: OutputBundle, root: string, source: string): OutputChunk[] {
  const holding = Object.values(bundle).filter(
    (item): item is OutputChunk =>
      item.type === 'chunk' && item.moduleIds.some((id) => relative(root, id.split('?')[0]!) === source),
  )
  if (holding.length === 0) throw new Error(`${source} is in no chunk of the build: update the first screens`)
  return holding
}

/** The files to preload for each list of sources: not those the entry loads (Vite preloads them on every page). */
function preloads(bundle: OutputBundle, root: string, { signedIn, byPath }: FirstScreens) {
  const entries = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk' && item.isEntry)
  const entry = staticGraph(bundle, entries, new Set())
  const graph = (sources: string[], skip: ReadonlySet<string>) =>
    staticGraph(
      bundle,
      sources.flatMap((source) => chunksOf(bundle, root, source)),
      skip,
    )
  const shared = graph(signedIn, entry)
  const loaded = new Set([...entry, ...shared])
  const hrefs = (files: Set<string>) => [...files].map((file) => `/${file}`)
  return {
    signedIn: hrefs(shared),
    byPath: Object.fromEntries(Object.entries(byPath).map(([path, sources]) => [path, hrefs(graph(sources, loaded))])),
  }
}

type BootRequests = ReturnType<typeof bootRequests>

/** The requests the boot script sends ahead, worked out by the app's own code (src/first-visit/boot-requests.ts). */
async function requestsAhead(modules: ReturnType<typeof appModules>): Promise<BootRequests> {
  const module = await modules.load<{ bootRequests: typeof bootRequests }>(REQUESTS)
  return module.bootRequests()
}

/**
 * src/first-visit/boot.js as index.html carries it: without its whole-line comments, which every page load would
 * download.
 */
function bootCode(screens: ReturnType<typeof preloads>, requests: BootRequests | typeof NO_REQUESTS): string {
  return readFileSync(SOURCE, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\* global )/.test(line))
    .join('\n')
    .trim()
    .replaceAll('__FIRST_SCREENS__', JSON.stringify(screens))
    .replaceAll('__BOOT_REQUESTS__', JSON.stringify(requests))
}

/** In development, where the entry sends the first requests itself. */
const NO_REQUESTS = { paths: [], timeoutMs: 0, me: null, byStartPage: {} }

/**
 * Inlines src/first-visit/boot.js where index.html says `<!-- boot script -->`, with the requests to send ahead and the
 * lists of files to preload for a signed-in first screen (neither in development, where modules are not bundled). The
 * server allows the script by its hash.
 */
export function bootScript(firstScreens: FirstScreens): Plugin {
  const modules = appModules()
  return {
    name: 'storefront-boot-script',
    configResolved: modules.configResolved,
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`)
        const screens = bundle ? preloads(bundle, modules.root(), firstScreens) : { signedIn: [], byPath: {} }
        const requests = bundle ? await requestsAhead(modules) : NO_REQUESTS
        return html.replace(MARKER, () => `<script>${bootCode(screens, requests)}</script>`)
      },
    },
  }
}
