import type { Rollup } from 'vite'

interface Graph {
  getModuleInfo: (id: string) => Rollup.ModuleInfo | null
}

/**
 * Which routes' files make up the signed-in shell: its layout route's lazy file, and the files of the pages in it; and
 * the lazy files of the first screen that is a list (the orders list) and of the other first screens (the dashboard).
 */
export interface Shell {
  layout: (id: string) => boolean
  page: (id: string) => boolean
  list: (id: string) => boolean
  otherFirstScreen: (id: string) => boolean
}

/** A module of a feature or a route, not a shared component, a library or an icon. */
const OWN_MODULE = /[\\/]src[\\/](features|routes)[\\/]/

/** Every module the module `from` reaches through its static imports and the lazy imports `lazy` lets through. */
function reach(graph: Graph, from: string[], lazy: (id: string) => boolean): Set<string> {
  const reached = new Set<string>()
  const visit = (id: string) => {
    if (reached.has(id)) return
    reached.add(id)
    const info = graph.getModuleInfo(id)
    info?.importedIds.forEach(visit)
    info?.dynamicallyImportedIds.filter(lazy).forEach(visit)
  }
  from.forEach(visit)
  return reached
}

/** The whole module graph, from any one module of it. */
function allModules(graph: Graph, id: string): Rollup.ModuleInfo[] {
  const seen = new Map<string, Rollup.ModuleInfo>()
  const visit = (next: string) => {
    const info = seen.has(next) ? undefined : graph.getModuleInfo(next)
    if (!info) return
    seen.set(next, info)
    for (const linked of [
      ...info.importedIds,
      ...info.importers,
      ...info.dynamicallyImportedIds,
      ...info.dynamicImporters,
    ])
      visit(linked)
  }
  visit(id)
  return [...seen.values()]
}

/**
 * Four code-splitting groups that cut the files of a first visit, which on a slow link cost a round trip each beyond
 * the browser's six connections:
 * - `app`: every module the entry imports (left alone, the bundler splits out each one a lazy file also imports);
 * - `shell`: the modules that only the signed-in shell needs: its layout route's lazy file's imports that no page
 *   outside the shell can load (the sign-in page, the error pages). Every signed-in page loads them, no other page does;
 * - `list` and `list-kit`: the modules the first list screen's lazy file imports that neither the entry, the shell, a
 *   page outside the shell nor another first screen (the dashboard) loads, so those first visits load no more: its
 *   feature's and routes' own (`list`), and the rest (`list-kit`: the list components, TanStack Table, Radix primitives,
 *   icons), which the other lists load as one file too. Left alone they come as some forty files of a kilobyte or two.
 * Icons and Radix primitives are imported one module each (not through a package's index of all of them), or this
 * graph would show every icon as the entry's.
 */
export function firstVisitChunks(shell: Shell) {
  let members: Map<string, string> | undefined
  const partition = (id: string, graph: Graph) => {
    const modules = allModules(graph, id)
    const entries = modules.filter((info) => info.isEntry).map((info) => info.id)
    const app = reach(graph, entries, () => false)
    const outside = reach(graph, entries, (lazy) => !shell.layout(lazy) && !shell.page(lazy))
    const layouts = modules.filter((info) => shell.layout(info.id) && info.dynamicImporters.length > 0)
    const shellOnly = [
      ...reach(
        graph,
        layouts.map((info) => info.id),
        () => false,
      ),
    ].filter((each) => !outside.has(each))
    const loadedElsewhere = new Set([
      ...outside,
      ...shellOnly,
      ...reach(
        graph,
        modules.filter((info) => shell.otherFirstScreen(info.id)).map((info) => info.id),
        () => false,
      ),
    ])
    const listOnly = [
      ...reach(
        graph,
        modules.filter((info) => shell.list(info.id)).map((info) => info.id),
        () => false,
      ),
    ].filter((each) => !loadedElsewhere.has(each))
    return new Map([
      ...listOnly.map((each) => [each, OWN_MODULE.test(each) ? 'list' : 'list-kit'] as const),
      ...[...app].map((each) => [each, 'app'] as const),
      ...shellOnly.map((each) => [each, 'shell'] as const),
    ])
  }
  const group = (name: string) => ({
    name: (id: string, graph: Graph) => {
      members ??= partition(id, graph)
      return members.get(id) === name ? name : null
    },
  })
  return [group('app'), group('shell'), group('list'), group('list-kit')]
}
