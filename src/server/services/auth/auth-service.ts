import { z } from 'zod/mini'
import { randomBytes, randomUUID } from 'node:crypto'
import type { GraphQLError } from 'graphql'
import type { AccessTokens } from '@/server/auth/access-token'
import type { SecurityLog } from '@/server/auth/security-log'
import type { Viewer } from '@/server/auth/viewer'
import type { Throttle } from '@/server/auth/throttle'
import { hashToken } from '@/server/auth/token-hash'
import type { Db } from '@/server/db/client'
import type { UserRow } from '@/server/db/schema'
import { transaction } from '@/server/db/transaction'
import { badInput, forbidden, unauthenticated } from '@/server/errors'
import { parseArgument, parseInput } from '@/server/parse-input'
import {
  effectiveRoles,
  effectiveRolesOf,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  setPasswordHash,
  type RoleGrantRow,
} from '@/server/repositories/user-repository'
import {
  findRefreshToken,
  insertRefreshToken,
  isSessionActive,
  linkReplacement,
  liveSessions,
  revokeFamily,
  revokeUserSessions,
  spendRefreshToken,
} from '@/server/repositories/session-repository'
import { findUsersByIds } from '@/server/repositories/user-list-repository'
import type { PasswordHasher } from '@/server/auth/password'
import { LoginSchema, TokenSchema } from '@/shared/auth-schemas'
import { canUsePortal } from '@/shared/permissions'
import { ChangePasswordSchema } from '@/shared/user-schemas'

const INVALID_CREDENTIALS = 'Invalid email or password.'
const NO_PORTAL_ACCESS = 'This account does not have access to the admin portal.'
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact an administrator.'
const SESSION_ENDED = 'Your session has ended. Please sign in again.'
const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.'

/** Why this account may not use the portal now; undefined when it may. */
function portalRefusal(user: UserRow, roles: RoleGrantRow[]): GraphQLError | undefined {
  if (!user.active) return forbidden(ACCOUNT_DEACTIVATED)
  if (!canUsePortal(roles)) return forbidden(NO_PORTAL_ACCESS)
  return undefined
}

/** Where a request for tokens came from, kept with the token for the session list. */
export interface SessionClient {
  address: string
  userAgent: string | undefined
}

/** A user agent longer than any real browser's is cut, so a hostile header cannot grow the table. */
const USER_AGENT_MAX = 512

export interface IssuedTokens {
  token: string
  refreshToken: string
  expire: Date
}

export interface AuthServiceDeps {
  db: Db
  accessTokens: AccessTokens
  /** Sign-in attempts reserved per account and address, and per address. */
  throttle: Throttle
  passwords: PasswordHasher
  refreshTtlMs: number
  now?: () => Date
}

export class AuthService {
  private readonly now: () => Date

  constructor(private readonly deps: AuthServiceDeps) {
    this.now = deps.now ?? (() => new Date())
  }

  async login(
    input: unknown,
    security: SecurityLog,
    userAgent: string | undefined,
  ): Promise<IssuedTokens & { viewer: Viewer }> {
    const { email, password } = parseInput(LoginSchema, input, 'Email and password are required')
    const { db } = this.deps
    const user = await this.checkPassword(email, password, security, () => findUserByEmail(db, email))
    if (!user) {
      security.record('sign_in_failed', { email: email.trim().toLowerCase() })
      throw unauthenticated(INVALID_CREDENTIALS)
    }
    const roles = await effectiveRoles(db, user.id)
    this.assertMayUsePortal(user, roles)
    const tokens = await this.startSession(user.id, { address: security.address, userAgent })
    return { ...tokens, viewer: { user, roles, sessionId: tokens.sessionId } }
  }

  /** Rotates a refresh token. A spent or revoked one ends its whole family (reuse detection). */
  async refresh(
    refreshTokenInput: unknown,
    security: SecurityLog,
    userAgent: string | undefined,
  ): Promise<IssuedTokens> {
    const refreshToken = parseArgument('refreshToken', TokenSchema, refreshTokenInput)
    const { db } = this.deps
    const now = this.now()
    const stored = await findRefreshToken(db, hashToken(refreshToken))
    if (!stored) throw unauthenticated(SESSION_ENDED)
    if (stored.usedAt || stored.revokedAt || stored.expiresAt <= now) {
      if (stored.usedAt) security.record('refresh_token_reused', { userId: stored.userId, sessionId: stored.familyId })
      await revokeFamily(db, stored.familyId, now)
      throw unauthenticated(SESSION_ENDED)
    }
    const user = await findUserById(db, stored.userId)
    if (!user?.active || !canUsePortal(await effectiveRoles(db, user.id))) {
      await revokeFamily(db, stored.familyId, now)
      throw unauthenticated(SESSION_ENDED)
    }
    const next = await transaction(db, async (tx) => {
      if (!(await spendRefreshToken(tx, stored.id, null, now))) return null
      const client = { address: security.address, userAgent }
      const issued = await this.issue(tx, user.id, stored.familyId, stored.expiresAt, client)
      await linkReplacement(tx, stored.id, issued.refreshTokenId)
      return issued
    })
    if (!next) {
      // Someone spent the token between our read and our update: a replay. The revocation is committed on its own,
      // after the winner's transaction, so that it also ends the tokens the winner was just given.
      await revokeFamily(db, stored.familyId, now)
      throw unauthenticated(SESSION_ENDED)
    }
    return next
  }

  /** Ends the session the refresh token belongs to, and the one the access token names. */
  async logout(refreshTokenInput: unknown, sessionId: string | undefined): Promise<void> {
    const refreshToken = parseArgument('refreshToken', z.nullish(TokenSchema), refreshTokenInput)
    const { db } = this.deps
    const now = this.now()
    if (sessionId) await revokeFamily(db, sessionId, now)
    if (!refreshToken) return
    const stored = await findRefreshToken(db, hashToken(refreshToken))
    if (stored) await revokeFamily(db, stored.familyId, now)
  }

  /**
   * Sets a new password after checking the current one, and ends every other session of the user; the session
   * that asked keeps working. The current-password check is throttled like a sign-in.
   */
  async changePassword(viewer: Viewer, input: unknown, security: SecurityLog): Promise<{ endedSessions: number }> {
    const { currentPassword, newPassword } = parseInput(
      ChangePasswordSchema,
      input,
      'Please correct the password fields.',
    )
    const { db } = this.deps
    const checked = await this.checkPassword(viewer.user.email, currentPassword, security, () =>
      findPasswordHash(db, viewer.user.id),
    )
    if (!checked) {
      security.record('password_change_failed', { actorId: viewer.user.id })
      throw badInput(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
    }
    const passwordHash = await this.deps.passwords.hash(newPassword)
    return transaction(db, async (tx) => {
      await setPasswordHash(tx, viewer.user.id, passwordHash)
      const endedSessions = await revokeUserSessions(tx, [viewer.user.id], this.now(), viewer.sessionId)
      return { endedSessions }
    })
  }

  /** The viewer an access token names; throws when the session or account no longer allows access. */
  async authenticate(accessToken: string): Promise<Viewer> {
    const { db, accessTokens } = this.deps
    const claims = await accessTokens.verify(accessToken)
    const [user, live] = await Promise.all([
      findUserById(db, claims.userId),
      isSessionActive(db, claims.sessionId, this.now()),
    ])
    if (!user || !live) throw unauthenticated(SESSION_ENDED)
    const roles = await effectiveRoles(db, user.id)
    this.assertMayUsePortal(user, roles)
    return { user, roles, sessionId: claims.sessionId }
  }

  /**
   * `authenticate` again for many sessions at once, in three statements whatever their number (live streams recheck
   * theirs together): each session's viewer as it is now, or the error that request would now get.
   */
  async recheckSessions(
    sessions: readonly { userId: string; sessionId: string }[],
  ): Promise<Map<string, Viewer | GraphQLError>> {
    const { db } = this.deps
    const userIds = [...new Set(sessions.map((session) => session.userId))]
    const [live, users, rolesByUser] = await Promise.all([
      liveSessions(db, [...new Set(sessions.map((session) => session.sessionId))], this.now()),
      findUsersByIds(db, userIds),
      effectiveRolesOf(db, userIds),
    ])
    const usersById = new Map(users.map((user) => [user.id, user]))
    const checked = new Map<string, Viewer | GraphQLError>()
    for (const { userId, sessionId } of sessions) {
      const user = usersById.get(userId)
      const roles = rolesByUser.get(userId) ?? []
      if (!user || !live.has(sessionId)) checked.set(sessionId, unauthenticated(SESSION_ENDED))
      else checked.set(sessionId, portalRefusal(user, roles) ?? { user, roles, sessionId })
    }
    return checked
  }

  /** Refuses, as the current-password field's error, a password that is not the viewer's (throttled like a sign-in). */
  async confirmPassword(viewer: Viewer, password: string, security: SecurityLog): Promise<void> {
    const checked = await this.checkPassword(viewer.user.email, password, security, () =>
      findPasswordHash(this.deps.db, viewer.user.id),
    )
    if (checked) return
    security.record('password_check_failed', { actorId: viewer.user.id })
    throw badInput(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD })
  }

  /** Whether an access token carries our signature and has not expired (the session itself is not read). */
  async acceptsAccessToken(accessToken: string | undefined): Promise<boolean> {
    if (!accessToken) return false
    return this.deps.accessTokens.verify(accessToken).then(
      () => true,
      () => false,
    )
  }

  /** When an access token (already verified) stops being accepted. */
  accessTokenExpiry(accessToken: string): Date {
    return this.deps.accessTokens.expiryOf(accessToken)
  }

  /**
   * Reserves an attempt for the account from the caller's address before any hashing, then checks the password
   * of the account `find` loads. The account when the password is right; undefined otherwise.
   */
  private async checkPassword<T extends { passwordHash: string | null }>(
    email: string,
    password: string,
    security: SecurityLog,
    find: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const attempt = await this.deps.throttle.reserveSignIn(email, security)
    let found: T | undefined
    try {
      found = await this.deps.passwords.verifyAccount(password, find)
    } catch (error) {
      await attempt.release()
      throw error
    }
    await (found ? attempt.succeeded() : attempt.failed())
    return found
  }

  private assertMayUsePortal(user: UserRow, roles: RoleGrantRow[]): void {
    const refusal = portalRefusal(user, roles)
    if (refusal) throw refusal
  }

  private async startSession(userId: string, client: SessionClient): Promise<IssuedTokens & { sessionId: string }> {
    const familyId = randomUUID()
    const expiresAt = new Date(this.now().getTime() + this.deps.refreshTtlMs)
    const tokens = await this.issue(this.deps.db, userId, familyId, expiresAt, client)
    return { ...tokens, sessionId: familyId }
  }

  private async issue(
    db: Db,
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    client: SessionClient,
  ): Promise<IssuedTokens & { refreshTokenId: string }> {
    const refreshToken = randomBytes(32).toString('base64url')
    const row = await insertRefreshToken(db, {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: familyExpiresAt,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      address: client.address,
    })
    const access = await this.deps.accessTokens.sign({ userId, sessionId: familyId }, this.now())
    return { token: access.token, refreshToken, expire: access.expiresAt, refreshTokenId: row.id }
  }
}
