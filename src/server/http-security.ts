import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * The policy the built SPA runs under. Styles allow 'unsafe-inline' because Radix's dialogs and menus
 * (react-remove-scroll) insert a <style> element at run time; scripts come only from our own files, and the inline
 * ones of index.html by their hashes.
 */
const spaPolicy = (scriptHashes: readonly string[]) => ({
  'default-src': ["'self'"],
  'script-src': ["'self'", ...scriptHashes],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
})

/** Uploaded files are shown as images only: even a file that is also valid HTML cannot run as a page. */
export const UPLOADED_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Security headers on every response (CSP, nosniff, frame-ancestors, Referrer-Policy, ...). HSTS only on requests
 * that arrived over TLS: with TRUST_PROXY that is the proxy's X-Forwarded-Proto.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: spaPolicy(scriptHashes) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
  })
}

/**
 * Yoga's CORS options for a request: none (so no Access-Control-Allow-* header) unless its Origin is on the list.
 * The SPA is served from the same origin and needs no CORS.
 */
export function corsFor(allowedOrigins: readonly string[]) {
  return (request: Request) => {
    const origin = request.headers.get('origin')
    if (!origin || !allowedOrigins.includes(origin)) return false as const
    return { origin: [origin], credentials: true, methods: ['GET', 'POST'], maxAge: 600 }
  }
}
