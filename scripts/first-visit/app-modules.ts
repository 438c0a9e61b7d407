import { type Alias, type ResolvedConfig, runnerImport } from 'vite'

/**
 * For a build plugin that runs the app's own code at build time: imports a source file through Vite, with the
 * project's aliases, once the plugin has seen the resolved config (pass it `configResolved`).
 */
export function appModules() {
  let root = process.cwd()
  let alias: Alias[] = []
  return {
    configResolved(config: ResolvedConfig) {
      root = config.root
      alias = config.resolve.alias
    },
    root: () => root,
    load: async <Module>(source: string): Promise<Module> =>
      (await runnerImport<Module>(source, { root, logLevel: 'error', resolve: { alias } })).module,
  }
}
