import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/**
 * A passkey authenticator in software, as a browser would drive one: it answers `navigator.credentials.create()`
 * options with a 'none' attestation of a new P-256 key, for tests of the server's side.
 */
export function createPasskey(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const rpId = options.rp.id ?? new URL(origin).hostname
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ])
  const credentialId = randomBytes(16)
  const idLength = Buffer.alloc(2)
  idLength.writeUInt16BE(credentialId.length)
  const authData = Buffer.concat([
    createHash('sha256').update(rpId).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // sign count 0
    Buffer.alloc(16), // AAGUID
    idLength,
    credentialId,
    Buffer.from(isoCBOR.encode(cose)),
  ])
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Map<string, string> | Uint8Array>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', authData],
    ]),
  )
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
  )
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  }
}
