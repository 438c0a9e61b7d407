/**
 * Writes src/routeTree.gen.ts with the route generator the Vite router plugin uses (one copy in node_modules, held
 * there by package.json "overrides"), so `npm run codegen` and the build write the same tree.
 */
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
await new Generator({ config: getConfig({}, root), root }).run()
