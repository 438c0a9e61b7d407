import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Build output whose names carry a content hash: a changed file gets a new name, so a cached copy never goes stale. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable'
/** index.html and the other unhashed files: kept, but checked with the server (ETag) before each use. */
const REVALIDATED_CACHE = 'no-cache'

/**
 * The Content-Security-Policy sources ('sha256-…') that let index.html's inline scripts run (the boot script, which
 * the build inlines so that no file is fetched before the modules may run); none without a build.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  const page = staticDir && join(resolve(staticDir), 'index.html')
  if (!page || !existsSync(page)) return []
  return [...readFileSync(page, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  )
}

/**
 * Serves the built SPA from `staticDir` when it holds a build: the `.br` or `.gz` copy the build wrote when the request
 * accepts it (Vary: Accept-Encoding), hashed assets cached for a year, everything else revalidated. Client-side routes
 * get index.html; a missing file (say, an asset of an older build) gets a real 404.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const root = staticDir && resolve(staticDir)
  if (!root || !existsSync(join(root, 'index.html'))) return
  const hashedAssets = join(root, 'assets') + sep
  await app.register(fastifyStatic, {
    root,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(hashedAssets) ? HASHED_ASSET_CACHE : REVALIDATED_CACHE)
    },
  })
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const isPage = request.method === 'GET' && !path.startsWith('/graphql') && !/\.[a-z0-9]+$/i.test(path)
    if (isPage) return reply.sendFile('index.html')
    return reply.status(404).send({ error: 'Not found' })
  })
}
