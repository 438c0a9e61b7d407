import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose'
import { tokenExpired, unauthenticated } from '@/server/errors'

const SECOND_STEP = 'second_step'

export interface AccessClaims {
  userId: string
  sessionId: string
}

/** How many verified access tokens a process remembers (a few hundred bytes each): more than its live sessions. */
const VERIFIED_KEPT = 10_000

export class AccessTokens {
  private readonly key: Uint8Array
  /**
   * Tokens whose signature held, with their claims and expiry: a request is checked twice (before its body is read,
   * then for its viewer) and a session sends the same token for 15 minutes, and Web Crypto's HMAC costs about a
   * millisecond a time here. Only a good signature gets in, so a flood of forged tokens cannot fill it.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret)
  }

  async sign(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000)
    const expiresAt = new Date((issuedAt + this.ttlSeconds) * 1000)
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key)
    return { token, expiresAt }
  }

  /** Throws AUTH_TOKEN_EXPIRED for an expired token and UNAUTHENTICATED for any other bad one. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token)
    if (known) {
      if (known.expiresAtMs <= Date.now()) {
        this.verified.delete(token)
        throw tokenExpired()
      }
      return known.claims
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] })
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw unauthenticated()
      const claims = { userId: payload.sub, sessionId: payload.sid }
      if (payload.exp !== undefined) this.remember(token, claims, payload.exp * 1000)
      return claims
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired()
      throw unauthenticated('Your session is not valid. Please sign in again.')
    }
  }

  private remember(token: string, claims: AccessClaims, expiresAtMs: number) {
    if (this.verified.size >= VERIFIED_KEPT) {
      const oldest = this.verified.keys().next()
      if (!oldest.done) this.verified.delete(oldest.value)
    }
    this.verified.set(token, { claims, expiresAtMs })
  }

  /**
   * A short-lived proof that the password step succeeded for the user, exchanged with a code for tokens. It carries no
   * session, so `verify` refuses it as an access token, and an access token lacks its `use`.
   */
  async signChallenge(
    userId: string,
    ttlSeconds: number,
    now: Date,
    { use = SECOND_STEP, data }: { use?: string; data?: string } = {},
  ): Promise<{ challenge: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000)
    const expiresAt = new Date((issuedAt + ttlSeconds) * 1000)
    const challenge = await new SignJWT({ use, ...(data === undefined ? {} : { data }) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key)
    return { challenge, expiresAt }
  }

  /** The user a challenge of this `use` was given to; undefined when it is not one of ours or has expired. */
  async challengeUser(challenge: string, now: Date, use = SECOND_STEP): Promise<string | undefined> {
    return (await this.challengeOf(challenge, now, use))?.userId
  }

  /** The user and data of a challenge of this `use`; undefined when it is not one of ours or has expired. */
  async challengeOf(
    challenge: string,
    now: Date,
    use: string,
  ): Promise<{ userId: string; data: string | undefined; expiresAt: Date } | undefined> {
    try {
      const { payload } = await jwtVerify(challenge, this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      })
      if (payload.use !== use || typeof payload.sub !== 'string') return undefined
      const data = typeof payload.data === 'string' ? payload.data : undefined
      return { userId: payload.sub, data, expiresAt: new Date((payload.exp ?? 0) * 1000) }
    } catch {
      return undefined
    }
  }

  /** When a token that `verify` accepted expires. */
  expiryOf(token: string): Date {
    const { exp } = decodeJwt(token)
    return new Date((exp ?? 0) * 1000)
  }
}
