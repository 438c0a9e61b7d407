import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/**
 * A passkey authenticator in software, as a browser would drive one: it answers `navigator.credentials.create()`
 * options with a 'none' attestation of a new P-256 key, for tests of the server's side.
 */
export function createPasskey(options: { challenge: string; rp: { id?: string } }, origin: string) {
  const rpId = options.rp.id ?? new URL(origin).hostname
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
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
  const response = {
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
  return { response, key: { credentialId: response.id, rpId, privateKey, signCount: 0 } }
}

/** The passkey as its authenticator keeps it. */
export interface SoftPasskey {
  credentialId: string
  rpId: string
  privateKey: KeyObject
  signCount: number
}

/** Answers `navigator.credentials.get()` options with an assertion signed by the passkey (its count goes up). */
export function assertPasskey(passkey: SoftPasskey, options: { challenge: string }, origin: string) {
  passkey.signCount += 1
  const count = Buffer.alloc(4)
  count.writeUInt32BE(passkey.signCount)
  const authenticatorData = Buffer.concat([
    createHash('sha256').update(passkey.rpId).digest(),
    Buffer.from([0x05]), // user present, user verified
    count,
  ])
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
  )
  const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()])
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(sign('sha256', signed, passkey.privateKey)),
    },
    clientExtensionResults: {},
  }
}
