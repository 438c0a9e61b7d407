import type { Plugin } from 'vite'
import type * as FirstPaint from '../../src/first-visit/first-paint'
import { appModules } from './app-modules'

const ROOT = '<div id="root"></div>'
const PLACEHOLDER = '__FIRST_PAINTS__'
const ENTRY_PLACEHOLDER = '__ENTRY__'
/** The module script the build writes for the entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const SOURCE = 'src/first-visit/first-paint.tsx'

/**
 * Renders src/first-visit/first-paint.tsx's first screens into index.html after its root element, with the style that
 * shows only the one the boot script names, and gives the boot script their paths (in place of `__FIRST_PAINTS__`). The
 * entry's module script becomes a preload that the boot script runs (`__ENTRY__`), after the first paint has painted.
 * In development, where the modules run unbundled, none of this. Runs after the boot script plugin, which inlines those
 * placeholders.
 */
export function firstPaint(): Plugin {
  const modules = appModules()
  return {
    name: 'storefront-first-paint',
    configResolved: modules.configResolved,
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(ROOT) || !html.includes(PLACEHOLDER) || !html.includes(ENTRY_PLACEHOLDER)) {
          throw new Error(`index.html has no ${ROOT}, or the boot script no ${PLACEHOLDER} or ${ENTRY_PLACEHOLDER}`)
        }
        if (!bundle) {
          return html
            .replace(PLACEHOLDER, () => JSON.stringify({ signedIn: {}, signedOut: {}, beforeModules: [] }))
            .replace(ENTRY_PLACEHOLDER, 'null')
        }
        const entry = ENTRY_SCRIPT.exec(html)?.[1]
        if (!entry) throw new Error(`index.html has no entry script like ${ENTRY_SCRIPT}`)
        const module = await modules.load<typeof FirstPaint>(SOURCE)
        const { markup, style } = module.firstPaintMarkup()
        return html
          .replace(PLACEHOLDER, () => JSON.stringify(module.FIRST_PAINTS))
          .replace(ENTRY_PLACEHOLDER, () => JSON.stringify(entry))
          .replace(ENTRY_SCRIPT, () => `<link rel="modulepreload" crossorigin href="${entry}">`)
          .replace('</head>', () => `<style>${style}</style></head>`)
          .replace(ROOT, () => `${ROOT}${markup}`)
      },
    },
  }
}
