import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../integration/support/test-server'

const SCRIPT = `console.log(${JSON.stringify('storefront '.repeat(200))})`
const ASSET = '/assets/index-Ab12Cd34.js'
const BOOT = "document.documentElement.classList.add('dark')"
const PAGE = `<!doctype html><title>Storefront Admin</title><script>${BOOT}</script><script type="module" src="/assets/index-Ab12Cd34.js"></script>`
const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`

let server: TestServer
let staticDir: string

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'storefront-static-'))
  await mkdir(join(staticDir, 'assets'))
  // What the build writes: each file, and its brotli and gzip copies.
  for (const [file, content] of [
    ['index.html', PAGE],
    [ASSET.slice(1), SCRIPT],
  ] as const) {
    await writeFile(join(staticDir, file), content)
    await writeFile(join(staticDir, `${file}.br`), brotliCompressSync(content))
    await writeFile(join(staticDir, `${file}.gz`), gzipSync(content))
  }
  server = await startTestServer('pglite', { staticDir })
})
afterAll(async () => {
  await server?.close()
  await rm(staticDir, { recursive: true, force: true })
})

/** A GET with node:http, which (unlike fetch) neither asks for nor undoes compression by itself. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
      req.end()
    },
  )
}

describe('the built SPA', () => {
  it('sends the brotli copy to a browser that accepts it, else gzip, else the file itself', async () => {
    const br = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4)

    const gz = await get(ASSET, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)

    const plain = await get(ASSET)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)

    for (const answer of [br, gz, plain]) {
      expect(answer.headers['content-type']).toMatch(/javascript/)
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
    }
  })

  it('lets browsers keep hashed assets for a year without asking again, and always revalidate the page', async () => {
    const asset = await get(ASSET, { 'accept-encoding': 'br' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const page of ['/', '/index.html', '/products?page=2']) {
      const answer = await get(page, { 'accept-encoding': 'br' })
      expect(answer.status, page).toBe(200)
      expect(answer.headers['content-encoding'], page).toBe('br')
      expect(brotliDecompressSync(answer.body).toString(), page).toBe(PAGE)
      expect(answer.headers['cache-control'], page).toBe('no-cache')
      expect(answer.headers.etag, page).toBeDefined()
    }
  })

  it('keeps the security headers on compressed answers', async () => {
    for (const path of ['/', ASSET]) {
      const answer = await get(path, { 'accept-encoding': 'br' })
      expect(answer.headers['content-security-policy'], path).toContain("script-src 'self'")
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff')
    }
  })

  it("lets the page's inline boot script run by its hash, and no other inline script", async () => {
    const scriptSources = (await get('/')).headers['content-security-policy']
      ?.toString()
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '))
    expect(scriptSources?.trim().split(' ')).toEqual(['script-src', "'self'", sha256(BOOT)])
  })

  it('answers a missing asset 404, not the page, and without a long cache lifetime', async () => {
    const missing = await get('/assets/index-Gone0000.js', { 'accept-encoding': 'br' })
    expect(missing.status).toBe(404)
    expect(missing.headers['cache-control'] ?? '').not.toContain('immutable')
  })
})
