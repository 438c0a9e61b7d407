import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { HashSlots } from '@/server/auth/hash-slots'

/** scrypt's work factors; a stored hash names its own, so hashes made at different costs all verify. */
export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** OWASP password storage guidance for scrypt: N=2^17, r=8, p=1 (about 650 ms a hash on the 2-core test machine). */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 }

const KEY_LENGTH = 64
const MAX_MEMORY = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hash in the form scrypt$N$r$p$salt$key (base64). */
export async function hashPassword(password: string, cost = PRODUCTION_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$')
}

async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Hashing and checking through the process's hash slots, so a burst of them cannot starve other work. New hashes
 * are made at `cost` (production's unless a test server asks for a cheap one).
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined

  constructor(
    private readonly slots: HashSlots,
    private readonly cost = PRODUCTION_SCRYPT_COST,
  ) {}

  hash(password: string): Promise<string> {
    return this.slots.run(() => hashPassword(password, this.cost))
  }

  /** Spends the same time as a real check, so an unknown email answers as slowly as a wrong password. */
  private async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= hashPassword('not-a-real-password', this.cost)
    await verifyPassword(password, await this.dummyHash)
    return false
  }

  /**
   * Loads the account and checks the password against its hash, in one slot: a caller turned away for want of
   * a slot costs no database query either. The account when the password is right; undefined otherwise (after
   * the same work when there is no account or no hash).
   */
  verifyAccount<T extends { passwordHash: string | null }>(
    password: string,
    load: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    return this.slots.run(async () => {
      const account = await load()
      const stored = account?.passwordHash
      const valid = stored ? await verifyPassword(password, stored) : await this.verifyAgainstNothing(password)
      return valid ? account : undefined
    })
  }
}
