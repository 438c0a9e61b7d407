import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Smaller answers gain less than their compression costs (and a TCP packet holds them anyway). */
export const COMPRESS_FROM_BYTES = 1024
/** Brotli at this quality compresses JSON about as well as gzip -9 at the cost of gzip -1. */
const BROTLI_QUALITY = 4

const COMPRESSIBLE = /^application\/(graphql-response\+)?json/

/**
 * A GraphQL answer compressed for a client that accepts it: brotli, else gzip; undefined when it should go as it is
 * (small, a stream of events or parts, or a client that takes neither).
 */
export function compressedAnswer(
  body: string,
  contentType: string | null,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' } | undefined {
  if (!contentType || !COMPRESSIBLE.test(contentType) || Buffer.byteLength(body) < COMPRESS_FROM_BYTES) return undefined
  const accepted = acceptedEncodings(acceptEncoding)
  if (accepted.has('br')) {
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    }
    return { body: brotliCompressSync(body, { params }), encoding: 'br' }
  }
  if (accepted.has('gzip')) return { body: gzipSync(body, { level: 4 }), encoding: 'gzip' }
  return undefined
}

/** The codings the header accepts (those not refused with q=0). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
    if (name && !refused) accepted.add(name)
  }
  return accepted
}
