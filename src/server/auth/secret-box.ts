import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** A two-step key of its own derived from the token-signing secret, for servers built without TWO_STEP_KEY (tests). */
export const derivedTwoStepKey = (jwtSecret: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, '', 'storefront two-step secrets', 32)).toString('base64url')

/**
 * Encrypts small secrets at rest (the TOTP shared secrets) with AES-256-GCM under the server's two-step key: a stolen
 * database copy without the key gives no codes. Stored as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export class SecretBox {
  private readonly key: Buffer

  /** `key`: 32 bytes, base64url or base64 encoded (TWO_STEP_KEY). */
  constructor(key: string) {
    this.key = Buffer.from(key, 'base64url')
    if (this.key.length !== 32) throw new Error('The two-step key must be 32 bytes, base64url-encoded')
  }

  seal(plain: string): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return ['v1', ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.')
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.')
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed secret format')
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  }
}
