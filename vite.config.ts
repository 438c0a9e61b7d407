import { fileURLToPath, URL } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootScript } from './scripts/first-visit/boot-script-plugin'
import { firstPaint } from './scripts/first-visit/first-paint-plugin'
import { precompress } from './scripts/precompress-plugin'
import { firstVisitChunks } from './scripts/first-visit/first-visit-chunks'
import { FIRST_SCREENS } from './src/first-visit/first-screens'

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The entry holds the route tree and the guards. A route's loader is a small lazy file of its own, so its query
      // goes out while the screen's file (with its pending and error states, often from the page's module) loads.
      // The first screens ('/', '/dashboard', '/orders') keep their loaders in the entry: their query then goes out
      // beside GetMe as the app starts, not after a loader file queued behind the page's scripts (HTTP/1.1 opens six
      // connections at most).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    // A stored session's first screen: the files its modules import, preloaded by the inlined boot script.
    bootScript({
      signedIn: ['src/routes/_app.tsx', 'src/gql/graphql.ts', 'node_modules/graphql-request/build/entrypoints/main.js'],
      byPath: Object.fromEntries(Object.entries(FIRST_SCREENS).map(([path, { route }]) => [path, [route]])),
    }),
    // What a first visit shows before the modules run: the first screens, rendered into index.html.
    firstPaint(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { proxy: { '/graphql': 'http://localhost:4000', '/uploads': 'http://localhost:4000' } },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the admin supports preloads modules itself (`<link rel="modulepreload">`).
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    // Generated documents are `new TypedDocumentString(...)`: pure, so a page ships only the operations it uses.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['TypedDocumentString'] },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // What every page runs, as one file rather than a dozen: fewer round trips on a slow link.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|zod|use-sync-external-store)[\\/]/,
            },
            ...firstVisitChunks({
              layout: (id) => /src[\\/]routes[\\/]_app\.tsx\?tsr-split=(?!loader)/.test(id),
              page: (id) => /src[\\/]routes[\\/]_app[\\/]/.test(id),
              list: (id) => /src[\\/]routes[\\/]_app[\\/]orders[\\/]index\.tsx\?tsr-split=(?!loader)/.test(id),
              otherFirstScreen: (id) => /src[\\/]routes[\\/]_app[\\/]dashboard\.tsx\?tsr-split=(?!loader)/.test(id),
            }),
            // Toasts: loaded by the shell after its first paint and by the pages that raise them, not by every visit.
            { name: 'toasts', test: /node_modules[\\/]sonner[\\/]/ },
          ],
        },
      },
    },
  },
})
