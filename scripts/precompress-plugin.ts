import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file of the build, at the strongest levels (done once, at
 * build time), for the server to pick by the request's Accept-Encoding.
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.parentPath.includes('.vite'))
        .map((entry) => join(entry.parentPath, entry.name))
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file)
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ])
          // A copy that is not smaller is left out: the file itself is served.
          if (br.length < content.length) await writeFile(`${file}.br`, br)
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
        }),
      )
    },
  }
}
