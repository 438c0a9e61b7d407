import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose'
import { tokenExpired, unauthenticated } from '@/server/errors'

const SECOND_STEP = 'second_step'

export interface AccessClaims {
  userId: string
  sessionId: string
}

export class AccessTokens {
  private readonly key: Uint8Array

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] })
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw unauthenticated()
      return { userId: payload.sub, sessionId: payload.sid }
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw tokenExpired()
      throw unauthenticated('Your session is not valid. Please sign in again.')
    }
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
